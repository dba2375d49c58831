import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

describe("an order's dates, in Dhaka's time", () => {
  const zone = { timeZone: 'Asia/Dhaka' } as const;
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', ...zone });
  const dateTime = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...zone,
  });

  it('writes the day, the month and the time as en-GB does', () => {
    expect(formatDate('2026-11-27T05:30:00.000Z')).toBe('27 Nov 2026');
    // 20:05 in London is 02:05 the next morning in Dhaka.
    expect(formatDateTime('2026-09-03T20:05:00.000Z')).toBe('4 Sept 2026, 02:05');
  });

  it('agrees with Intl.DateTimeFormat in every month and around midnight', () => {
    for (let month = 0; month < 12; month++) {
      for (const [hour, minute] of [
        [0, 0],
        [17, 59],
        [18, 0],
        [23, 7],
      ]) {
        const iso = new Date(Date.UTC(2026, month, 28, hour, minute)).toISOString();
        expect(formatDate(iso)).toBe(date.format(new Date(iso)));
        expect(formatDateTime(iso)).toBe(dateTime.format(new Date(iso)));
      }
    }
  });
});
