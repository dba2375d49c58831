import * as v from 'valibot';

/** A string with something in it, spaces around it trimmed. */
export const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

// Checked on the scaled value with a tolerance, because 0.1 + 0.2 is not 0.3 in floating point.
export const hasAtMostDecimals = (places: number) => (value: number) => {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};
