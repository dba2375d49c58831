import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import {
  href,
  path,
  readSearchQuery,
  SEARCH_PARAM,
  SEARCH_QUERY_MAX,
  searchHref,
} from '#src/routing/paths.ts';
import { ListingResults } from '#src/components/listing/listing-results.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { LoadFailure } from '#src/components/ui/load-states.tsx';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { listingText } from '#src/content/listing.ts';
import { findCategory } from '#catalog/taxonomy.ts';
import { popularCategorySlugs, searchText } from '#src/content/search.ts';
import { listProducts } from '#catalog/listing.ts';
import { readListingQuery, writeListingQuery, type ListingQuery } from '#catalog/listing-query.ts';
import { searchCatalog, type CatalogSearchResult } from '#src/services/shop-api/catalog-search.ts';
import { ShopperFacingError } from '#src/services/shopper-facing-error.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';

/**
 * The products that match `?q=`, most relevant first, narrowed, sorted and paged as the rest of
 * the query string asks (the listings' filters), as the shop's server finds them; without a
 * match, the nearest words to offer. When the server cannot answer, the page says so and keeps
 * the query, so the shopper can try again.
 */
async function searchLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const { query, shortened } = readSearchQuery(params);
  const listing = readListingQuery(params, 'search');
  let found: CatalogSearchResult | undefined;
  let failure: ShopperFacingError | undefined;
  if (query) {
    try {
      found = await searchCatalog(query, params);
    } catch (error) {
      if (!(error instanceof ShopperFacingError)) throw error;
      failure = error;
    }
  }
  return {
    query,
    shortened,
    listing,
    result: found?.result ?? listProducts([], listing),
    nearestTerms: found?.nearestTerms ?? [],
    failure,
  };
}

const popularCategories = popularCategorySlugs.flatMap((slug) => findCategory(slug) ?? []);

// Ways on from an empty result, as pills a thumb can hit (44 px).
const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '4',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  rounded: 'full',
} as const;

/** Results for `/search?q=...`, the most relevant first; without any, what to try instead. */
function SearchPage() {
  const { query, shortened, listing, result, failure } = useLoaderData<typeof searchLoader>();
  const revalidator = useRevalidator();
  const title = searchText.pageTitle(query);
  const hrefFor = (next: ListingQuery) =>
    `${path.search}${writeListingQuery(next, 'search', { [SEARCH_PARAM]: query })}`;
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={title} description={searchText.pageDescription} />
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} wordBreak="break-word">
          {title}
        </Heading>
        {shortened && <Text color="fg.muted">{searchText.queryShortened(SEARCH_QUERY_MAX)}</Text>}
      </Stack>
      {failure ? (
        <LoadFailure
          title={searchText.searchFailed}
          error={failure}
          onRetry={() => void revalidator.revalidate()}
        />
      ) : query ? (
        <ListingResults
          kind="search"
          query={listing}
          result={result}
          hrefFor={hrefFor}
          whenEmpty={<NoResults />}
        />
      ) : (
        <NoResults />
      )}
    </Container>
  );
}

/** Without a match (or a query): the nearest words, popular categories and the way to browse. */
function NoResults() {
  const { query, nearestTerms } = useLoaderData<typeof searchLoader>();
  return (
    <Stack gap="4" maxW="2xl">
      <Text fontWeight="semibold" wordBreak="break-word">
        {query ? searchText.noMatch(query) : searchText.noQuery}
      </Text>
      {nearestTerms.length > 0 && (
        <HStack as="p" gap="2" wrap="wrap">
          <span>{searchText.didYouMean}</span>
          {nearestTerms.map((term) => (
            <AppLink key={term} to={searchHref(term)} fontWeight="semibold" {...pill}>
              {term}
            </AppLink>
          ))}
        </HStack>
      )}
      <Text color="fg.muted">{searchText.howToSearch}</Text>
      <Stack as="nav" aria-labelledby="popular-categories" gap="2">
        <Heading as="h2" id="popular-categories" size="md">
          {searchText.popularCategories}
        </Heading>
        <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
          {popularCategories.map((category) => (
            <li key={category.slug}>
              <AppLink to={href('category', { category: category.slug })} {...pill}>
                {category.label}
              </AppLink>
            </li>
          ))}
        </HStack>
      </Stack>
      <AppLink to={path.categories}>{listingText.browseCategories}</AppLink>
    </Stack>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { loader: searchLoader, Component: SearchPage };
