import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { data, replace, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { href, path } from '#src/routing/paths.ts';
import { ListingResults } from '#src/components/listing/listing-results.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { Breadcrumbs, type Crumb } from '#src/components/ui/breadcrumbs.tsx';
import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { useCaseNames } from '#src/content/use-case-names.ts';
import { listingText } from '#src/content/listing.ts';
import {
  findBrand,
  findCategory,
  findUseCase,
  type Brand,
  type Category,
} from '#catalog/taxonomy.ts';
import { publishedBrandPaths } from '#src/routing/published-brand-paths.ts';
import { readListing } from '#src/services/catalog/listings.ts';
import { listingParams } from '#catalog/listing-params.ts';
import { readListingQuery, writeListingQuery, type ListingQuery } from '#catalog/listing-query.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';
import { keptOffline, useKeptOffline } from '#src/routing/kept-offline.ts';

interface Listing {
  title: string;
  description: string;
  /** The lowercase path the listing lives at. */
  canonical: string;
  category?: Category;
  brand?: Brand;
  /** The menus have published this brand path: a page even while the brand has none here. */
  isPublishedBrandPath?: boolean;
}

const notFound = () => data(null, { status: 404 });

// An unknown use case is quoted back to the shopper; a very long one only in part.
const QUOTED_MAX = 40;

/** `?useCase=` when it names no use case the shop knows, shortened to be quoted back. */
function unknownUseCase(url: URL): string | undefined {
  const value = url.searchParams.get(listingParams.useCase)?.trim() ?? '';
  if (!value || findUseCase(value)) return undefined;
  return value.length > QUOTED_MAX ? `${value.slice(0, QUOTED_MAX)}…` : value;
}

/**
 * The listing for `/products`, `/{category}` and `/{category}/{brand}`: one page of its products as
 * the query string asks (filters, sort, page; see `readListingQuery`), with the facets to narrow
 * it. Unknown names are the 404 page, and so is a brand with no products in the category, unless
 * the menus have published that path: then the listing is empty and `elsewhere` names the
 * categories where the brand has products. Names in other letter cases, and the published brand
 * paths named after something other than the brand ('iphone', 'star-pc'), redirect to the lowercase
 * brand path, keeping the query and replacing the old address in the history
 * (docs/decisions/0013-routes-and-pages.md). An unknown use case is left out of the filters, with
 * `unknownUseCase` set for the page to say so.
 */
export async function listingLoader({ params, request }: LoaderFunctionArgs) {
  const listing = resolveListing(params);
  const url = new URL(request.url);
  // Replaced, not stacked: Back from the canonical path would redirect to it again.
  if (url.pathname !== listing.canonical) throw replace(`${listing.canonical}${url.search}`);

  const { page, listed, elsewhere } = await readListing(
    { category: listing.category?.slug, brand: listing.brand?.slug },
    url,
  );
  if (listing.brand && listed === 0 && !listing.isPublishedBrandPath) throw notFound();
  const query = readListingQuery(url.searchParams, 'listing');
  const useCaseName = query.useCase && useCaseNames[query.useCase];
  return {
    ...listing,
    ...(useCaseName && {
      title: listingText.forUseCase(
        listing.category ? listing.title : listingText.products,
        useCaseName,
      ),
      description: listingText.pickedFor(useCaseName, listing.description),
    }),
    query,
    result: page,
    elsewhere: elsewhere.flatMap(({ category, count }) => {
      const known = findCategory(category);
      return known ? [{ category: known, count }] : [];
    }),
    unknownUseCase: unknownUseCase(url),
  };
}

function resolveListing(params: LoaderFunctionArgs['params']): Listing {
  if (params.category === undefined) {
    return {
      title: listingText.allProducts,
      description: listingText.allProductsDescription,
      canonical: path.products,
    };
  }
  const category = findCategory(params.category);
  if (!category) throw notFound();
  if (params.brand === undefined) {
    return {
      title: category.label,
      description: category.description,
      canonical: href('category', { category: category.slug }),
      category,
    };
  }
  const wanted = params.brand.toLowerCase();
  const publishedPath = publishedBrandPaths(category).find(
    ({ path, brand }) => path === wanted || brand === wanted,
  );
  const brand = findBrand(publishedPath?.brand ?? wanted);
  if (!brand) throw notFound();
  return {
    title: listingText.brandInCategory(brand.label, category.label),
    description: listingText.brandInCategoryDescription(
      brand.label,
      category.label,
      category.description,
    ),
    canonical: href('brand', { category: category.slug, brand: brand.slug }),
    category,
    brand,
    isPublishedBrandPath: publishedPath !== undefined,
  };
}

// Only a hand-made URL needs it: not part of the listing's first load.
const Notice = lazyPart(() =>
  import('#src/components/ui/notice.tsx').then((module) => module.Notice),
);

/** Home, then the listings above this one. */
function trailOf(category?: Category, brand?: Brand): Crumb[] {
  const trail: Crumb[] = [{ label: listingText.home, to: path.home }];
  if (!category) return trail;
  trail.push({ label: listingText.allProducts, to: path.products });
  if (brand)
    trail.push({ label: category.label, to: href('category', { category: category.slug }) });
  return trail;
}

export function ListingPage() {
  const { title, description, canonical, category, brand, query, result, unknownUseCase } =
    useLoaderData<typeof listingLoader>();
  const hrefFor = (next: ListingQuery) => `${canonical}${writeListingQuery(next, 'listing')}`;
  useCanonicalPath(query.page > 1 ? `${canonical}?${listingParams.page}=${query.page}` : canonical);
  useKeptOffline();
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageMeta title={title} description={description} />
      <Stack gap="3" mb={{ base: '5', md: '8' }}>
        <Breadcrumbs
          trail={trailOf(category, brand)}
          current={brand?.label ?? category?.label ?? listingText.allProducts}
        />
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {unknownUseCase !== undefined && (
          <Notice status="warning">{listingText.unknownUseCase(unknownUseCase)}</Notice>
        )}
      </Stack>
      <ListingResults
        kind="listing"
        query={query}
        result={result}
        hrefFor={hrefFor}
        whenEmpty={<EmptyListing />}
      />
    </Container>
  );
}

