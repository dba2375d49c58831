import { Badge, Button, chakra, Text } from '@chakra-ui/react';
import { saleRibbonLook, stockBadgeLook } from '#src/components/product/product-card.tsx';
import { compareToggleLook } from '#src/components/compare/compare-parts.late.tsx';
import { toastGroupLook } from '#src/components/ui/toaster.late.tsx';

/**
 * What the app draws on most pages after they have started, in the look it first has: 'Compare'
 * on each product card, the toasts' container, and what the server's live answer may give a card
 * (a sale's ribbon, "Only 3 left"). Not part of the page: the prerender renders it
 * apart only for its CSS, which goes into the page's style elements with the page's own. Without
 * it, those parts' first rules (an `@layer` and an `@media` rule) were inserted into a style sheet
 * the browser had drawn with, and it laid the whole page out again for each: 40-66 ms at 4x CPU,
 * once or twice on every listing, product and home page (docs/decisions/0019-prerendered-styles.md).
 */
export function LateStyles() {
  return (
    <>
      <Button {...compareToggleLook(false)} />
      <chakra.div {...toastGroupLook} />
      <Text {...saleRibbonLook} />
      <Badge {...stockBadgeLook('orange')} />
    </>
  );
}
