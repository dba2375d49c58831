import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { useHydrated } from '#src/components/ui/use-hydrated.ts';

// The comparison is this browser's: never in the prerendered HTML, its code (machine, store,
// buttons, the header's link) loaded once the page has started (docs/decisions/0026-compare.md).
// One part for both, so the first view carries as little as can be.
const Part = lazyPart(() => import('./compare-parts.tsx').then((parts) => parts.ComparePart));

/**
 * With a product: its 'Compare' (cards, the product page); without: the header's link to
 * /compare with the count, when there is any, and, given `chooser` (one of the header's two),
 * the dialog that asks which product a fifth replaces. All once the page has started.
 */
export function Compare(props: { productId?: string; productName?: string; chooser?: boolean }) {
  return useHydrated() ? <Part {...props} /> : null;
}
