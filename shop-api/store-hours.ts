import type { Store, Weekday } from './stores.ts';

// A store's opening hours as shoppers read them, and whether it is open now: a module of its
// own, as only pages that show hours load it, while stores.ts is in every page's first view (the
// footer names the stores).

export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The hours as shoppers read them: 'Saturday to Thursday', '10:00 to 20:00'. */
export const hoursText = (store: Store) =>
  store.openingHours.map(({ days, opens, closes }) => {
    const first = weekdayNames[days[0] ?? 0];
    const last = weekdayNames[days.at(-1) ?? 0];
    return { days: first === last ? first : `${first} to ${last}`, time: `${opens} to ${closes}` };
  });

/** Dhaka keeps UTC+6 all year (no daylight saving time since 2009). */
const DHAKA_OFFSET_MINUTES = 6 * 60;
const MINUTES_A_DAY = 24 * 60;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether the store is open at `now`, and when it closes, or when it opens next. */
type OpenState =
  | { open: true; closes: string }
  | {
      open: false;
      opens: { day: 'today' | 'tomorrow' | (typeof weekdayNames)[number]; time: string };
    };

function openState(store: Store, now: Date): OpenState {
  const dhakaMinutes = Math.floor(now.getTime() / 60_000) + DHAKA_OFFSET_MINUTES;
  const weekday = (Math.floor(dhakaMinutes / MINUTES_A_DAY) + 4) % 7; // 1 Jan 1970 was a Thursday.
  const minute = dhakaMinutes % MINUTES_A_DAY;
  const hoursOn = (day: number) =>
    store.openingHours.find(({ days }) => days.includes(day as Weekday));
  const today = hoursOn(weekday);
  if (today && minute >= minutesOf(today.opens) && minute < minutesOf(today.closes)) {
    return { open: true, closes: today.closes };
  }
  if (today && minute < minutesOf(today.opens)) {
    return { open: false, opens: { day: 'today', time: today.opens } };
  }
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const day = (weekday + ahead) % 7;
    const hours = hoursOn(day);
    if (hours) {
      return {
        open: false,
        opens: { day: ahead === 1 ? 'tomorrow' : weekdayNames[day]!, time: hours.opens },
      };
    }
  }
  throw new Error(`${store.name} has no opening hours`);
}

/** Whether a store is open at `now`, as its name's next line says it: the same on every page. */
export function openNowText(store: Store, now: Date): string {
  const state = openState(store, now);
  return state.open
    ? `Open now, closes ${state.closes}`
    : `Closed, opens ${state.opens.day} ${state.opens.time}`;
}
