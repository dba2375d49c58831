import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#src/testing/render-app.tsx';
import { notify } from './notify.ts';

// vitest: own modules. notify.ts keeps, for the page's life, whether the toasts' container has been
// shown: a file before this one in the same worker could have shown it already.

/** The toasts' live region: Zag's toast group. */
const TOAST_REGION = '[role="region"][aria-live="polite"]';

describe('notify', () => {
  it('shows a toast asked for early only once the toasts’ live region has been painted', async () => {
    // Whether a frame was drawn between the region's arrival and the toast's: a frame asked for
    // as the region arrives has run by the time the toast comes, unless the toast came with it.
    let regionPainted: boolean | undefined;
    let paintedWhenToastCame: boolean | undefined;
    const observer = new MutationObserver(() => {
      if (regionPainted === undefined && document.querySelector(TOAST_REGION)) {
        regionPainted = false;
        requestAnimationFrame(() => (regionPainted = true));
      }
      if (screen.queryByText('Saved to your list')) paintedWhenToastCame ??= regionPainted;
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
    expect(toast.closest(TOAST_REGION)).not.toBeNull();
    // The region was painted, empty, before the toast came into it.
    expect(paintedWhenToastCame).toBe(true);
  });
});
