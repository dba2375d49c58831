import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '#src/testing/render-app.tsx';
import { YourReview } from './your-review.tsx';

const mine = {
  id: 7,
  productId: 'vb-0001',
  author: 'Ada L.',
  stars: 4,
  title: 'Good tablet',
  body: 'Line one\nLine two <b>not bold</b>',
  verifiedPurchase: true as const,
  helpfulCount: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  editedAt: null,
  visibility: 'reported' as const,
};

describe('YourReview', () => {
  it('checks the form before sending: each field says what it needs, the stars take the focus', async () => {
    const onChanged = vi.fn();
    renderApp(<YourReview productId="vb-0001" mine={null} onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(screen.getByText('Choose from 1 to 5 stars')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('cuts text pasted past the limit, and says so', async () => {
    renderApp(<YourReview productId="vb-0001" mine={null} onChanged={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    const text = screen.getByRole('textbox', { name: 'Review' });
    fireEvent.change(text, { target: { value: 'x'.repeat(50_000) } });
    expect(text).toHaveValue('x'.repeat(4000));
    expect(screen.getByText(/longer than 4,000 characters: the end was cut/)).toBeInTheDocument();
    fireEvent.change(text, { target: { value: 'Short now.' } });
    expect(screen.queryByText(/the end was cut/)).not.toBeInTheDocument();
    expect(screen.getByText(/\(10 used\)/)).toBeInTheDocument();
  });

  it("shows the shopper's own review as text, and why it is hidden", () => {
    renderApp(<YourReview productId="vb-0001" mine={mine} onChanged={() => {}} />);
    expect(
      screen.getByText('Hidden after reports from other shoppers, until our staff look at it.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
  });

  it('gives the focus back to the button that opened the form when it is cancelled', async () => {
    renderApp(<YourReview productId="vb-0001" mine={mine} onChanged={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit your review' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Good tablet');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit your review' })).toHaveFocus();
  });
});
