/** A value kept in localStorage under one key, with a version so its shape can change later. */
export interface LocalStore<T> {
  /** The stored value, or the empty one when there is none or it cannot be used. */
  read(): T;
  write(value: T): void;
  /** Calls `onChange` when another tab writes the value; returns the function that stops it. */
  watch(onChange: (value: T) => void): () => void;
}

interface LocalStoreOptions<T> {
  key: string;
  version: number;
  /** Turns the stored data of this version into a value, leaving out what it cannot use. */
  parse: (data: unknown) => T;
  empty: T;
}

/**
 * A versioned value in localStorage, stored as `{ "version": n, "data": ... }`. Data that is not
 * JSON or of another version is discarded (the empty value, and the key removed), never thrown;
 * a browser that refuses storage (private mode, full quota) keeps the value for the page only.
 */
export function createLocalStore<T>({
  key,
  version,
  parse,
  empty,
}: LocalStoreOptions<T>): LocalStore<T> {
  function fromText(text: string | null): T {
    if (text === null) return empty;
    try {
      const stored: unknown = JSON.parse(text);
      if (typeof stored === 'object' && stored !== null && 'version' in stored) {
        if (stored.version === version && 'data' in stored) return parse(stored.data);
      }
    } catch {
      // Not JSON: discarded below like any other shape this version cannot read.
    }
    discard();
    return empty;
  }

  function discard() {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage is unavailable, so there is nothing to discard.
    }
  }

  return {
    read() {
      try {
        return fromText(localStorage.getItem(key));
      } catch {
        return empty;
      }
    },
    write(value) {
      try {
        localStorage.setItem(key, JSON.stringify({ version, data: value }));
      } catch {
        // Kept for this page only; the shopper loses nothing they see.
      }
    },
    watch(onChange) {
      const listener = (event: StorageEvent) => {
        // `key` is null when another tab cleared the whole storage.
        if (event.storageArea === localStorage && (event.key === key || event.key === null)) {
          onChange(fromText(event.newValue));
        }
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
