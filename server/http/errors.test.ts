import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

describe('isDatabaseUnavailable', () => {
  it("counts a pg client asked again after its connection was cut (a transaction's rollback)", () => {
    const cut = new Error('Client has encountered a connection error and is not queryable');
    expect(isDatabaseUnavailable(new Error('Failed query: rollback', { cause: cut }))).toBe(true);
  });

  it('does not count a fault of the code', () => {
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
  });
});
