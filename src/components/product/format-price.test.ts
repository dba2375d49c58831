import { describe, expect, it } from 'vitest';
import { formatCents } from './format-price.ts';

describe('formatCents', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  it('writes dollars and cents as en-US does', () => {
    expect(formatCents(129_900)).toBe('$1,299.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
  });

  it('agrees with Intl.NumberFormat on every kind of amount', () => {
    const amounts = [1, 9, 10, 99, 100, 999, 1_000, 99_999, 100_000, 999_999, 1_000_000];
    for (const cents of [...amounts, ...amounts.map((amount) => amount * 7 + 3)]) {
      expect(formatCents(cents)).toBe(intl.format(cents / 100));
      expect(formatCents(-cents)).toBe(intl.format(-cents / 100));
    }
  });
});
