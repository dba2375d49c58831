import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Style for a large part of a page that starts below the fold: the browser skips its style, layout
 * and paint until it comes near the screen (`content-visibility: auto`), which shortens the first
 * rendering of a long page on a phone (docs/performance.md). Until then it holds `height` (a phone's
 * and a wider screen's), and once drawn, the height it had. Only for an element whose padding holds
 * its content's focus rings: paint containment clips what reaches beyond its padding box.
 */
export const drawnWhenNear = (height: { base: string; md: string }): SystemStyleObject => ({
  contentVisibility: 'auto',
  containIntrinsicSize: { base: `auto ${height.base}`, md: `auto ${height.md}` },
});
