import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { href, path, USE_CASE_PARAM } from '../../app/paths';
import { ProductGrid } from '../../components/product/product-grid';
import { AppLink } from '../../components/ui/app-link';
import { Notice } from '../../components/ui/notice';
import { PageMeta } from '../../components/ui/page-meta';
import { useCaseNames } from '../../content/home';
import { findBrand, findCategory, type Brand, type Category } from '../../content/navigation';
import { catalog } from '../../services/catalog/catalog';
import { findUseCase, type UseCase } from '../../services/catalog/product';
import { activeProducts, productsIn } from '../../services/catalog/queries';
import { matchesUseCase } from '../../services/catalog/use-cases';

interface Listing {
  title: string;
  description: string;
  /** The lowercase path the listing lives at. */
  canonical: string;
  category?: Category;
  brand?: Brand;
}

const notFound = () => data(null, { status: 404 });

// An unknown use case is quoted back to the shopper; a very long one only in part.
const QUOTED_MAX = 40;

type UseCaseFilter =
  { kind: 'none' } | { kind: 'known'; useCase: UseCase } | { kind: 'unknown'; value: string };

/** `?useCase=` as given: absent or blank is no filter; letter case and spaces do not matter. */
function readUseCase(url: URL): UseCaseFilter {
  const value = url.searchParams.get(USE_CASE_PARAM)?.trim() ?? '';
  if (!value) return { kind: 'none' };
  const useCase = findUseCase(value);
  return useCase
    ? { kind: 'known', useCase }
    : {
        kind: 'unknown',
        value: value.length > QUOTED_MAX ? `${value.slice(0, QUOTED_MAX)}…` : value,
      };
}

/**
 * The listing for `/products`, `/{category}` and `/{category}/{brand}`. Unknown names are the 404
 * page; names in other letter cases redirect to the lowercase path, keeping the query.
 * `?useCase=students` keeps the products that suit the use case (as the home page's tabs do); an
 * unknown use case lists every product, with `unknownUseCase` set for the page to say so.
 */
export async function listingLoader({ params, request }: LoaderFunctionArgs) {
  const listing = resolveListing(params);
  const url = new URL(request.url);
  if (url.pathname !== listing.canonical) throw redirect(`${listing.canonical}${url.search}`);

  const all = await catalog.products();
  const listed = listing.category
    ? productsIn(all, listing.category.slug, listing.brand?.slug)
    : activeProducts(all);
  const filter = readUseCase(url);
  if (filter.kind !== 'known') {
    const unknownUseCase = filter.kind === 'unknown' ? filter.value : undefined;
    return { ...listing, products: listed, useCase: undefined, unknownUseCase };
  }
  const name = useCaseNames[filter.useCase];
  return {
    ...listing,
    title: listing.category ? `${listing.title} for ${name}` : `Products for ${name}`,
    description: `Picked for ${name.toLowerCase()}: ${listing.description}`,
    products: listed.filter((product) => matchesUseCase(product, filter.useCase)),
    useCase: filter.useCase,
    unknownUseCase: undefined,
  };
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
  const { title, description, canonical, category, brand, products, useCase, unknownUseCase } =
    useLoaderData<typeof listingLoader>();
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
        {useCase !== undefined && (
          <AppLink to={canonical} textStyle="sm" alignSelf="start">
            Show all, not only for {useCaseNames[useCase].toLowerCase()}
          </AppLink>
        )}
        {unknownUseCase !== undefined && (
          <Notice status="warning">
            We don't know the use case '{unknownUseCase}'; showing all products.
          </Notice>
        )}
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
