import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '#src/app/router.tsx';
import { shop } from '#src/content/shop.ts';
import { renderApp } from '#src/testing/render-app.tsx';

describe('ContactPage', () => {
  it.each(['/contact', '/contact-us'])(
    '%s gives the phone, the e-mail, a form and the four stores',
    async (path) => {
      renderApp(null, { routes, path });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Contact Us' }),
      ).toBeInTheDocument();
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('link', { name: '+880 1700-000000' })).toHaveAttribute(
        'href',
        'tel:+8801700000000',
      );
      expect(main.getByRole('link', { name: 'support@voltbay.example' })).toHaveAttribute(
        'href',
        'mailto:support@voltbay.example',
      );
      expect(main.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
      expect(main.getByRole('heading', { level: 2, name: 'Our stores' })).toBeInTheDocument();
      for (const store of shop.stores) {
        const name = main.getByRole('heading', { level: 3, name: store.name });
        const address = name.closest('li')?.querySelector('address');
        for (const line of store.address) expect(address).toHaveTextContent(line);
      }
    },
  );
});
