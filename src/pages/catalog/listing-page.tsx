import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { href, path } from '../../app/paths';
import { ProductGrid } from '../../components/product/product-grid';
import { AppLink } from '../../components/ui/app-link';
import { PageMeta } from '../../components/ui/page-meta';
import { findBrand, findCategory, type Brand, type Category } from '../../content/navigation';
import { catalog } from '../../services/catalog/catalog';
import { activeProducts, productsIn } from '../../services/catalog/queries';

interface Listing {
  title: string;
  description: string;
  /** The lowercase path the listing lives at. */
  canonical: string;
  category?: Category;
  brand?: Brand;
}

const notFound = () => data(null, { status: 404 });

/**
 * The listing for `/products`, `/{category}` and `/{category}/{brand}`. Unknown names are the 404
 * page; names in other letter cases redirect to the lowercase path, keeping the query.
 */
export async function listingLoader({ params, request }: LoaderFunctionArgs) {
  const listing = resolveListing(params);
  const url = new URL(request.url);
  if (url.pathname !== listing.canonical) throw redirect(`${listing.canonical}${url.search}`);

  const all = await catalog.products();
  const products = listing.category
    ? productsIn(all, listing.category.slug, listing.brand?.slug)
    : activeProducts(all);
  return { ...listing, products };
}

function resolveListing(params: LoaderFunctionArgs['params']): Listing {
  if (params.category === undefined) {
    return {
      title: 'All products',
      description: 'Every phone, laptop, component and accessory in the Voltbay catalog.',
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
  const brand = findBrand(category, params.brand);
  if (!brand) throw notFound();
  return {
    title: `${brand.label} in ${category.label}`,
    description: `${brand.label} products in ${category.label} at Voltbay: ${category.description}`,
    canonical: href('brand', { category: category.slug, brand: brand.slug }),
    category,
    brand,
  };
}

export function ListingPage() {
  const { title, description, category, brand, products } = useLoaderData<typeof listingLoader>();
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={title} description={description} />
      <Stack gap="2" mb="8">
        {brand && category && (
          <AppLink to={href('category', { category: category.slug })} textStyle="sm">
            All {category.label}
          </AppLink>
        )}
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">
          {products.length === 1 ? '1 product' : `${products.length} products`}
        </Text>
      </Stack>
      {products.length > 0 ? (
        <ProductGrid products={products} />
      ) : (
        <Stack gap="3" py="10" align="center" textAlign="center">
          <Text fontWeight="semibold">No products here yet</Text>
          <Text color="fg.muted">
            We are adding more every week. Meanwhile, have a look at everything else we stock.
          </Text>
          <AppLink to={category ? href('category', { category: category.slug }) : path.categories}>
            {brand && category ? `See all ${category.label}` : 'Browse all categories'}
          </AppLink>
        </Stack>
      )}
    </Container>
  );
}
