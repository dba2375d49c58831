import { Badge, Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Fragment, useEffect, useMemo } from 'react';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { DELIVERY, deliveryChargeCents, deliversFree } from '#shop-api/cart-rules.ts';
import { quantityMachine } from '#machines/quantity/quantity.machine.ts';
import {
  selectCanDecrement,
  selectCanIncrement,
  selectLimitPassed,
  selectMax,
  selectQuantity,
} from '#machines/quantity/quantity.selectors.ts';
import { inspect } from '#src/actors/inspect.ts';
import { useLiveStock, type LiveStockRef } from '#src/actors/live-stock.ts';
import {
  selectLivePrice,
  selectLiveSale,
  selectLiveStock,
} from '#machines/stock/live-stock.selectors.ts';
import { withLivePrice } from '#catalog/live-price.ts';
import { href } from '#src/routing/paths.ts';
import {
  AddToCartButton,
  OutOfStockNote,
  StockBadge,
} from '#src/components/product/product-card.tsx';
import { formatCents } from '#shop-api/money.ts';
import { ImageMagnifier } from '#src/components/product/image-magnifier.tsx';
import { ProductGrid } from '#src/components/product/product-grid.tsx';
import { ProductPrice } from '#src/components/product/product-price.tsx';
import { EmiOffer } from '#src/components/product/emi-offer.tsx';
import { QuantityStepper } from '#src/components/product/quantity-stepper.tsx';
import { RecentlyViewed } from '#src/components/product/recently-viewed.tsx';
import { ReviewsAndQuestions } from '#src/pages/catalog/reviews-and-questions.tsx';
import { RatingSlot } from '#src/components/product/product-rating.tsx';
import { StockAlert, StoreStockAlert } from '#src/features/stock-alerts/stock-alert.tsx';
import { WhereToGetIt } from '#src/features/where-to-get-it/where-to-get-it.tsx';
import { Compare } from '#src/components/compare/compare-entry.tsx';
import { WishlistButton } from '#src/components/wishlist/wishlist-button.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { DetailRow, DetailTable } from '#src/components/ui/detail-table.tsx';
import { HydrateOnView } from '#src/components/ui/hydrate-on-view.tsx';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { listingText } from '#src/content/listing.ts';
import { findBrand, findCategory } from '#catalog/taxonomy.ts';
import { productText } from '#src/content/product.ts';
import { shop } from '#src/content/shop.ts';
import { specificationLabels, specificationText } from '#src/content/specifications.ts';
import { builtPageData, catalog, readsBuiltPages } from '#src/services/catalog/catalog.ts';
import type { Product } from '#catalog/product.ts';
import { productImageSize } from '#src/services/catalog/product-image.ts';
import { findProduct, listingCategories, relatedProducts } from '#catalog/queries.ts';
import type { SpecificationField, Specifications } from '#catalog/specifications.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';
import { keptOffline, useKeptOffline } from '#src/routing/kept-offline.ts';

const notFound = () => data(null, { status: 404 });

/**
 * `/products/:productId`: the active product with that id, with its brand and the categories it
 * is listed in (its home category first). An unknown or withdrawn id is the 404 page.
 */
export async function productLoader({ params, request }: LoaderFunctionArgs) {
  const id = params.productId;
  if (!id) throw notFound();
  const page = readsBuiltPages
    ? await builtPageData<ReturnType<typeof productPage>>(new URL(request.url).pathname)
    : productPage(await catalog.products(), id);
  if (!page) throw notFound();
  return page;
}

/** The page of the product with `id` among `products`; none when the shop does not sell it. */
function productPage(products: readonly Product[], id: string) {
  const product = findProduct(products, id);
  if (!product) return undefined;
  const categories = listingCategories(product).flatMap((slug) => findCategory(slug) ?? []);
  const category = categories[0];
  const brand = findBrand(product.brand);
  // The catalog's schema checks both, so this is a broken build, not a missing page.
  if (!category || !brand) {
    throw new Error(`Product ${product.id}: category or brand is not in the navigation`);
  }
  return { product, category, categories, brand, related: relatedProducts(products, product) };
}

