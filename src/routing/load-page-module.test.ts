import { afterEach, describe, expect, it, vi } from 'vitest';
import { timing } from '#machines/timing.ts';
import { routingText } from './routing-text.ts';
import { ShopperFacingError } from '#src/services/shopper-facing-error.ts';
import { TimeoutError } from '#src/services/with-timeout.ts';
import { rejectionAfter } from '#src/testing/rejection-after.ts';
import { loadPageModule, PageLoadError } from './load-page-module.ts';

describe('loadPageModule', () => {
  afterEach(() => vi.useRealTimers());

  it("gives the page's module", async () => {
    const module = { Component: () => null };
    await expect(loadPageModule(() => Promise.resolve(module))).resolves.toBe(module);
  });

  it('turns a failed import into a message for the shopper, keeping the cause', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const failure = loadPageModule(() => Promise.reject(offline));
    await expect(failure).rejects.toBeInstanceOf(PageLoadError);
    await expect(failure).rejects.toBeInstanceOf(ShopperFacingError);
    await expect(failure).rejects.toMatchObject({
      message: routingText.pageLoadFailed,
      cause: offline,
    });
  });

  it('gives up on a module that does not arrive within the load timeout', async () => {
    vi.useFakeTimers();
    const error = await rejectionAfter(
      loadPageModule(() => new Promise(() => {})),
      timing.loadTimeout,
    );
    expect(error).toBeInstanceOf(PageLoadError);
    expect((error as PageLoadError).cause).toBeInstanceOf(TimeoutError);
  });
});
