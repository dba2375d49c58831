import { describe, expect, it } from 'vitest';
import { formatWhole } from './format-whole.ts';

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
