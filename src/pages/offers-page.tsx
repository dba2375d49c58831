import { Box, Code, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { href, path } from '#src/routing/paths.ts';
import { ProductGrid } from '#src/components/product/product-grid.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { offersText as text } from '#src/content/offers.ts';
import { findBrand, findCategory } from '#catalog/taxonomy.ts';
import { listingParams } from '#catalog/listing-params.ts';
import { formatCents } from '#shop-api/money.ts';
import { formatDateTime } from '#shop-api/dates.ts';
import type { Reduction } from '#shop-api/offer-rules.ts';
import type { OffersAnswer } from '#shop-api/published-offers.ts';
import type { Offers, RunningSale } from '#src/services/shop-api/offers.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';
import { keptOffline, useKeptOffline } from '#src/routing/kept-offline.ts';

/**
 * `/offers`: the sales running now and the published codes, as the shop's server has them. The
 * build knows no sale of the moment a shopper opens the page, so the prerendered page is the
 * heading and a placeholder (`offers: null`), and the page asks the server once it runs.
 */
async function offersLoader(): Promise<{ offers: Offers | null }> {
  if (import.meta.env.SSR) return { offers: null };
  const { readOffers } = await import('#src/services/shop-api/offers.ts');
  return { offers: await readOffers() };
}

const reductionText = (reduction: Reduction) =>
  reduction.kind === 'percent'
    ? text.percentOff(reduction.percent)
    : text.amountOff(formatCents(reduction.amountCents));

/** Where a sale's products are listed in full: its category's or its brand's listing. */
function scopeListing(sale: RunningSale): { name: string; to: string } | undefined {
  const { scope } = sale;
  if (scope.kind === 'category') {
    const category = findCategory(scope.category);
    return category && { name: category.label, to: href('category', { category: category.slug }) };
  }
  if (scope.kind === 'brand') {
    const brand = findBrand(scope.brand);
    const query = new URLSearchParams({ [listingParams.brands]: scope.brand });
    return brand && { name: brand.label, to: `${path.products}?${query}` };
  }
  return undefined;
}

function SaleSection({ sale }: { sale: RunningSale }) {
  const listing = scopeListing(sale);
  const headingId = `sale-${sale.id}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Box>
        <Heading as="h3" id={headingId} size="lg">
          {sale.title}
        </Heading>
        <Text>
          <Text as="strong">{reductionText(sale.reduction)}</Text>
          {' · '}
          {listing
            ? text.onScope(listing.name, sale.productCount)
            : text.onProducts(sale.productCount)}
          {' · '}
          {text.endsAt(formatDateTime(sale.endsAt))}
        </Text>
        {sale.productCount > sale.products.length && (
          <Text textStyle="sm" color="fg.muted">
            {text.showingSome(sale.products.length, sale.productCount)}{' '}
            {listing && <AppLink to={listing.to}>{text.seeAll(listing.name)}</AppLink>}
          </Text>
        )}
      </Box>
      <ProductGrid products={sale.products} headingLevel={4} />
    </Stack>
  );
}

function codeTerms(code: OffersAnswer['codes'][number]): string {
  const names = (slugs: readonly string[]) =>
    slugs.map((slug) => findCategory(slug)?.label ?? slug).join(', ');
  return [
    `${reductionText(code.reduction)} ${text.code.order}`,
    code.minimumCents > 0 && text.code.minimum(formatCents(code.minimumCents)),
    code.categories.length > 0 && text.code.only(names(code.categories)),
    code.excludedCategories.length > 0 && text.code.except(names(code.excludedCategories)),
    code.withSales ? text.code.withSales : text.code.notWithSales,
    code.maxUsesPerCustomer !== null && text.code.perCustomer(code.maxUsesPerCustomer),
  ]
    .filter(Boolean)
    .join(', ');
}

function CodeList({ codes }: { codes: OffersAnswer['codes'] }) {
  if (codes.length === 0) return <Text color="fg.muted">{text.noCodes}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {codes.map((code) => (
        <Box as="li" key={code.code} borderWidth="1px" borderRadius="lg" p="4">
          <Text>
            <Box as="span" srOnly>
              {text.codeLabel}{' '}
            </Box>
            <Code size="lg" fontWeight="bold" colorPalette="blue">
              {code.code}
            </Code>
          </Text>
          <Text mt="1">{codeTerms(code)}.</Text>
          <Text textStyle="sm" color="fg.muted">
            {text.until(formatDateTime(code.endsAt))}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function OffersPage() {
  const { offers } = useLoaderData<typeof offersLoader>();
  useKeptOffline();
  const { revalidate } = useRevalidator();
  // Prerendered: the offers of now come from the server once the page runs.
  useEffect(() => {
    if (!offers) void revalidate();
  }, [offers, revalidate]);
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={text.title} description={text.description} />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {text.title}
      </Heading>
      <Text color="fg.muted" mt="2" maxW="3xl">
        {text.intro}
      </Text>
      {offers ? (
        <Stack gap="12" mt="8">
          <Stack as="section" aria-labelledby="codes-heading" gap="4">
            <Heading as="h2" id="codes-heading" size="xl">
              {text.codesHeading}
            </Heading>
            <CodeList codes={offers.codes} />
          </Stack>
          <Stack as="section" aria-labelledby="sales-heading" gap="10">
            <Heading as="h2" id="sales-heading" size="xl">
              {text.salesHeading}
            </Heading>
            {offers.sales.length === 0 ? (
              <Text color="fg.muted">{text.noSales}</Text>
            ) : (
              offers.sales.map((sale) => <SaleSection key={sale.id} sale={sale} />)
            )}
          </Stack>
        </Stack>
      ) : (
        <Text role="status" mt="8" minH="50vh" color="fg.muted">
          {text.loading}
        </Text>
      )}
    </Container>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = {
  loader: keptOffline(offersLoader),
  Component: OffersPage,
};