/** The product's specifications as label and text, in the order of `specificationLabels`. */
function specificationRows(specifications: Specifications): [label: string, value: string][] {
  const values: Partial<Record<SpecificationField, string | number>> = specifications;
  return (Object.keys(specificationLabels) as SpecificationField[]).flatMap((field) => {
    const value = values[field];
    return value === undefined
      ? []
      : [[specificationLabels[field], specificationText(field, value)]];
  });
}

/**
 * A product's own page: the magnified image, rating, price, stock, a
 * quantity to add to the cart, the wishlist heart, specifications, delivery and related products.
 */
export function ProductPage() {
  const data = useLoaderData<typeof productLoader>();
  useKeptOffline();
  // A new product gets a fresh quantity: the stepper's machine starts from its stock.
  return <ProductDetails key={data.product.id} {...data} />;
}

function ProductDetails({ category, categories, brand, related, ...built }: ProductDetailsProps) {
  const live = useLiveStock(built.product.id);
  // The server's price when staff changed it or a sale started or ended since the build: the
  // whole page follows it (the discount, the sale's end, the EMI, free delivery); the same price
  // draws nothing again.
  const priceCents = useSelector(live, selectLivePrice(built.product.id, built.product.priceCents));
  const sale = useSelector(live, selectLiveSale(built.product.id));
  const product = useMemo(
    () => withLivePrice(built.product, priceCents, sale),
    [built.product, priceCents, sale],
  );
  return (
    <Container maxW="7xl" py={{ base: '6', md: '12' }}>
      <PageMeta title={product.name} description={product.description} />
      <Flex
        as="nav"
        aria-label={listingText.breadcrumb}
        mb={{ base: '4', md: '6' }}
        textStyle="sm"
        wrap="wrap"
        columnGap="2"
      >
        <AppLink to={href('category', { category: category.slug })}>{category.label}</AppLink>
        <Text as="span" color="fg.muted" aria-hidden="true">
          /
        </Text>
        <AppLink to={href('brand', { category: category.slug, brand: brand.slug })}>
          {brand.label}
        </AppLink>
      </Flex>
      <SimpleGrid
        as="article"
        aria-labelledby="product-heading"
        // minmax(0, 1fr): a long word in a column must not widen the page.
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
        gap={{ base: '6', md: '10' }}
        alignItems="start"
      >
        <ImageMagnifier src={product.imageUrl} alt={product.imageAlt} size={productImageSize} />
        <Stack gap="4" minW="0">
          {/* As tall as the Compare button, which shows once the page has started. */}
          <Flex align="center" justify="space-between" gap="3" minH="8">
            <Badge variant="outline">{product.productType}</Badge>
            <Compare productId={product.id} productName={product.name} />
          </Flex>
          <Heading
            as="h1"
            id="product-heading"
            size={{ base: '2xl', md: '3xl' }}
            wordBreak="break-word"
          >
            {product.name}
          </Heading>
          <RatingSlot productId={product.id} withNumber />
          <ProductPrice product={product} size="lg" saleLine="kept" />
          <EmiOffer priceCents={product.priceCents} />
          <StockAndPurchase product={product} live={live} />
          <Heading as="h2" id="specifications-heading" size="lg" mt="4">
            {productText.specifications}
          </Heading>
          <DetailTable aria-labelledby="specifications-heading">
            {specificationRows(product.specifications).map(([label, value]) => (
              <DetailRow key={label} label={label}>
                {value}
              </DetailRow>
            ))}
            <DetailRow label={productText.sku}>{product.sku}</DetailRow>
            <DetailRow label={productText.category(categories.length)}>
              {categories.map((listed, index) => (
                <Fragment key={listed.slug}>
                  {index > 0 && ', '}
                  <AppLink to={href('category', { category: listed.slug })}>{listed.label}</AppLink>
                </Fragment>
              ))}
            </DetailRow>
            <DetailRow label={productText.brand}>
              <AppLink to={href('brand', { category: category.slug, brand: brand.slug })}>
                {brand.label}
              </AppLink>
            </DetailRow>
          </DetailTable>
          <Heading as="h2" id="shipping-heading" size="lg" mt="4">
            {productText.shipping}
          </Heading>
          <DetailTable aria-labelledby="shipping-heading">
            {/* The cart's rule for this product alone, not the catalog's `freeShipping` flag. */}
            <DetailRow label={productText.delivery}>
              {deliversFree(product.priceCents)
                ? productText.freeDelivery
                : productText.deliveryCharged(
                    formatCents(deliveryChargeCents(product.priceCents)),
                    formatCents(DELIVERY.freeOverCents),
                  )}
            </DetailRow>
            <DetailRow label={productText.pickup}>
              {productText.pickupFree(shop.stores.length)}
            </DetailRow>
            <DetailRow label={productText.payment}>{productText.paymentWays}</DetailRow>
            <DetailRow label={productText.estimatedDelivery}>
              {product.shippingInfo.estimatedDelivery}
            </DetailRow>
            <DetailRow label={productText.soldBy}>{product.seller.name}</DetailRow>
          </DetailTable>
          <WhereToGetIt productId={product.id} storeAlert={StoreStockAlert} />
        </Stack>
      </SimpleGrid>
      <ReviewsAndQuestions productId={product.id} />
      {related.length > 0 && (
        <HydrateOnView>
          <Stack
            as="section"
            aria-labelledby="related-heading"
            gap="6"
            mt={{ base: '12', md: '16' }}
          >
            <Heading as="h2" id="related-heading" size="xl">
              {productText.related}
            </Heading>
            <ProductGrid products={related} headingLevel={3} />
          </Stack>
        </HydrateOnView>
      )}
      <RecentlyViewed currentProductId={product.id} />
    </Container>
  );
}

