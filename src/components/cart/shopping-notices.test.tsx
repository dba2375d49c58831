import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { timing } from '#machines/timing.ts';
import { shellText } from '#src/content/messages.ts';
import { cartText } from '#src/content/cart.ts';
import { wishlistText } from '#src/content/wishlist.ts';
import { renderApp } from '#src/testing/render-app.tsx';

const stored = (data: unknown) => JSON.stringify({ version: 1, data });

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/**
 * The clock under the test's control, frames included: a toast counts its time in animation
 * frames against `performance.now()` (Zag's `setRafTimeout`), not with `setTimeout`.
 */
function frameClock() {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
    ],
  });
  return (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Longer than a timed toast stays and takes to leave. */
const pastATimedToast = timing.toast.duration + timing.toast.removeDelay + 1000;

it('a change the shopper did not make to what they kept stays on the screen until closed', async () => {
  localStorage.setItem('voltbay.cart', stored('not a list of lines'));
  localStorage.setItem('voltbay.wishlist', stored(['vb-0001', '<b>not an id</b>']));
  const tick = frameClock();
  renderApp(null);
  // vi.waitFor moves the fake clock on between its checks.
  const wishlistNotice = await vi.waitFor(() => screen.getByText(wishlistText.unreadableDropped));
  expect(screen.getByText(cartText.unreadableDropped)).toBeVisible();

  await tick(pastATimedToast);
  expect(screen.getByText(cartText.unreadableDropped)).toBeVisible();
  expect(wishlistNotice).toBeVisible();

  // Closing one takes it away, and only it.
  const toast = wishlistNotice.closest<HTMLElement>('[data-part="root"]')!;
  fireEvent.click(within(toast).getByRole('button', { name: shellText.dismissNotification }));
  await tick(timing.toast.removeDelay + 100);
  expect(screen.queryByText(wishlistText.unreadableDropped)).toBeNull();
  expect(screen.getByText(cartText.unreadableDropped)).toBeVisible();
});
