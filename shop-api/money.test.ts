import { describe, expect, it } from 'vitest';
import { decimalDollars, formatCents, formatWhole } from './money.ts';

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

describe('formatWhole', () => {
  it('puts a comma between thousands, as en-US does', () => {
    expect(formatWhole(0)).toBe('0');
    expect(formatWhole(999)).toBe('999');
    expect(formatWhole(1_204)).toBe('1,204');
    expect(formatWhole(1_234_567)).toBe('1,234,567');
    expect(formatWhole(-5_000)).toBe('-5,000');
  });

  it('agrees with toLocaleString on every size of number', () => {
    const values = [1, 9, 10, 99, 100, 999, 1_000, 99_999, 100_000, 999_999, 1_000_000];
    for (const value of [...values, ...values.map((each) => each * 7 + 3)]) {
      expect(formatWhole(value)).toBe(value.toLocaleString('en-US'));
      expect(formatWhole(-value)).toBe((-value).toLocaleString('en-US'));
    }
  });
});

describe('decimalDollars', () => {
  it("writes dollars with two decimals and nothing else, as schema.org's price asks", () => {
    expect(decimalDollars(129_900)).toBe('1299.00');
    expect(decimalDollars(69_900)).toBe('699.00');
    expect(decimalDollars(5)).toBe('0.05');
  });
});
