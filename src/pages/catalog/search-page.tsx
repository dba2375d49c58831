import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { href, path, searchHref, searchQueryOf } from '../../app/paths';
import { ProductGrid } from '../../components/product/product-grid';
import { AppLink } from '../../components/ui/app-link';
import { PageMeta } from '../../components/ui/page-meta';
import { listingText } from '../../content/listing';
import { findCategory } from '../../content/navigation';
import { popularCategorySlugs, searchText } from '../../content/search';
import { loadProductSearch } from '../../services/catalog/load-product-search';

export async function searchLoader({ request }: LoaderFunctionArgs) {
  const query = searchQueryOf(new URL(request.url).searchParams);
  if (!query) return { query, results: [], nearestTerms: [] };
  const search = await loadProductSearch();
  const results = search.search(query);
  return { query, results, nearestTerms: results.length > 0 ? [] : search.nearestTerms(query) };
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
export function SearchPage() {
  const { query, results, nearestTerms } = useLoaderData<typeof searchLoader>();
  const title = searchText.pageTitle(query);
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={title} description={searchText.pageDescription} />
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} wordBreak="break-word">
          {title}
        </Heading>
        {query && (
          <Text color="fg.muted" role="status">
            {searchText.resultCount(results.length)}
          </Text>
        )}
      </Stack>
      {results.length > 0 ? (
        <ProductGrid products={results} />
      ) : (
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
      )}
    </Container>
  );
}
