import type { Product } from '#catalog/product.ts';
import { useLiveCards } from '#src/actors/live-cards.ts';
import { ProductCard } from '#src/components/product/product-card.tsx';
import type { CarouselSettings } from '#src/components/ui/carousel.tsx';
import type { HeldHeights } from '#src/components/ui/drawn-when-near.ts';
import { homeText } from '#src/content/home.ts';
import { SliderSection } from './slider-section.tsx';

// 2 products up to 767 px, 3 from 768, 4 from 1024, 5 from 1536
// (docs/decisions/0016-what-is-shown-when.md). react-slick applies a `responsive` entry up to its
// breakpoint (a max-width), so each is the last width before a step.
const productSliderSettings: CarouselSettings = {
  infinite: true,
  speed: 400,
  slidesToShow: 5,
  slidesToScroll: 1,
  responsive: [
    { breakpoint: 1535, settings: { slidesToShow: 4 } },
    { breakpoint: 1023, settings: { slidesToShow: 3 } },
    { breakpoint: 767, settings: { slidesToShow: 2 } },
  ],
};

/** A product slider's height at each breakpoint, a card's as drawn (measured at 320-1920 px). */
const productSliderHeights: HeldHeights = {
  base: '600px',
  sm: '590px',
  md: '550px',
  lg: '545px',
  xl: '568px',
  '2xl': '535px',
};

interface ProductSliderProps {
  title: string;
  description?: string;
  action?: { label: string; to: string };
  products: readonly Product[];
}

/**
 * A home page row of product cards that slides (latest products, best sellers), at the prices
 * and stock the shop's server gives them once the row runs.
 */
export function ProductSlider({ products, ...section }: ProductSliderProps) {
  const cards = useLiveCards(products);
  return (
    <SliderSection
      {...section}
      slideName={homeText.slideNames.product}
      settings={productSliderSettings}
      heldHeights={productSliderHeights}
    >
      {cards.map(({ product, stockIsLive }) => (
        <ProductCard key={product.id} product={product} stockIsLive={stockIsLive} />
      ))}
    </SliderSection>
  );
}
