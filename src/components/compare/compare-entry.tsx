import { afterStartPart } from '#src/components/ui/after-start-part.tsx';
import type { CompareProps } from './compare-parts.late.tsx';

/**
 * With a product: its 'Compare' (cards, the product page); without: the header's link to
 * /compare with the count, when there is any, and, given `chooser` (one of the header's two),
 * the dialog that asks which product a fifth replaces.
 *
 * The comparison is this browser's: never in the prerendered HTML, its code (machine, store,
 * buttons, link) fetched once the page has started (docs/decisions/0026-compare.md).
 */
export const Compare = afterStartPart<CompareProps>(() =>
  import('./compare-parts.late.tsx').then((parts) => parts.ComparePart),
);
