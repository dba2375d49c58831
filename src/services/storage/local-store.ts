import { readItem, writeItem } from './web-storage.ts';

/** What a store read: the usable value, and whether anything stored had to be left out. */
export interface StoredValue<T> {
  value: T;
  /** Some or all of what was stored could not be read, so the shopper may miss something. */
  unreadable: boolean;
}

/** A value kept in localStorage under one key, with a version so its shape can change later. */
export interface LocalStore<T> {
  /** The stored value, or the empty one when there is none or it cannot be used. */
  read(): StoredValue<T>;
  /** Saves the value; false when the browser refuses (storage full or turned off). */
  write(value: T): boolean;
  /** Calls `onChange` when another tab writes the value; returns the function that stops it. */
  watch(onChange: (value: T) => void): () => void;
}

interface LocalStoreOptions<T> {
  key: string;
  version: number;
  /** Turns the stored data of this version into a value, leaving out what it cannot use. */
  parse: (data: unknown) => StoredValue<T>;
  empty: T;
}

/**
 * A versioned value in localStorage, stored as `{ "version": n, "data": ... }`. Data that is not
 * JSON or of another version is discarded (the empty value, reported unreadable), never thrown;
 * what the parser could not use is reported and left out of the value too. Reading never writes
 * (it happens while React renders): the cart and wishlist machines save what they read when it
 * was unreadable, so the shopper hears of it once. A browser that refuses storage (private mode,
 * full quota) keeps the value for the page only, and `write` says so.
 */
export function createLocalStore<T>({
  key,
  version,
  parse,
  empty,
}: LocalStoreOptions<T>): LocalStore<T> {
  function fromText(text: string | null): StoredValue<T> {
    if (text === null) return { value: empty, unreadable: false };
    try {
      const stored: unknown = JSON.parse(text);
      if (typeof stored === 'object' && stored !== null && 'version' in stored) {
        if (stored.version === version && 'data' in stored) {
          return parse(stored.data);
        }
      }
    } catch {
      // Not JSON: discarded below like any other shape this version cannot read.
    }
    return { value: empty, unreadable: true };
  }

  return {
    read: () => fromText(readItem('localStorage', key)),
    write: (value) => writeItem('localStorage', key, JSON.stringify({ version, data: value })),
    watch(onChange) {
      const listener = (event: StorageEvent) => {
        // `key` is null when another tab cleared the whole storage.
        if (event.storageArea === localStorage && (event.key === key || event.key === null)) {
          onChange(fromText(event.newValue).value);
        }
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
