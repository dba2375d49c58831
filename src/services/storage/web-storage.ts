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

/** Whether the browser took the last item written to local storage (see keepsLocalSaves). */
let lastLocalWriteKept = true;

/** Stores the item; false when the browser refuses (storage full or turned off). */
export function writeItem(area: StorageArea, key: string, value: string): boolean {
  let kept: boolean;
  try {
    globalThis[area].setItem(key, value);
    kept = true;
  } catch {
    kept = false;
  }
  if (area === 'localStorage') lastLocalWriteKept = kept;
  return kept;
}

/**
 * False once the browser has refused what the shop saved last (the cart, the wishlist): what the
 * shopper has then does not outlive a reload, and a page that offers one must not say it does.
 */
export const keepsLocalSaves = () => lastLocalWriteKept;

/** Removes the item; a browser that refuses storage holds nothing to remove. */
export function removeItem(area: StorageArea, key: string): void {
  try {
    globalThis[area].removeItem(key);
  } catch {
    // Nothing is stored where the browser refuses storage.
  }
}
