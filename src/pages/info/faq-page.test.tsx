import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '#src/app/router.tsx';
import { renderApp } from '#src/testing/render-app.tsx';

describe('FaqPage', () => {
  it('shows each question as an accordion item, one open at a time, collapsible', async () => {
    renderApp(null, { routes, path: '/faq' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    const online = screen.getByRole('button', { name: 'Can I order online?' });
    const delivery = screen.getByRole('button', { name: 'How much does delivery cost?' });
    expect(online).toHaveAttribute('aria-expanded', 'false');
    expect(delivery).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(online);
    expect(online).toHaveAttribute('aria-expanded', 'true');
    expect(
      await screen.findByText(/have the order delivered to your address or collect it/),
    ).toBeVisible();

    await userEvent.click(delivery);
    expect(delivery).toHaveAttribute('aria-expanded', 'true');
    expect(online).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('free on orders over $100')).toBeVisible();

    await userEvent.click(delivery);
    expect(delivery).toHaveAttribute('aria-expanded', 'false');
    const main = within(screen.getByRole('main'));
    expect(main.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
