import { chakra, SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { memo } from 'react';
import { useLiveCards } from '#src/actors/live-cards.ts';
import { drawnWhenNear } from '#src/components/ui/drawn-when-near.ts';
import type { Product } from '#catalog/product.ts';
import { ProductCard, type ProductHeadingLevel } from './product-card.tsx';

interface ProductGridProps {
  products: readonly Product[];
  /** The cards' heading level: 2 on a page whose only heading above is the h1. */
  headingLevel?: ProductHeadingLevel;
  /** Columns by breakpoint: narrower where a sidebar takes room. */
  columns?: SimpleGridProps['columns'];
}

const cardDrawnWhenNear = drawnWhenNear({
  base: '395px',
  sm: '450px',
  md: '420px',
  lg: '430px',
  xl: '466px',
});

const fourColumnsAtMost = { base: 2, md: 3, xl: 4 };

/**
 * Products as a list of cards, two to four columns as the screen widens, at the prices and stock
 * the shop's server gives them once the cards run (`useLiveCards`). A memo: a listing's controls
 * (a typed price, the drawer) change often, its products only when the page does.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  headingLevel = 2,
  columns = fourColumnsAtMost,
}: ProductGridProps) {
  const cards = useLiveCards(products);
  return (
    <SimpleGrid
      as="ul"
      // Safari drops list semantics from a list without bullets unless the role is explicit.
      role="list"
      listStyleType="none"
      columns={columns}
      gap={{ base: '3', md: '5' }}
    >
      {cards.map(({ product, stockIsLive }) => (
        // Padding for the card's focus rings, which the cards drawn when near would clip; the
        // negative margin keeps the grid's layout.
        <chakra.li key={product.id} p="1" m="-1" css={cardDrawnWhenNear}>
          <ProductCard product={product} stockIsLive={stockIsLive} headingLevel={headingLevel} />
        </chakra.li>
      ))}
    </SimpleGrid>
  );
});
