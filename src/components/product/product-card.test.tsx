import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { system } from '#src/theme/system.ts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selectItemCount } from '#machines/cart/cart.selectors.ts';
import { useCart } from '#src/actors/use-cart.ts';
import type { Product } from '#catalog/product.ts';
import { makeProduct } from '#catalog/product.fixtures.ts';
import { wishlistStore } from '#src/services/storage/wishlist-store.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { server } from '#mocks/node.ts';
import { currentRatings } from '#src/services/ratings.ts';
import { ProductCard } from './product-card.tsx';
import { RatingSlot } from './product-rating.tsx';
import { StarRating } from './star-rating.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';

// Shows the cart's count the way the header's 'Cart(n)' does.
function CartCount() {
  const { count } = useCart({ count: selectItemCount });
  return <p>In cart: {count}</p>;
}

function renderCard(overrides: Partial<Product> = {}) {
  const product = makeProduct(overrides);
  renderApp(
    <>
      <ProductCard product={product} />
      <CartCount />
    </>,
  );
  return product;
}

/** The card's Add to Cart button, named after the product it adds. */
const addToCart = (name = 'Voltbay Test Phone') =>
  screen.getByRole('button', { name: `Add to Cart, ${name}` });

describe('ProductCard', () => {
  it("links the product's name to its detail page, as the card's only link", () => {
    renderCard({ id: 'vb-0042', name: 'Galaxy Tab S9' });
    const link = screen.getByRole('link', { name: 'Galaxy Tab S9' });
    expect(link).toHaveAttribute('href', '/products/vb-0042');
    expect(screen.getByRole('heading', { level: 3, name: 'Galaxy Tab S9' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows the image with its alt text and reserved size, and the brand label', () => {
    renderCard({ brand: 'samsung' });
    const image = screen.getByRole('img', { name: 'Illustration of the Voltbay Test Phone' });
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Samsung')).toBeInTheDocument();
  });

  it('strikes the original price and shows the discount only when the price is reduced', () => {
    renderCard({ priceCents: 15999, originalPriceCents: 19999, discountPercentage: 20 });
    expect(screen.getByText('$159.99')).toBeInTheDocument();
    const was = screen.getByText(/\$199\.99/);
    expect(was.tagName).toBe('S');
    expect(was).toHaveTextContent('Was $199.99');
    expect(screen.getByText('20% off')).toBeInTheDocument();
  });

  it('shows neither a struck price nor a discount when the price is not reduced', () => {
    renderCard({ priceCents: 19999, originalPriceCents: 19999, discountPercentage: 0 });
    expect(screen.getByText('$199.99')).toBeInTheDocument();
    expect(screen.queryByText(/Was/)).not.toBeInTheDocument();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('never strikes an original price below the price', () => {
    renderCard({ priceCents: 19999, originalPriceCents: 0, discountPercentage: 0 });
    expect(screen.queryByText(/Was/)).not.toBeInTheDocument();
  });

  it("shows nothing of a rating in the page's HTML, then the one the shop's reviews give", async () => {
    server.use(
      http.get('*/api/ratings', () =>
        HttpResponse.json({ ratings: [{ productId: 'vb-0042', average: 4.3, count: 3 }] }),
      ),
    );
    const html = renderToString(
      <ChakraProvider value={system}>
        <RatingSlot productId="vb-0042" />
      </ChakraProvider>,
    );
    expect(html).not.toMatch(/Rated|review/i);
    renderCard({ id: 'vb-0042' });
    expect(
      await screen.findByRole('img', { name: 'Rated 4.3 out of 5, 3 reviews' }),
    ).toHaveTextContent('(3)');
  });

  it('says a product nobody has reviewed has no reviews yet', async () => {
    renderCard({ id: 'vb-0042' });
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it("keeps the rating's place empty when the server cannot be reached", async () => {
    let asked = false;
    server.use(
      http.get('*/api/ratings', () => {
        asked = true;
        return HttpResponse.error();
      }),
    );
    renderCard({ id: 'vb-0042' });
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() => expect(currentRatings().status).toBe('unavailable'));
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('names Add to Cart by the words it shows, then the product it adds (WCAG 2.5.3)', () => {
    renderCard({ name: 'Galaxy Tab S9' });
    // A voice control user says what the button shows: 'click Add to Cart'.
    const button = screen.getByRole('button', { name: /^Add to Cart/ });
    expect(button).toHaveTextContent('Add to Cart');
    expect(button).toHaveAccessibleName('Add to Cart, Galaxy Tab S9');
  });

  it('shows Out of stock in place of Add to Cart when the product is sold out', () => {
    renderCard({ inStock: false, stockCount: 0 });
    // Said once, where the button would be, and nothing to press that cannot work.
    expect(screen.getAllByText('Out of stock')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /to cart/i })).not.toBeInTheDocument();
    expect(screen.queryByText('Add to Cart')).not.toBeInTheDocument();
    expect(screen.queryByText('In stock')).not.toBeInTheDocument();
  });

  it('adds one to the cart and says so in a toast', async () => {
    renderCard({ name: 'Galaxy Tab S9' });
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText('In cart: 0')).toBeInTheDocument();

    await userEvent.click(addToCart('Galaxy Tab S9'));
    expect(screen.getByText('In cart: 1')).toBeInTheDocument();
    expect(await screen.findByText('Galaxy Tab S9 added to your cart')).toBeInTheDocument();

    await userEvent.click(addToCart('Galaxy Tab S9'));
    expect(screen.getByText('In cart: 2')).toBeInTheDocument();
  });

  it('saves the product to the wishlist with the heart, which stays pressed when shown again', async () => {
    const product = makeProduct({ id: 'vb-0042', name: 'Galaxy Tab S9' });
    const { router } = renderApp(null, {
      routes: [
        { path: '/', element: <ProductCard product={product} /> },
        { path: '/elsewhere', element: null },
      ],
    });
    const heart = () => screen.getByRole('button', { name: 'Save Galaxy Tab S9 to wishlist' });
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(wishlistStore.read().value).toEqual(['vb-0042']);
    // Told in a toast, as Add to Cart is.
    expect(await screen.findByText('Galaxy Tab S9 added to your wishlist')).toBeInTheDocument();

    // A new card for the same product, as after leaving the page and coming back.
    await act(() => router.navigate('/elsewhere'));
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(wishlistStore.read().value).toEqual([]);
    expect(await screen.findByText('Galaxy Tab S9 removed from your wishlist')).toBeInTheDocument();
  });
});

describe('ProductCardSkeleton', () => {
  it('is hidden from assistive technology, which the caller tells about the loading', () => {
    const { container } = renderApp(<ProductCardSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('StarRating', () => {
  // A star is 24 units wide, 27 units from one star's start to the next (2 px between 16 px stars).
  it.each([
    [4.7, 742, 4 * 27 + 0.7 * 24, 1, 'Rated 4.7 out of 5, 742 reviews'],
    [4.9, 120, 4 * 27 + 0.9 * 24, 1, 'Rated 4.9 out of 5, 120 reviews'],
    [4, 8, 4 * 27, 1, 'Rated 4 out of 5, 8 reviews'],
    [5, 1, 4 * 27 + 24, 0, 'Rated 5 out of 5, 1 review'],
    [0.5, 3, 0.5 * 24, 5, 'Rated 0.5 out of 5, 3 reviews'],
  ])(
    'draws a rating of %s to the tenth of a star, named with the real rating',
    (rating, reviewCount, filledWidth, outlines, label) => {
      renderApp(<StarRating rating={rating} reviewCount={reviewCount} />);
      const stars = screen.getByRole('img', { name: label });
      expect(stars).toHaveTextContent(`(${reviewCount})`);
      // One picture: the outlines of the stars not wholly filled, and the filled stars in an
      // inner SVG as wide as the rating, whose viewport cuts the last one.
      const starsIn = (path: Element | null | undefined) =>
        path?.getAttribute('d')?.match(/M/g)?.length ?? 0;
      const [row, filled] = stars.querySelectorAll('svg');
      expect(starsIn(row?.querySelector(':scope > path[fill="none"]'))).toBe(outlines);
      expect(Number(filled?.getAttribute('width'))).toBeCloseTo(filledWidth);
      expect(starsIn(filled?.querySelector('path[data-filled]'))).toBe(Math.ceil(rating));
    },
  );
});
