import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import type { ReviewVisibility, StaffReview } from '#shop-api/reviews.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import type { StaffServer } from '#src/features/staff/server.ts';
import { StaffReviewsPage } from './staff-reviews.tsx';

function aReview(id: number, visibility: ReviewVisibility, title = `Review ${id}`): StaffReview {
  return {
    id,
    productId: 'vb-0005',
    author: 'Ada L.',
    stars: 2,
    title,
    body: '<b>Broke</b> after a week.\nSecond line.',
    verifiedPurchase: true,
    helpfulCount: 0,
    createdAt: '2026-11-20T09:00:00.000Z',
    editedAt: null,
    visibility,
    reportCount: visibility === 'reported' ? 3 : 0,
  };
}

function renderStaffReviews(staff: Partial<StaffServer>, signedIn = true) {
  const rendered = renderApp(null, {
    path: '/staff/reviews',
    routes: [
      {
        path: '/staff/reviews',
        element: <StaffReviewsPage />,
      },
    ],
    servers: {
      staff: {
        listProducts: () =>
          Promise.resolve([{ id: 'vb-0005', name: 'Anker Charger', stock: 3, sold: true }]),
        ...staff,
      },
    },
  });
  act(() => rendered.session.report({ type: 'auth.changed', user: signedIn ? testUser : null }));
  return rendered;
}

describe('StaffReviewsPage', () => {
  it('lists reported reviews first, as plain text, and lists again by the visibility chosen', async () => {
    const asked: ReviewVisibility[] = [];
    renderStaffReviews({
      listStaffReviews: (visibility) => {
        asked.push(visibility);
        return Promise.resolve([aReview(visibility === 'reported' ? 1 : 2, visibility)]);
      },
    });
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect(await within(item).findByRole('link', { name: 'Anker Charger' })).toHaveAttribute(
      'href',
      '/products/vb-0005',
    );
    expect(within(item).getByRole('img', { name: /Rated 2 out of 5/ })).toBeVisible();
    expect(within(item).getByRole('heading', { name: 'Review 1' })).toBeVisible();
    expect(item).toHaveTextContent('By Ada L. on 20 Nov 2026');
    expect(item).toHaveTextContent('Reported');
    expect(item).toHaveTextContent('3 reports');
    // Written as text: the markup shows as typed, and no element is made of it.
    expect(within(item).getByText(/<b>Broke<\/b> after a week\./)).toBeVisible();
    expect(item.querySelector('b')).toBeNull();
    expect(
      within(item).getByRole('button', { name: 'Show again: review “Review 1”' }),
    ).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Hide: review “Review 1”' })).toBeVisible();
    // StrictMode (every test's, src/testing/vitest-setup.ts) starts the page's machine twice, so
    // its first list may be asked twice; each choice after it, once.
    expect(new Set(asked)).toEqual(new Set(['reported']));
    const firstLists = asked.length;

    await userEvent.selectOptions(screen.getByLabelText('Show reviews that are'), 'hidden');
    expect(await screen.findByRole('heading', { name: 'Review 2' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Hide/ })).toBeNull();
    expect(asked.slice(firstLists)).toEqual(['hidden']);
  });

  it('shows a review again after the question in place, the row as the server answered, focus on what changed', async () => {
    const moderations: [number, string][] = [];
    renderStaffReviews({
      listStaffReviews: () => Promise.resolve([aReview(1, 'reported')]),
      moderateReview: (reviewId, visibility) => {
        moderations.push([reviewId, visibility]);
        return Promise.resolve({ ...aReview(reviewId, visibility), reportCount: 0 });
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show again: review “Review 1”' }),
    );
    const question = screen.getByRole('group', {
      name: 'Show it on the product page again? Its reports are cleared.',
    });
    // The question takes the focus on the next frame.
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Not now' })).toHaveFocus(),
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, show it' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Shown again: it is back on the product page.');
    await waitFor(() => expect(status).toHaveFocus());
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('No reports');
    expect(within(item).queryByRole('button', { name: /again/ })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Hide: review “Review 1”' })).toBeVisible();
    expect(moderations).toEqual([[1, 'shown']]);
  });

  it('keeps the review and its question, and says why, when the server refuses', async () => {
    renderStaffReviews({
      listStaffReviews: () => Promise.resolve([aReview(1, 'shown')]),
      moderateReview: () =>
        Promise.reject(new ShopApiError('There is no such review.', 'not-found', 404)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide: review “Review 1”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, hide it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The review was not changedThere is no such review.',
    );
    expect(screen.getByRole('button', { name: 'Yes, hide it' })).toBeEnabled();
    expect(screen.getByRole('listitem')).toHaveTextContent('Shown');
  });

  it('says the page is for staff when the server refuses the account', async () => {
    renderStaffReviews({
      listStaffReviews: () =>
        Promise.reject(new ShopApiError("Only the shop's staff may do this.", 'forbidden', 403)),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'this account is not a staff account',
    );
    expect(screen.queryByLabelText('Show reviews that are')).toBeNull();
  });

  it('asks a signed-out visitor to sign in, and offers the other staff pages', async () => {
    renderStaffReviews({}, false);
    expect(await screen.findByRole('status')).toHaveTextContent('Staff only');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?returnTo=%2Fstaff%2Freviews',
    );
    const nav = screen.getByRole('navigation', { name: 'Staff pages' });
    expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Stock' })).toHaveAttribute(
      'href',
      '/staff/stock',
    );
  });
});
