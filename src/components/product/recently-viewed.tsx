import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { useHydrated } from '#src/components/ui/use-hydrated.ts';

// Its code, and the kept views, only after the page has started: they are this browser's, never
// in the prerendered HTML, and the section comes last on its page, so nothing above it moves.
const RecentlyViewedSection = lazyPart(() =>
  import('./recently-viewed-section.late.tsx').then((module) => module.RecentlyViewedSection),
);

interface RecentlyViewedProps {
  /** On a product's page: the visit is recorded, and the others listed. */
  currentProductId?: string;
  /** How many are kept and Clear, without the cards (the account page). */
  summary?: boolean;
}

/** The products this browser opened lately, newest first, once the page has started. */
export function RecentlyViewed(props: RecentlyViewedProps) {
  return useHydrated() ? <RecentlyViewedSection {...props} /> : null;
}
