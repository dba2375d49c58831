import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { route } from './search-page.tsx';

// No shop's server here: a search cannot reach it (the server's search has tests of its own,
// server/http/search.test.ts, and the browser's end-to-end tests search it for real).
beforeEach(() => server.use(http.get('*/api/search', () => HttpResponse.error())));

function renderSearch(query: string) {
  return renderApp(null, {
    routes: [{ path: '/search', ...route }],
    path: `/search?${new URLSearchParams({ q: query })}`,
  });
}

describe('the search page', () => {
  it('shows at most 100 characters of a long ?q= in the heading and title, and says it cut the rest', async () => {
    const shown = `laptop ${'x'.repeat(93)}`;
    renderSearch(`${shown} Call +1 555 0100 now to claim your refund`);

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(`Search results for "${shown}"`);
    expect(heading.textContent).not.toContain('refund');
    await waitFor(() => expect(document.title).toBe(`Search results for "${shown}" | Voltbay`));
    expect(
      screen.getByText('Your search was longer than 100 characters: only the first 100 were used.'),
    ).toBeVisible();
  });

  it('shows a query of 100 characters or fewer whole, without a note', async () => {
    const query = `usb ${'c'.repeat(96)}`;
    renderSearch(query);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      `Search results for "${query}"`,
    );
    expect(screen.queryByText(/longer than 100 characters/)).toBeNull();
  });

  it('says when the shop could not be searched, keeps the query, and offers to try again', async () => {
    renderSearch('laptop');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not search the shopWe could not reach the shop. Check your connection and try again.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Search results for "laptop"',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
