import { Flex, Text, type SystemStyleObject } from '@chakra-ui/react';
import { productText } from '#src/content/product.ts';

const STARS = 5;

// A star is 24 units drawn 16 px wide, with 2 px between stars (3 units).
const STAR_SIZE = 24;
const STAR_PX = 16;
const STAR_GAP_PX = 2;
const STAR_PITCH = STAR_SIZE + (STAR_GAP_PX * STAR_SIZE) / STAR_PX;
/** One star from its top point, in relative steps, so that it can be drawn anywhere along the row. */
const STAR_STEPS = 'l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6-5.9-3.3-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
/** Each star of the row as a subpath, made once; a path of stars is a slice of them. */
const STAR_SUBPATHS = Array.from(
  { length: STARS },
  (_, index) => `M${STAR_PITCH * index + STAR_SIZE / 2} 2.5${STAR_STEPS}`,
);
const ROW_UNITS = STAR_PITCH * (STARS - 1) + STAR_SIZE;
const ROW_VIEW_BOX = `0 0 ${ROW_UNITS} ${STAR_SIZE}`;
const ROW_WIDTH_PX = STAR_PX * STARS + STAR_GAP_PX * (STARS - 1);

/** The stars from index `from` up to `to` (not included), as one path. */
const starsPath = (from: number, to: number) => STAR_SUBPATHS.slice(from, to).join('');

/**
 * The five stars are one SVG with two paths, the outlines and the filled stars (in an inner SVG
 * cut at the rating), styled by their row: drawn as five SVGs, a rating on every card was ten
 * elements, a sixth of the home
 * page's elements and 35 KB of its HTML (docs/performance-log.md, "2026-11-28: The product page
 * on a quiet machine").
 * orange.600 and gray.500 both keep 3:1 against white, the minimum for meaningful graphics.
 */
const starRow: SystemStyleObject = {
  '& svg': { display: 'inline-block', flexShrink: '0', verticalAlign: 'middle' },
  '& path': { color: 'gray.500' },
  '& path[data-filled]': { color: 'orange.600' },
};

/**
 * The rating drawn to the tenth of a star (4.7: four stars and seven tenths of the fifth) and read
 * out as one phrase instead of five glyphs. The stars not wholly filled are drawn as outlines; the
 * filled stars over them sit in an inner SVG as wide as the rating, whose viewport cuts the last
 * one (no clip path, so no id to keep unique across a page of cards). With `reviewCount`, how
 * many reviews it is of.
 */
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const tenths = Math.min(STARS, Math.max(0, Math.round(rating * 10) / 10));
  const whole = Math.floor(tenths);
  const filledWidth = Math.min(ROW_UNITS, whole * STAR_PITCH + (tenths - whole) * STAR_SIZE);
  return (
    <Flex
      role="img"
      aria-label={productText.rating(rating, reviewCount)}
      align="center"
      gap="1.5"
      css={starRow}
    >
      <svg
        viewBox={ROW_VIEW_BOX}
        width={ROW_WIDTH_PX}
        height={STAR_PX}
        strokeWidth="1.5"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {whole < STARS && <path d={starsPath(whole, STARS)} fill="none" stroke="currentColor" />}
        {tenths > 0 && (
          <svg width={filledWidth} height={STAR_SIZE}>
            <path
              d={starsPath(0, Math.ceil(tenths))}
              fill="currentColor"
              stroke="currentColor"
              data-filled
            />
          </svg>
        )}
      </svg>
      {reviewCount !== undefined && (
        <Text as="span" textStyle="xs" color="fg.muted">
          ({reviewCount})
        </Text>
      )}
    </Flex>
  );
}
