import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorPageText } from '#src/content/messages.ts';
import { writeItem } from '#src/services/storage/web-storage.ts';
import { fakeSession } from '#src/testing/render-app.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { AppProviders } from './app-providers.tsx';
import { routes } from './router.tsx';

const headerFailure = new TypeError("Cannot read properties of undefined (reading 'count')");

// The header's cart button throws while rendering: on every render, so in the route error
// page's header too.
vi.mock('#src/components/cart/cart-button.tsx', () => ({
  CartButton: () => {
    throw headerFailure;
  },
}));

/** The app as main.tsx renders it, on a memory router. */
function renderShop(path: string) {
  render(
    <AppErrorBoundary>
      <AppProviders authLogic={fakeSession().logic}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
      </AppProviders>
    </AppErrorBoundary>,
  );
}

describe('the app error boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a plain error page with Reload, not a blank one, when the header throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShop('/');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: errorPageText.errorTitle,
    });
    expect(screen.getByText(errorPageText.appStopped)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: errorPageText.reload })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: errorPageText.homeLink })).toHaveAttribute('href', '/');
    expect(heading).toHaveFocus();
    // The exception's own words are for the console, not the shopper.
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(log.mock.calls.flat()).toContain(headerFailure);
  });

  it('does not promise the cart outlives a reload when the browser refuses to save it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(writeItem('localStorage', 'voltbay.cart', '{}')).toBe(false);
    renderShop('/');
    expect(await screen.findByText(errorPageText.appStoppedUnsaved)).toBeInTheDocument();
    expect(screen.queryByText(errorPageText.appStopped)).not.toBeInTheDocument();
    refuse.mockRestore();
    // Saving works again, for the tests after this one.
    expect(writeItem('localStorage', 'voltbay.cart', '{}')).toBe(true);
  });

  it('leaves the app alone while nothing throws', () => {
    render(
      <AppErrorBoundary>
        <p>The shop</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('The shop')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: errorPageText.reload })).not.toBeInTheDocument();
  });
});
