import { useEffect, useState, type ComponentType } from 'react';
import { useHydrated } from '#src/components/ui/use-hydrated.ts';

interface CompareProps {
  productId?: string;
  productName?: string;
  chooser?: boolean;
}

/** The loaded part, once its code has arrived: every later `Compare` draws it at once. */
let loadedPart: ComponentType<CompareProps> | undefined;

/**
 * With a product: its 'Compare' (cards, the product page); without: the header's link to
 * /compare with the count, when there is any, and, given `chooser` (one of the header's two),
 * the dialog that asks which product a fifth replaces.
 *
 * The comparison is this browser's: never in the prerendered HTML, its code (machine, store,
 * buttons, link) fetched once the page has started and drawn once it has arrived
 * (docs/decisions/0026-compare.md). Never suspended: the parts that start with it (the recently
 * viewed section) are not held up while it loads. Without its code (offline) nothing shows, and
 * the next mount tries again.
 */
export function Compare(props: CompareProps) {
  const hydrated = useHydrated();
  const [Part, setPart] = useState(() => loadedPart);
  useEffect(() => {
    if (!hydrated || Part) return;
    let mounted = true;
    import('./compare-parts.tsx').then(
      (parts) => {
        loadedPart = parts.ComparePart;
        if (mounted) setPart(() => parts.ComparePart);
      },
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [hydrated, Part]);
  return hydrated && Part ? <Part {...props} /> : null;
}
