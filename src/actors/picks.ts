/**
 * What a component reads of an app-wide actor (`useCart`, `useWishlist`): a name for each value,
 * and the selector that reads it from the actor's snapshot.
 */
export type Picks<Snapshot> = Record<string, (snapshot: Snapshot) => unknown>;

/** The values `Names` reads, under their names. */
export type Picked<Snapshot, Names extends Picks<Snapshot>> = {
  [Name in keyof Names]: ReturnType<Names[Name]>;
};

/** Picks under their names, none named as one of the hook's `Functions` (it would be hidden). */
export type NamedApart<Names, Functions> = Names & {
  [Name in keyof Names]: Name extends keyof Functions ? never : Names[Name];
};

/** No picks: the same object for every snapshot, so nothing draws again. */
const nothing = {};

/**
 * The selector of what `picks` names: an object of the values, new for each snapshot, to be
 * compared value by value (`shallowEqual`).
 */
export const selectPicked =
  <Snapshot, Names extends Picks<Snapshot>>(picks: Names | undefined) =>
  (snapshot: Snapshot) =>
    (picks
      ? Object.fromEntries(Object.entries(picks).map(([name, select]) => [name, select(snapshot)]))
      : nothing) as Picked<Snapshot, Names>;
