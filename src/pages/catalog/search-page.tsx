import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { path, SEARCH_PARAM } from '../../app/paths';
import { ProductGrid } from '../../components/product/product-grid';
import { AppLink } from '../../components/ui/app-link';
import { PageMeta } from '../../components/ui/page-meta';
import { loadProductSearch } from '../../services/catalog/load-product-search';

export async function searchLoader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams.get(SEARCH_PARAM)?.trim() ?? '';
  const results = query ? (await loadProductSearch()).search(query) : [];
  return { query, results };
}

/** Results for `/search?q=...`; without a query it says what to type. */
export function SearchPage() {
  const { query, results } = useLoaderData<typeof searchLoader>();
  const title = query ? `Search results for "${query}"` : 'Search';
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title={title}
        description="Search Voltbay's phones, laptops, components and more."
      />
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} wordBreak="break-word">
          {title}
        </Heading>
        {query && (
          <Text color="fg.muted" role="status">
            {results.length === 1 ? '1 product found' : `${results.length} products found`}
          </Text>
        )}
      </Stack>
      {results.length > 0 ? (
        <ProductGrid products={results} />
      ) : (
        <Stack gap="3" maxW="xl">
          <Text fontWeight="semibold">
            {query
              ? `Nothing matches "${query}".`
              : 'Type what you are looking for in the search box.'}
          </Text>
          <Text color="fg.muted">
            Search by product name, brand or category, for example "laptop", "Samsung" or "router".
            Or browse the shop by category.
          </Text>
          <AppLink to={path.categories}>Browse all categories</AppLink>
        </Stack>
      )}
    </Container>
  );
}
