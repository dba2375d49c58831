import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * `matchMedia` answering every query with what the test sets (jsdom has none), telling its
 * listeners when the test changes it: a device's pointer, a shopper's colour setting.
 */
export function mockMediaQuery(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return matches;
    },
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn((_query: string) => list);
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    change: (next: boolean) => {
      matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}
