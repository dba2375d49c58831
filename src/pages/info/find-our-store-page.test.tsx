import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '#src/app/router.tsx';
import { shop } from '#src/content/shop.ts';
import { renderApp } from '#src/testing/render-app.tsx';

describe('FindOurStorePage', () => {
  it('lists the four stores with address, opening hours and a phone link', async () => {
    renderApp(null, { routes, path: '/find-our-store' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Our Store' }),
    ).toBeInTheDocument();
    const stores = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(stores).toHaveLength(4);
    shop.stores.forEach((store, index) => {
      const card = within(stores[index] as HTMLElement);
      expect(card.getByRole('heading', { level: 2, name: store.name })).toBeInTheDocument();
      const address = stores[index]?.querySelector('address');
      for (const line of store.address) expect(address).toHaveTextContent(line);
      expect(card.getByText('Saturday to Thursday: 10:00 to 20:00')).toBeInTheDocument();
      expect(card.getByText('Friday: 15:00 to 20:00')).toBeInTheDocument();
      expect(card.getByRole('link', { name: store.phone.display })).toHaveAttribute(
        'href',
        `tel:${store.phone.dial}`,
      );
    });
  });
});
