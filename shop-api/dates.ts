// Dates and times as the shop writes them, the same in the browser and in the server's e-mails.

/**
 * Dates and times in the shop's own time zone, so that an order's times read the same wherever it
 * is opened (or printed), written as `Intl.DateTimeFormat('en-GB', { dateStyle: 'medium',
 * timeStyle: 'short', timeZone: 'Asia/Dhaka' })` writes them: '4 Sept 2026, 02:05'. Not through
 * Intl: the first formatter a page builds loads the locale's and the zone's data, 50-70 ms of a
 * phone's start at 4x CPU (docs/performance-log.md, "2026-11-27: Start-up in short tasks"); the
 * test holds these to Intl's output.
 */
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
/** Dhaka keeps UTC+6 all year: Bangladesh has had no daylight saving time since 2009. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
/** The moment as Dhaka's wall clock shows it, read with the `getUTC…` methods. */
const dhakaClock = (iso: string) => new Date(new Date(iso).getTime() + DHAKA_OFFSET_MS);
const twoDigits = (value: number) => String(value).padStart(2, '0');

export function formatDate(iso: string): string {
  const clock = dhakaClock(iso);
  return `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
}

export function formatDateTime(iso: string): string {
  const clock = dhakaClock(iso);
  return `${formatDate(iso)}, ${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
}

/**
 * The moment as the shop writes it in its data: an ISO time in Dhaka's own offset,
 * `2026-12-01T18:30:00+06:00`, which reads as the shop's wall clock and parses to the same instant.
 */
export function dhakaIso(moment: Date): string {
  return `${new Date(moment.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 19)}+06:00`;
}
