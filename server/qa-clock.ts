// The server's clock, which QA may move forward in development (never in production: main.ts
// gives the app this switch only then): a pickup's reservation ending in 3 days is replayed in a
// minute (docs/qa.md, "Reservations that end").

/** The longest one move may jump: a month is more than any hold or sale QA replays. */
export const MOST_QA_CLOCK_HOURS = 24 * 31;

export interface MovableClock {
  now: () => Date;
  /** Moves the clock `hours` forward, for good (until the server restarts). */
  advance: (hours: number) => Date;
}

export function movableClock(): MovableClock {
  let aheadMs = 0;
  const now = () => new Date(Date.now() + aheadMs);
  return {
    now,
    advance(hours) {
      aheadMs += hours * 3_600_000;
      return now();
    },
  };
}
