import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLoaderData } from 'react-router-dom';
import { href, path } from '#src/routing/paths.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { categories } from '#catalog/taxonomy.ts';
import { builtPageData, catalog, readsBuiltPages } from '#src/services/catalog/catalog.ts';
import type { Product } from '#catalog/product.ts';
import { listingText } from '#src/content/listing.ts';
import { brandsIn, countsByBrand, countsByCategory } from '#catalog/queries.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';
import { keptOffline, useKeptOffline } from '#src/routing/kept-offline.ts';

/** How many products each category holds, and each brand with products in it. */
async function categoriesLoader() {
  const rows = readsBuiltPages
    ? await builtPageData<ReturnType<typeof categoryRows>>(path.categories)
    : categoryRows(await catalog.products());
  if (!rows) throw new Error('The build wrote no data for the categories page');
  return rows;
}

function categoryRows(products: readonly Product[]) {
  const perCategory = countsByCategory(products);
  return categories.map((category) => {
    const perBrand = countsByBrand(products, category.slug);
    return {
      category,
      count: perCategory[category.slug] ?? 0,
      brands: brandsIn(products, category.slug).map((brand) => ({
        brand,
        count: perBrand[brand.slug] ?? 0,
      })),
    };
  });
}

/** Every category with the brands it has products of, and their product counts. */
function CategoriesPage() {
  const rows = useLoaderData<typeof categoriesLoader>();
  useKeptOffline();
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title={listingText.allCategories}
        description={listingText.allCategoriesDescription}
      />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="8">
        {listingText.allCategories}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
        {rows.map(({ category, count, brands }) => (
          <Box as="section" key={category.slug} borderWidth="1px" borderRadius="lg" p="5">
            <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
              <Heading as="h2" size="md">
                <AppLink to={href('category', { category: category.slug })}>
                  {category.label}
                </AppLink>
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                {listingText.productCount(count)}
              </Text>
            </Flex>
            <Text textStyle="sm" color="fg.muted" mt="1">
              {category.description}
            </Text>
            <Stack as="ul" listStyleType="none" mt="4" gap="1.5">
              {brands.map(({ brand, count: brandCount }) => (
                <Flex as="li" key={brand.slug} justify="space-between" gap="3" textStyle="sm">
                  <AppLink
                    to={href('brand', { category: category.slug, brand: brand.slug })}
                    fontWeight="normal"
                  >
                    {brand.label}
                  </AppLink>
                  <Text color="fg.muted">{listingText.productCount(brandCount)}</Text>
                </Flex>
              ))}
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = {
  loader: keptOffline(categoriesLoader),
  Component: CategoriesPage,
};
