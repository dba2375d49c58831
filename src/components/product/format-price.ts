import { formatWhole } from '#src/content/format-whole.ts';

/**
 * An amount in whole cents as the shopper reads it: US dollars with two decimals, `$1,299.00`
 * (`-$5.00` below zero), as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })`
 * writes it. Every price, total and price filter on screen goes through it
 * (docs/decisions/0012-prices-and-delivery.md). Not through Intl: the first `Intl.NumberFormat` a
 * page builds loads the locale's data, 50-70 ms of a phone's start at 4x CPU, a long task on every
 * page (docs/performance-log.md, "2026-11-27: Start-up in short tasks"); the test holds it to
 * Intl's output.
 */
export function formatCents(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const dollars = formatWhole(Math.floor(whole / 100));
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${rest}`;
}
