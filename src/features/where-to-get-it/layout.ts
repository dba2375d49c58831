// The section's heights, the same for the space the prerendered page keeps and for what fills it
// once the counts can be asked: each line of a place's box is one line at 320px, so nothing moves.

/** One place's box: its name, its stock, and a store's open state and two lines of hours. */
export const PLACE_HEIGHT = '8.5rem';
/** The "Your store" select's line: a 44px touch target. */
export const CHOOSER_HEIGHT = '2.75rem';
/** Between the select and the boxes, and between boxes. */
export const GAP = '0.75rem';

/** Delivery and the four stores: five boxes in a column on a phone, two columns from `md`. */
export const sectionHeight = {
  base: `calc(${CHOOSER_HEIGHT} + 5 * ${PLACE_HEIGHT} + 5 * ${GAP})`,
  md: `calc(${CHOOSER_HEIGHT} + 3 * ${PLACE_HEIGHT} + 3 * ${GAP})`,
};