/**
 * Every address of a listing is served its first page's prerendered HTML, whose canonical link
 * names the listing: once running, a later page names its own address instead, and a filter or an
 * order the listing's (docs/decisions/0027-found-by-search-engines.md). Without that link (the
 * development server) there is nothing to change.
 */
function useCanonicalPath(canonicalPath: string) {
  useEffect(() => {
    const link = document.querySelector('link[rel="canonical"]');
    const href = link?.getAttribute('href');
    if (link && href) link.setAttribute('href', new URL(canonicalPath, href).href);
  }, [canonicalPath]);
}

/**
 * What a listing without products offers instead: for a brand with products in other
 * categories, those listings; always the whole category (or every category).
 */
function EmptyListing() {
  const { category, brand, elsewhere } = useLoaderData<typeof listingLoader>();
  return (
    <Stack gap="3" py="10" align="center" textAlign="center">
      <Text fontWeight="semibold">
        {brand && category && elsewhere
          ? listingText.brandNotInCategory(brand.label, category.label)
          : listingText.empty}
      </Text>
      {brand && elsewhere && elsewhere.length > 0 ? (
        <>
          <Text color="fg.muted">{listingText.brandElsewhere(brand.label)}</Text>
          <Stack as="ul" listStyleType="none" gap="1.5">
            {elsewhere.map(({ category: other, count }) => (
              <li key={other.slug}>
                <AppLink to={href('brand', { category: other.slug, brand: brand.slug })}>
                  {other.label}
                </AppLink>{' '}
                <Text as="span" color="fg.muted">
                  ({listingText.productCount(count)})
                </Text>
              </li>
            ))}
          </Stack>
        </>
      ) : (
        <Text color="fg.muted">{listingText.addingMore}</Text>
      )}
      <AppLink to={category ? href('category', { category: category.slug }) : path.categories}>
        {category ? listingText.seeAll(category.label) : listingText.browseCategories}
      </AppLink>
    </Stack>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { loader: keptOffline(listingLoader), Component: ListingPage };
