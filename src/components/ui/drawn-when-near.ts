import type { SystemStyleObject } from '@chakra-ui/react';

/** A height for each of Chakra's breakpoints from which it differs, `base` (the narrowest) first. */
export type HeldHeights = { base: string } & Partial<
  Record<'sm' | 'md' | 'lg' | 'xl' | '2xl', string>
>;

/**
 * Style for a large part of a page that starts below the fold: the browser skips its style, layout
 * and paint until it comes near the screen (`content-visibility: auto`), which shortens the first
 * rendering of a long page on a phone (docs/performance.md). Until then it holds `heights`, and once
 * drawn, the height it had. Each height is the part's own, measured at its breakpoint's widths
 * (its content box, without padding): a page a shopper jumps down (a link to the footer, a scroll
 * restored) draws the parts it passes, and every pixel a held height is off moves what the shopper
 * is about to tap, when scroll anchoring cannot make up for it (a region hydrating in that frame).
 * Only for an element whose padding holds its content's focus rings: paint containment clips what
 * reaches beyond its padding box.
 */
export const drawnWhenNear = (heights: HeldHeights): SystemStyleObject => ({
  contentVisibility: 'auto',
  containIntrinsicSize: Object.fromEntries(
    Object.entries(heights).map(([breakpoint, height]) => [breakpoint, `auto ${height}`]),
  ),
});
