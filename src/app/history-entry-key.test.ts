import { createBrowserRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { keyedEntryState, keyHistoryEntry } from './history-entry-key.ts';

// Without a key of its own, every page load in a tab had React Router's key 'default', so a typed
// address opened at the scroll position the last page load was left at.

const newKey = () => 'k1';

describe('keyedEntryState', () => {
  it('gives an entry a document opened on (no state) a key of its own', () => {
    expect(keyedEntryState(null, newKey)).toEqual({ key: 'k1' });
  });

  it("keeps what the entry's state holds beside the key", () => {
    expect(keyedEntryState({ idx: 0, usr: null }, newKey)).toEqual({
      idx: 0,
      usr: null,
      key: 'k1',
    });
  });

  it('leaves a keyed entry (a reload, back or forward, a link in the app) as it is', () => {
    expect(keyedEntryState({ idx: 2, usr: null, key: 'abc123' }, newKey)).toBeNull();
  });
});

describe('keyHistoryEntry', () => {
  /** A page load: the browser's router reads the entry the document opened on. */
  const routerKey = () => {
    const router = createBrowserRouter([{ path: '*', element: null }]);
    const { key } = router.state.location;
    router.dispose();
    return key;
  };

  it('gives each page load in a tab its own key for React Router, and a reload the same', () => {
    window.history.pushState(null, '', '/products');
    keyHistoryEntry();
    const products = routerKey();
    expect(products).not.toBe('default');

    // A typed address: a new entry, with no state.
    window.history.pushState(null, '', '/about');
    keyHistoryEntry();
    const about = routerKey();
    expect(about).not.toBe('default');
    expect(about).not.toBe(products);

    // A reload keeps the entry's state.
    keyHistoryEntry();
    expect(routerKey()).toBe(about);
  });
});
