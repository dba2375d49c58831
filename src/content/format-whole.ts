/**
 * A whole number as the shop writes it, with a comma between thousands: `1,204`, as
 * `toLocaleString('en-US')` writes it. Not through Intl: the first number a page formats with it
 * loads the locale's data, 50-80 ms of a phone's main thread at 4x CPU in one task (a product
 * page's review count did: docs/performance-log.md, "2026-11-28: The newsletter's lost tap
 * found"); the test holds it to Intl's output.
 */
export function formatWhole(value: number): string {
  const whole = Math.abs(Math.round(value));
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && whole > 0 ? `-${grouped}` : grouped;
}
