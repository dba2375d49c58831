import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { href, path, USE_CASE_PARAM } from '../../app/paths';
import { ProductGrid } from '../../components/product/product-grid';
import { AppLink } from '../../components/ui/app-link';
import { Notice } from '../../components/ui/notice';
import { PageMeta } from '../../components/ui/page-meta';
import { useCaseNames } from '../../content/home';
import { listingText } from '../../content/listing';
import {
  categories,
  findBrand,
  findCategory,
  type Brand,
  type Category,
} from '../../content/navigation';
import { specBrandPaths } from '../../content/spec-brand-paths';
import { catalog } from '../../services/catalog/catalog';
import { findUseCase, type Product, type UseCase } from '../../services/catalog/product';
import { activeProducts, countsByCategory, productsIn } from '../../services/catalog/queries';
import { matchesUseCase } from '../../services/catalog/use-cases';

interface Listing {
  title: string;
  description: string;
  /** The lowercase path the listing lives at. */
  canonical: string;
  category?: Category;
  brand?: Brand;
  /** The spec's menus linked this brand path, so it stays a page even while the brand has none here. */
  isSpecBrandPath?: boolean;
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
 * page, and so is a brand with no products in the category, unless the spec's menus linked that
 * path: then the listing is empty and `elsewhere` names the categories where the brand has
 * products. Names in other letter cases, and spec brand paths named after something other than
 * the brand ('iphone', 'star-pc'), redirect to the lowercase brand path, keeping the query.
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
  if (listing.brand && listed.length === 0 && !listing.isSpecBrandPath) throw notFound();
  // Only for a brand that has nothing here: not for a use case that leaves nothing of a brand.
  const elsewhere =
    listing.brand && listed.length === 0 ? brandElsewhere(all, listing.brand) : undefined;
  const filter = readUseCase(url);
  if (filter.kind !== 'known') {
    const unknownUseCase = filter.kind === 'unknown' ? filter.value : undefined;
    return { ...listing, products: listed, elsewhere, useCase: undefined, unknownUseCase };
  }
  const name = useCaseNames[filter.useCase];
  return {
    ...listing,
    title: listing.category ? `${listing.title} for ${name}` : `Products for ${name}`,
    description: `Picked for ${name.toLowerCase()}: ${listing.description}`,
    products: listed.filter((product) => matchesUseCase(product, filter.useCase)),
    elsewhere,
    useCase: filter.useCase,
    unknownUseCase: undefined,
  };
}

/** The categories where `brand` has active products, with how many. */
function brandElsewhere(products: readonly Product[], brand: Brand) {
  const counts = countsByCategory(products.filter((product) => product.brand === brand.slug));
  return categories.flatMap((category) => {
    const count = counts[category.slug] ?? 0;
    return count > 0 ? [{ category, count }] : [];
  });
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
  const wanted = params.brand.toLowerCase();
  const specPath = specBrandPaths(category).find(
    ({ path, brand }) => path === wanted || brand === wanted,
  );
  const brand = findBrand(specPath?.brand ?? wanted);
  if (!brand) throw notFound();
  return {
    title: `${brand.label} in ${category.label}`,
    description: `${brand.label} products in ${category.label} at Voltbay: ${category.description}`,
    canonical: href('brand', { category: category.slug, brand: brand.slug }),
    category,
    brand,
    isSpecBrandPath: specPath !== undefined,
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
        {products.length > 0 && (
          <Text color="fg.muted">{listingText.productCount(products.length)}</Text>
        )}
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
      {products.length > 0 ? <ProductGrid products={products} /> : <EmptyListing />}
    </Container>
  );
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