type ProductDetailsProps = Awaited<ReturnType<typeof productLoader>>;

/**
 * The stock badge, the description and what buys the product. The prerendered page shows the
 * build's count; the server's replaces it once it answers, and only this part renders again
 * (the whole page, at 4x CPU, was a task of 80-130 ms: React renders an external store's
 * change at once, not in slices).
 */
function StockAndPurchase({ product, live }: { product: Product; live: LiveStockRef }) {
  const liveStock = useSelector(live, selectLiveStock(product.id));
  const stockCount = liveStock ?? product.stockCount;
  return (
    <>
      {/* The badge's height kept when there is none (the note below says it is out of stock),
          so a count that changes after load moves nothing below it. */}
      <Flex minH="5">
        {stockCount > 0 && <StockBadge stockCount={stockCount} live={liveStock !== undefined} />}
      </Flex>
      <Text>{product.description}</Text>
      {stockCount > 0 ? (
        <AddToCart product={product} stockCount={stockCount} />
      ) : (
        <>
          <Flex gap="3" align="center">
            <Box flex="1" maxW={{ md: 'xs' }}>
              <OutOfStockNote size="lg" />
            </Box>
            <WishlistButton product={product} size="lg" />
          </Flex>
          <StockAlert productId={product.id} />
        </>
      )}
    </>
  );
}

/**
 * The quantity stepper (1 to min(10, stock)) and Add to Cart with that quantity; `stockCount` is
 * the build's until the server's live count replaces it.
 */
function AddToCart({ product, stockCount }: { product: Product; stockCount: number }) {
  const stepper = useActorRef(quantityMachine, {
    input: { stockCount },
    inspect,
    systemId: 'quantity',
  });
  useEffect(() => {
    stepper.send({ type: 'quantity.stockChanged', stockCount });
  }, [stepper, stockCount]);
  const quantity = useSelector(stepper, selectQuantity);
  return (
    <Flex gap="3" wrap="wrap" align="start">
      <QuantityStepper
        quantity={quantity}
        max={useSelector(stepper, selectMax)}
        limitPassed={useSelector(stepper, selectLimitPassed)}
        itemName={product.name}
        canIncrement={useSelector(stepper, selectCanIncrement)}
        canDecrement={useSelector(stepper, selectCanDecrement)}
        onIncrement={() => stepper.send({ type: 'quantity.increment' })}
        onDecrement={() => stepper.send({ type: 'quantity.decrement' })}
        onSet={(value) => stepper.send({ type: 'quantity.set', quantity: value })}
      />
      <Box flex="1" minW="32" maxW={{ md: 'xs' }}>
        <AddToCartButton product={product} quantity={quantity} size="lg" stockCount={stockCount} />
      </Box>
      <WishlistButton product={product} size="lg" />
    </Flex>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { loader: keptOffline(productLoader), Component: ProductPage };
