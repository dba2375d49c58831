import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError } from '#src/services/with-timeout.ts';
import { reloadForNewRelease } from './reload-for-new-release.ts';

// What the browser says when a chunk an older page names is gone from the server.
const missingChunk = new TypeError(
  'Failed to fetch dynamically imported module: /assets/faq-page-1a2b.js',
);

describe('reloadForNewRelease', () => {
  const reload = vi.fn();
  let online = true;

  beforeEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    reload.mockClear();
    online = true;
    sessionStorage.clear();
  });

  it('reloads the page, once, when code is missing while online', () => {
    expect(reloadForNewRelease(missingChunk)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // The new document failed too: not a newer release, so the shopper gets the error page.
    expect(reloadForNewRelease(missingChunk)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later release, a few minutes on', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(reloadForNewRelease(missingChunk)).toBe(true);
    vi.advanceTimersByTime(5 * 60_000);
    expect(reloadForNewRelease(missingChunk)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads offline: the page says so and the shopper goes on browsing', () => {
    online = false;
    expect(reloadForNewRelease(missingChunk)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads once the tab has been offline: what failed then stays failed until a reload', () => {
    // The browser calls the handler the module set on its global (the window) when it goes
    // offline; jsdom's window is not Vitest's global, so the test calls it as the browser would.
    globalThis.onoffline?.call(window, new Event('offline'));
    expect(reloadForNewRelease(missingChunk)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads for code that is only slow', () => {
    expect(reloadForNewRelease(new TimeoutError(8000))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads where the browser refuses session storage: nothing could stop a loop', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    expect(reloadForNewRelease(missingChunk)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
