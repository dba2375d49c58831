/** How many products a comparison holds at most. */
export const COMPARE_LIMIT = 4;

/** The query parameter of `/compare` that holds the products' ids, comma-separated. */
export const COMPARE_IDS_PARAM = 'ids';

/** The most characters of `?ids=` read: 4 ids fit many times over; the rest is never looked at. */
const LINK_READ_MAX = 2000;

// A product id as the catalog writes them (lowercase letters and digits joined by hyphens).
const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID_MAX = 100;
const wellFormed = (id: string) => id.length <= ID_MAX && ID_PATTERN.test(id);

/** The ids a link's `?ids=` names, trimmed, the empty ones left out. */
const linkParts = (raw: string) =>
  raw
    .slice(0, LINK_READ_MAX)
    .split(',')
    .map((part) => part.trim())
    .filter((id) => id !== '');

/** Every well-formed id a link names, once each: what to look up before reading it. */
export const idsInLink = (raw: string | null): string[] =>
  raw === null ? [] : [...new Set(linkParts(raw).filter(wellFormed))];

/** What a shared link's ids came to, and what was left out of them, and why. */
export interface CompareLink {
  /** The products to compare: known, each once, `COMPARE_LIMIT` at most, in the link's order. */
  productIds: string[];
  /** Ids the shop does not sell (or that are no product id at all). */
  unknown: number;
  /** Ids given more than once: counted once each extra time. */
  repeated: number;
  /** Known ids beyond the first `COMPARE_LIMIT`. */
  overLimit: number;
}

/**
 * Reads `?ids=` of a compare link: unknown ids (`isKnown` says no, or not an id at all) and
 * repeats are left out and counted, and only the first `COMPARE_LIMIT` known ids kept. `null`
 * when the link has no `ids` (the page then shows the kept list).
 */
export function readCompareLink(
  raw: string | null,
  isKnown: (productId: string) => boolean,
): CompareLink | null {
  if (raw === null) return null;
  const link: CompareLink = { productIds: [], unknown: 0, repeated: 0, overLimit: 0 };
  const seen = new Set<string>();
  const known: string[] = [];
  for (const id of linkParts(raw)) {
    if (seen.has(id)) {
      link.repeated += 1;
      continue;
    }
    seen.add(id);
    if (wellFormed(id) && isKnown(id)) known.push(id);
    else link.unknown += 1;
  }
  link.productIds = known.slice(0, COMPARE_LIMIT);
  link.overLimit = known.length - link.productIds.length;
  return link;
}

/** The `?ids=` value of a list: the link that shares it. */
export const compareIdsValue = (productIds: readonly string[]) => productIds.join(',');

/** One compared product, for the specification rows: the fields its kind has, and its values. */
export interface CompareColumn {
  /** Every specification field the product's kind can have. */
  fields: readonly string[];
  /** Its values, as the page shows them. */
  values: Readonly<Record<string, string | undefined>>;
}

/** A cell of a specification row. */
export type CompareCell =
  | { type: 'value'; text: string }
  /** The product's kind has no such field (a tablet has no driver size). */
  | { type: 'notApplicable' }
  /** The kind can have it, but this product's listing does not say. */
  | { type: 'notStated' };

export interface CompareRow {
  field: string;
  cells: CompareCell[];
  /** The products do not all read the same in this row. */
  differs: boolean;
}

const cellKey = (cell: CompareCell) => (cell.type === 'value' ? `=${cell.text}` : cell.type);

/**
 * A row for each field, in `order`, that the kind of at least one product has, with a cell per
 * product; rows where the cells are not all the same are marked. A field none of the kinds has is
 * left out.
 */
export function compareRows(columns: readonly CompareColumn[], order: readonly string[]) {
  return order.flatMap((field): CompareRow[] => {
    if (!columns.some((column) => column.fields.includes(field))) return [];
    const cells = columns.map((column): CompareCell => {
      if (!column.fields.includes(field)) return { type: 'notApplicable' };
      const text = column.values[field];
      return text === undefined ? { type: 'notStated' } : { type: 'value', text };
    });
    return [{ field, cells, differs: new Set(cells.map(cellKey)).size > 1 }];
  });
}

/** Whether values read differently: for the fixed rows (price, rating, stock). */
export const valuesDiffer = (values: readonly (string | number)[]) => new Set(values).size > 1;
