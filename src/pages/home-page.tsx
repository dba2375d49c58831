import { Box, Container, Heading, SimpleGrid } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { Await, useLoaderData } from 'react-router-dom';
import { path } from '#src/routing/paths.ts';
import { CategoryTiles } from '#src/components/home/category-tiles.tsx';
import { Hero } from '#src/components/home/hero.tsx';
import { NewsletterForm } from '#src/components/home/newsletter-form.tsx';
import { ProductSlider } from '#src/components/home/product-slider.tsx';
import { Testimonials } from '#src/components/home/testimonials.tsx';
import { RecentlyViewed } from '#src/components/product/recently-viewed.tsx';
import { UseCaseTabs, showcaseByUseCase } from '#src/components/home/use-case-tabs.tsx';
import { ProductCardSkeleton } from '#src/components/product/product-card-skeleton.tsx';
import { HydrateOnView } from '#src/components/ui/hydrate-on-view.tsx';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { homeText } from '#src/content/home.ts';
import { shop } from '#src/content/shop.ts';
import { builtPageData, catalog, readsBuiltPages } from '#src/services/catalog/catalog.ts';
import type { Product } from '#catalog/product.ts';
import { bestSellers, countsByCategory, newestFirst } from '#catalog/queries.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';

/** How many products each home slider offers. */
const SLIDER_LENGTH = 12;

/** What the home page shows of the catalog; a prerendered page carries only this, not the catalog. */
function homeShowcase(products: readonly Product[]) {
  return {
    byUseCase: showcaseByUseCase(products),
    newest: newestFirst(products).slice(0, SLIDER_LENGTH),
    bestSellers: bestSellers(products).slice(0, SLIDER_LENGTH),
    categoryCounts: countsByCategory(products),
  };
}

type HomeShowcase = ReturnType<typeof homeShowcase>;

/**
 * Not awaited: the hero shows at once, and the catalog's sections show skeletons until they
 * come. In the browser's build they come from the build's data, never the catalog.
 */
function homeLoader() {
  const showcase = readsBuiltPages
    ? builtPageData<{ showcase: HomeShowcase }>(path.home).then((page) => {
        if (!page) throw new Error('The build wrote no data for the home page');
        return page.showcase;
      })
    : catalog.products().then(homeShowcase);
  // The sections' <Await> hands a failure to the error page; this keeps the browser from also
  // reporting it as an unhandled rejection before they have rendered.
  showcase.catch(() => {});
  return { showcase };
}

interface CatalogSectionProps {
  showcase: Promise<HomeShowcase>;
  /** What stands in while the catalog loads, as tall as the section will be. */
  fallback: ReactNode;
  children: (showcase: HomeShowcase) => ReactNode;
}

/**
 * A section drawn from the catalog; a failed load reaches the route's error page, with its retry.
 * Prerendered, it hydrates when it comes into view or is touched, a piece of its own.
 */
function CatalogSection({ showcase, fallback, children }: CatalogSectionProps) {
  return (
    <HydrateOnView>
      <Suspense fallback={fallback}>
        <Await resolve={showcase}>{children}</Await>
      </Suspense>
    </HydrateOnView>
  );
}

// Which of five placeholder cards show at each width: the sliders' 2, 3, 4 and 5 slides.
const placeholderDisplay = [
  'block',
  'block',
  { base: 'none', md: 'block' },
  { base: 'none', lg: 'block' },
  { base: 'none', '2xl': 'block' },
] as const;

/** A section's heading and a row of card placeholders while the catalog loads. */
function ProductsPlaceholder({ title }: { title: string }) {
  return (
    <Container
      as="section"
      aria-busy="true"
      aria-label={homeText.loading(title)}
      maxW="7xl"
      py={{ base: '8', md: '12' }}
    >
      <Heading as="h2" size={{ base: 'xl', md: '2xl' }} mb="6">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3, lg: 4, '2xl': 5 }} gap="4">
        {placeholderDisplay.map((display, index) => (
          <Box key={index} display={display}>
            <ProductCardSkeleton />
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}

function HomePage() {
  const { showcase } = useLoaderData<typeof homeLoader>();
  return (
    <>
      <PageMeta title={homeText.title} description={shop.tagline} />
      <Heading as="h1" srOnly>
        {homeText.heading(shop.name)}
      </Heading>
      <HydrateOnView>
        <Hero />
      </HydrateOnView>
      <CatalogSection
        showcase={showcase}
        fallback={<ProductsPlaceholder title={homeText.useCaseTabs.heading} />}
      >
        {({ byUseCase }) => <UseCaseTabs byUseCase={byUseCase} />}
      </CatalogSection>
      <CatalogSection
        showcase={showcase}
        fallback={<ProductsPlaceholder title={homeText.latest.title} />}
      >
        {({ newest }) => (
          <ProductSlider
            title={homeText.latest.title}
            description={homeText.latest.description}
            action={{ label: homeText.latest.viewAll, to: path.products }}
            products={newest}
          />
        )}
      </CatalogSection>
      <CatalogSection
        showcase={showcase}
        fallback={<ProductsPlaceholder title={homeText.categoryTiles.heading} />}
      >
        {({ categoryCounts }) => <CategoryTiles counts={categoryCounts} />}
      </CatalogSection>
      <CatalogSection
        showcase={showcase}
        fallback={<ProductsPlaceholder title={homeText.bestSellers.title} />}
      >
        {({ bestSellers }) => (
          <ProductSlider
            title={homeText.bestSellers.title}
            description={homeText.bestSellers.description}
            products={bestSellers}
          />
        )}
      </CatalogSection>
      <HydrateOnView>
        <Testimonials />
        <NewsletterForm />
      </HydrateOnView>
      {/* Empty in the prerendered HTML: the section, when there is one, brings its own space. */}
      <Container maxW="7xl">
        <RecentlyViewed />
      </Container>
    </>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { loader: homeLoader, Component: HomePage };
