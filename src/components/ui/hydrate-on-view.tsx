import {
  memo,
  Suspense,
  use,
  useId,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const REGION = 'data-hydrate-on-view';
/**
 * Near enough to the screen to be hydrated before it shows: half a screen ahead, so a slider
 * has laid out its slides for the width by the time the shopper scrolls to it.
 */
const NEAR = '50%';
/**
 * What says the shopper reaches for a region; listened to above React's root, which stops
 * events inside a region it has not hydrated.
 */
const REACHING = ['pointerdown', 'focusin'] as const;

/** Each region's promise, by its id: a retried hydration must find the same one, settled. */
const reached = new Map<string, Promise<void>>();
/** A promise React reads as settled without waiting: its `status`, as React marks those it awaits. */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
/** How to settle each region still waiting. */
const waiting = new Set<() => void>();
/**
 * How regions render: at once (on the server, in an app rendered from scratch), waiting until
 * reached (while a prerendered page or the app shell hydrates), or hydrated at once from the first
 * change of the router's state.
 */
let regions: 'render' | 'wait' | 'hydrate' = 'render';

/**
 * What the shopper last reached for while the page hydrates (a tap, or one boot.ts held until the
 * app started): React hydrates the page at once for it, and a region it renders then, holding
 * the target, starts hydrated; otherwise the tap would stop at the region, whose own listener
 * (`untilReached`) comes too late for it. One is enough: React handles each event before the next.
 */
let lastReached: Node | null = null;
const noteReach = (event: Event) => {
  if (event.target instanceof Node) lastReached = event.target;
};

/** Called before hydrating a prerendered page: its regions wait until they are reached. */
export function hydrateRegionsWhenReached(): void {
  regions = 'wait';
  for (const type of REACHING) document.addEventListener(type, noteReach, true);
}

/**
 * Hydrates every region, those waiting and those React has not reached yet, before an update of
 * what they hang from (the router's state, in main.tsx): React does not commit a transition
 * over a region it cannot hydrate, so a navigation, or the loaders run again for a listing's
 * query, would wait for the footer to come into view.
 */
export function hydrateWaitingRegions(): void {
  if (regions === 'wait') regions = 'hydrate';
  for (const type of REACHING) document.removeEventListener(type, noteReach, true);
  lastReached = null;
  for (const settle of waiting) settle();
}

/** Resolves when `region` comes near the screen or the shopper reaches for something in it. */
function untilReached(region: Element): Promise<void> {
  const promise = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: NEAR },
    );
    const onReach = (event: Event) => {
      if (event.target instanceof Node && region.contains(event.target)) done();
    };
    function done() {
      observer.disconnect();
      for (const type of REACHING) document.removeEventListener(type, onReach, true);
      waiting.delete(done);
      // Settled now, not a microtask later: the event that reached the region is still on its
      // way to React's root, which then hydrates the region at once and hands the event to it.
      void Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    }
    waiting.add(done);
    for (const child of region.children) observer.observe(child);
    for (const type of REACHING) document.addEventListener(type, onReach, true);
  });
  return promise;
}

/**
 * Resolves when the region comes near the screen, or the shopper points at, touches or focuses
 * something in it. A region that is not laid out (`display: none` at this width) never comes
 * into view, so it waits for the width that shows it.
 */
function whenReached(id: string): Promise<void> {
  const known = reached.get(id);
  if (known) return known;
  const region = [...document.querySelectorAll(`[${REGION}]`)].find(
    (element) => element.getAttribute(REGION) === id,
  );
  // Not in the page's HTML (rendered by the app itself), or reached already: nothing to wait for.
  const promise =
    region && !(lastReached && region.contains(lastReached)) ? untilReached(region) : SETTLED;
  reached.set(id, promise);
  return promise;
}

/**
 * The children a region was given, first and last. The region reads them itself: were they its
 * props, every new render of the page around it would reach a region not hydrated yet, and React
 * would then throw its HTML away and render it again from scratch (an update to a boundary it
 * cannot hydrate). Hydrated, the region renders the first children, which match the HTML, and at
 * once the last ones.
 */
type GivenChildren = ReturnType<typeof givenChildren>;
function givenChildren(first: ReactNode) {
  let last = first;
  const listeners = new Set<() => void>();
  return {
    first: () => first,
    last: () => last,
    give: (children: ReactNode) => {
      last = children;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

function Region({ id, given }: { id: string; given: GivenChildren }) {
  // On a prerendered page the region waits until reached, then (and whenever it renders again)
  // passes the same promise, settled: React asks that a component that once called `use` always
  // does, and a new promise, pending, would hide the region again while React waits for it.
  if (regions !== 'render') use(regions === 'hydrate' ? SETTLED : whenReached(id));
  const children = useSyncExternalStore(given.subscribe, given.last, given.first);
  return (
    <div {...{ [REGION]: id }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** The boundary, rendered once: what changes reaches the region through `given`. */
const Boundary = memo(function Boundary({ id, given }: { id: string; given: GivenChildren }) {
  return (
    <Suspense>
      <Region id={id} given={given} />
    </Suspense>
  );
});

/**
 * A prerendered region that hydrates only when it comes into view or the shopper reaches for it,
 * so a first view does not pay for what is below the fold or hidden at its width. Until then it
 * is the server's HTML (links work as links), in a Suspense boundary React hydrates later
 * (docs/decisions/0022-hydration-in-pieces.md): a tap or a key in it hydrates it first, and React
 * then hands it the click. Rendered by the app itself (a later page), the children show at once.
 */
export function HydrateOnView({ children }: { children: ReactNode }) {
  const id = useId();
  const [given] = useState(() => givenChildren(children));
  useLayoutEffect(() => given.give(children), [given, children]);
  return <Boundary id={id} given={given} />;
}
