import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * A piece of UI that is this browser's alone (what it keeps, how it likes the page): never in the
 * prerendered HTML, its code fetched once the page has started and drawn once it has arrived,
 * where the caller has kept it a place that does not move. Never suspended, unlike `lazyPart`:
 * the parts that start beside it are not held up while it loads. Without its code (offline)
 * nothing shows, and the next mount tries again. The module it loads is named `*.late.tsx`:
 * the build then leaves out its list of modules to preload (vite.config.ts), which would weigh on
 * the first view for a part that comes after it.
 */
export function afterStartPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  /** The part, once its code has arrived: every later mount draws it at once. */
  let loadedPart: ComponentType<Props> | undefined;
  return function AfterStartPart(props: Props) {
    const hydrated = useHydrated();
    const [Part, setPart] = useState(() => loadedPart);
    useEffect(() => {
      if (!hydrated || Part) return;
      let mounted = true;
      load().then(
        (part) => {
          loadedPart = part;
          // Drawn in a transition: React renders it in slices between which the browser
          // handles input, not in one long task (a section of reviews is 100 ms at 4x CPU).
          if (mounted) startTransition(() => setPart(() => part));
        },
        () => {},
      );
      return () => {
        mounted = false;
      };
    }, [hydrated, Part]);
    return hydrated && Part ? <Part {...props} /> : null;
  };
}
