import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#src/testing/render-app.tsx';
import { notify } from './notify.ts';

/** The toasts' live region: Zag's toast group. */
const TOAST_REGION = '[role="region"][aria-live="polite"]';

describe('notify', () => {
  it('shows a toast asked for early only once the toasts’ live region has been painted', async () => {
    // The frame in which the region, then the toast, first showed.
    let frame = 0;
    let ticking = requestAnimationFrame(function tick() {
      frame++;
      ticking = requestAnimationFrame(tick);
    });
    const firstFrame: { region?: number; toast?: number } = {};
    const observer = new MutationObserver(() => {
      if (document.querySelector(TOAST_REGION)) firstFrame.region ??= frame;
      if (screen.queryByText('Saved to your list')) firstFrame.toast ??= frame;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderApp(
      <button type="button" onClick={() => notify({ title: 'Saved to your list' })}>
        Save
      </button>,
    );
    // Asked for before the page is idle: the container comes for it.
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    const toast = await screen.findByText('Saved to your list');
    observer.disconnect();
    cancelAnimationFrame(ticking);
    expect(toast.closest(TOAST_REGION)).not.toBeNull();
    // The region was painted, empty, at least a frame before the toast came into it.
    expect(firstFrame.region).toBeDefined();
    expect(firstFrame.toast).toBeGreaterThan(firstFrame.region ?? Infinity);
  });
});
