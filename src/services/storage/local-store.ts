import { isSlug } from '#catalog/slug.ts';
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
  /**
   * Saves this tab's changes to the value over what storage holds now (`merge`), so a save never
   * drops what another tab saved a moment before; false when the browser refuses (storage full or
   * turned off).
   */
  write(value: T): boolean;
  /**
   * Calls `onChange` with what storage holds when another tab writes the value, and when this
   * tab's save kept another tab's changes; returns the function that stops it.
   */
  watch(onChange: (value: T) => void): () => void;
}

/** A save's three versions of a value, for a three-way merge. */
interface Versions<T> {
  /** What this tab last knew storage to hold (read, written or heard from another tab). */
  base: T;
  /** This tab's value, with the change it saves. */
  mine: T;
  /** What storage holds now: other tabs may have saved since `base`. */
  stored: T;
}

/**
 * A merge of lists keyed by product: the entries this tab changed since `base` (added, removed or
 * altered) applied to what storage holds now, every other entry as stored. So a removal in
 * another tab stays removed, and one product changed in two tabs at once keeps the later save's.
 */
export const mergeByKey =
  <Item>(keyOf: (item: Item) => string, same: (a: Item, b: Item) => boolean) =>
  ({ base, mine, stored }: Versions<Item[]>): Item[] => {
    const baseByKey = new Map(base.map((item) => [keyOf(item), item]));
    const mineByKey = new Map(mine.map((item) => [keyOf(item), item]));
    const changedHere = (key: string) => {
      const before = baseByKey.get(key);
      const after = mineByKey.get(key);
      return before === undefined || after === undefined ? before !== after : !same(before, after);
    };
    const merged = stored.flatMap((item) => {
      const key = keyOf(item);
      if (!changedHere(key)) return [item];
      const mineItem = mineByKey.get(key);
      return mineItem === undefined ? [] : [mineItem];
    });
    const storedKeys = new Set(stored.map(keyOf));
    return [
      ...merged,
      ...mine.filter((item) => changedHere(keyOf(item)) && !storedKeys.has(keyOf(item))),
    ];
  };

interface LocalStoreOptions<T> {
  key: string;
  version: number;
  /** Turns the stored data of this version into a value, leaving out what it cannot use. */
  parse: (data: unknown) => StoredValue<T>;
  empty: T;
  /** This tab's change applied to what storage holds now (docs/decisions/0015-stored-data.md). */
  merge: (versions: Versions<T>) => T;
}

/**
 * A versioned value in localStorage, stored as `{ "version": n, "data": ... }`. Data that is not
 * JSON or of another version is discarded (the empty value, reported unreadable), never thrown;
 * what the parser could not use is reported and left out of the value too. Reading never writes
 * (it happens while React renders): the cart and wishlist machines save what they read when it
 * was unreadable, so the shopper hears of it once. A browser that refuses storage (private mode,
 * full quota) keeps the value for the page only, and `write` says so. Each tab has its own store
 * (its own `base`), so two tabs' saves merge rather than the last one winning.
 */
export function createLocalStore<T>({
  key,
  version,
  parse,
  empty,
  merge,
}: LocalStoreOptions<T>): LocalStore<T> {
  let base = empty;
  const watchers = new Set<(value: T) => void>();

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

  function read(): StoredValue<T> {
    const stored = fromText(readItem('localStorage', key));
    base = stored.value;
    return stored;
  }

  return {
    read,
    write(value) {
      const merged = merge({
        base,
        mine: value,
        stored: fromText(readItem('localStorage', key)).value,
      });
      if (!writeItem('localStorage', key, JSON.stringify({ version, data: merged }))) return false;
      base = merged;
      if (JSON.stringify(merged) !== JSON.stringify(value)) {
        for (const onChange of watchers) onChange(merged);
      }
      return true;
    },
    watch(onChange) {
      const listener = (event: StorageEvent) => {
        // `key` is null when another tab cleared the whole storage. What storage holds now, not
        // the event's value: a later save (this tab's, merged) may have landed since.
        if (event.storageArea === localStorage && (event.key === key || event.key === null)) {
          onChange(read().value);
        }
      };
      watchers.add(onChange);
      window.addEventListener('storage', listener);
      return () => {
        watchers.delete(onChange);
        window.removeEventListener('storage', listener);
      };
    },
  };
}

/**
 * The stored ids that can be used, each once, in the order they were saved (the wishlist's, the comparison's); `unreadable` when
 * data or an id in it could not be used (an id saved twice loses the shopper nothing).
 */
export const parseProductIds = (data: unknown): StoredValue<string[]> =>
  Array.isArray(data)
    ? { value: [...new Set(data.filter(isSlug))], unreadable: !data.every(isSlug) }
    : { value: [], unreadable: true };

/**
 * A list of product ids kept under `key` (the wishlist, the comparison): read with
 * `parseProductIds`, two tabs' saves merged by id (an id added in either kept, one removed in
 * either gone).
 */
export const createIdListStore = (key: string) =>
  createLocalStore<string[]>({
    key,
    version: 1,
    parse: parseProductIds,
    empty: [],
    merge: mergeByKey(
      (id) => id,
      () => true,
    ),
  });
