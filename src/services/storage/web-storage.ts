/**
 * The browser's storage areas, used through these functions only: a browser may refuse storage
 * (turned off, private mode, a full quota), and then any access throws, even to the area itself.
 */
type StorageArea = 'localStorage' | 'sessionStorage';

/** The item, or null when there is none or the browser refuses to read storage. */
export function readItem(area: StorageArea, key: string): string | null {
  try {
    return globalThis[area].getItem(key);
  } catch {
    return null;
  }
}

/** Stores the item; false when the browser refuses (storage full or turned off). */
export function writeItem(area: StorageArea, key: string, value: string): boolean {
  try {
    globalThis[area].setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes the item; a browser that refuses storage holds nothing to remove. */
export function removeItem(area: StorageArea, key: string): void {
  try {
    globalThis[area].removeItem(key);
  } catch {
    // Nothing is stored where the browser refuses storage.
  }
}
