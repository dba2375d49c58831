import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#src/testing/render-app.tsx';
import { route } from './search-page.tsx';

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
});
