import { formatWhole } from '#shop-api/money.ts';

/**
 * A section of a page that loads from the shop's server and pages in place (reviews, questions),
 * and the forms it holds.
 */
export const sectionText = {
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  previous: 'Previous',
  next: 'Next',
  /** Text typed or pasted past a field's limit (a review's, an address line's) was cut there. */
  cut: (limit: number) =>
    `That was longer than ${formatWhole(limit)} characters: the end was cut. Check what is left before you send it.`,
} as const;

/** "1 review", "1,204 reviews". */
export const plural = (count: number, one: string, many: string) =>
  `${formatWhole(count)} ${count === 1 ? one : many}`;
