import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStore, mergeByKey } from './local-store.ts';

const key = 'test.numbers';

// Version 2, so a value of version 1 is one of another version.
const store = createLocalStore<number[]>({
  key,
  version: 2,
  parse: (data) => {
    if (!Array.isArray(data)) return { value: [], unreadable: true };
    const value = data.filter((entry): entry is number => Number.isInteger(entry));
    return { value, unreadable: value.length < data.length };
  },
  empty: [],
  merge: mergeByKey(String, () => true),
});

const nothingLost = (value: number[]) => ({ value, unreadable: false });
const someLost = (value: number[]) => ({ value, unreadable: true });

/** What another tab's write looks like to this one: in storage, then an event. */
function storageEvent(eventKey: string | null, newValue: string | null) {
  if (eventKey === null) localStorage.clear();
  else if (newValue === null) localStorage.removeItem(eventKey);
  else localStorage.setItem(eventKey, newValue);
  return new StorageEvent('storage', { key: eventKey, newValue, storageArea: localStorage });
}

const refuse = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createLocalStore: reading and writing', () => {
  it('reads the empty value when nothing is stored, with nothing lost', () => {
    expect(store.read()).toEqual(nothingLost([]));
  });

  it('reads back what it wrote, stored with its version', () => {
    expect(store.write([3, 1, 2])).toBe(true);
    expect(store.read()).toEqual(nothingLost([3, 1, 2]));
    expect(JSON.parse(localStorage.getItem(key) ?? '')).toEqual({ version: 2, data: [3, 1, 2] });
  });

  it('keeps what its parser can use of a value of its version, and reports what it could not', () => {
    const partlyBad = JSON.stringify({ version: 2, data: [1, 'two', 3.5, 4] });
    localStorage.setItem(key, partlyBad);
    expect(store.read()).toEqual(someLost([1, 4]));
    // Reading writes nothing: saving what was read is the machine's (it happens while rendering).
    expect(localStorage.getItem(key)).toBe(partlyBad);
    localStorage.setItem(key, JSON.stringify({ version: 2, data: 'nonsense' }));
    expect(store.read()).toEqual(someLost([]));
  });

  it.each([
    ['text that is not JSON', '{"version":2,"data":[1'],
    ['a value of another version', JSON.stringify({ version: 1, data: [1, 2] })],
    ['a value of a later version', JSON.stringify({ version: 3, data: [1, 2] })],
    ['a value without a version', JSON.stringify([1, 2])],
    ['a version without data', JSON.stringify({ version: 2 })],
    ['another kind of object', JSON.stringify({ items: [1, 2], total: 3 })],
    ['a JSON string', JSON.stringify('1,2')],
    ['JSON null', 'null'],
  ])('reads %s as empty and reports it unreadable, writing nothing', (_, text) => {
    localStorage.setItem(key, text);
    expect(store.read()).toEqual(someLost([]));
    expect(localStorage.getItem(key)).toBe(text);
  });

  it('reads empty, with nothing known to be lost, when the browser refuses to read storage', () => {
    store.write([1]);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    expect(store.read()).toEqual(nothingLost([]));
  });

  it('says so, without throwing, when the browser refuses to write storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    expect(store.write([1])).toBe(false);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads empty and writes nothing, without throwing, where storage itself cannot be reached', () => {
    // Chrome with site data blocked throws on the property `localStorage` itself.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(refuse);
    expect(store.read()).toEqual(nothingLost([]));
    expect(store.write([1])).toBe(false);
  });
});

describe('createLocalStore: watching other tabs', () => {
  it("calls back with the parsed value when another tab writes the store's key", () => {
    const onChange = vi.fn();
    const stop = store.watch(onChange);
    window.dispatchEvent(storageEvent(key, JSON.stringify({ version: 2, data: [5, 'x', 6] })));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([5, 6]);
    stop();
  });

  it('ignores other keys and other storage areas', () => {
    const onChange = vi.fn();
    const stop = store.watch(onChange);
    window.dispatchEvent(storageEvent('other.key', JSON.stringify({ version: 2, data: [1] })));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key,
        newValue: JSON.stringify({ version: 2, data: [1] }),
        storageArea: sessionStorage,
      }),
    );
    expect(onChange).not.toHaveBeenCalled();
    stop();
  });

  it('calls back with the empty value when another tab removes the key or clears storage', () => {
    const onChange = vi.fn();
    const stop = store.watch(onChange);
    window.dispatchEvent(storageEvent(key, null));
    window.dispatchEvent(storageEvent(null, null));
    expect(onChange.mock.calls).toEqual([[[]], [[]]]);
    stop();
  });

  it('stops calling back once unsubscribed', () => {
    const onChange = vi.fn();
    store.watch(onChange)();
    window.dispatchEvent(storageEvent(key, JSON.stringify({ version: 2, data: [1] })));
    expect(onChange).not.toHaveBeenCalled();
  });
});
