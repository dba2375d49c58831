import { Box, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router-dom';
import { listingText } from '#src/content/listing.ts';
import { PAGE_SIZE, type ListingPage } from '#catalog/listing.ts';
import {
  countFilters,
  sortsFor,
  withoutFilters,
  type ListingKind,
  type ListingQuery,
} from '#catalog/listing-query.ts';
import { ProductGrid } from '#src/components/product/product-grid.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { closeOnEscape, useMountedOnceOpen } from '#src/components/ui/use-disclosure.ts';
import { ActiveFilters } from './active-filters.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { HydrateOnView } from '#src/components/ui/hydrate-on-view.tsx';
import { Pagination } from './pagination.tsx';
import { SortSelect } from './sort-select.tsx';
import { useListingFilters } from './use-listing-filters.ts';

// Three columns at most: the filters' sidebar takes the fourth's room.
const besideTheSidebar = { base: 2, md: 3 };

// The phone's filter drawer loads when first opened.
const FilterDrawer = lazyPart(() =>
  import('./filter-drawer.tsx').then((module) => module.FilterDrawer),
);

interface ListingResultsProps {
  kind: ListingKind;
  query: ListingQuery;
  result: ListingPage;
  /** The URL of this listing showing `query`. */
  hrefFor: (query: ListingQuery) => string;
  /** What to show when the listing has nothing at all, filters or not. */
  whenEmpty?: ReactNode;
}

/**
 * A page of products with its filters (a sidebar on wide screens, a drawer on phones), its sort,
 * a count and numbered pages. Every choice is a navigation to the URL that describes it, so the
 * browser's history, a reload and a shared link all keep the view; the listing-filters machine
 * (`useListingFilters`) holds what is chosen meanwhile, the drawer's draft and the price boxes.
 */
export function ListingResults({
  kind,
  query: shownQuery,
  result,
  hrefFor,
  whenEmpty,
}: ListingResultsProps) {
  const isLoading = useNavigation().state === 'loading';
  // What the shopper chose shows at once in the controls, while the listing loads it (the
  // router renders the new view in a transition; a controlled box would flip back meanwhile).
  const { send, query, draft, isDrawerOpen, sidebarPrice, drawerPrice } = useListingFilters(
    shownQuery,
    hrefFor,
  );
  const drawerMounted = useMountedOnceOpen(isDrawerOpen);
  const closeDrawer = () => send({ type: 'drawer.close' });
  const change = (next: ListingQuery) => send({ type: 'query.change', query: next });
  const filterCount = countFilters(query);
  const first = (result.page - 1) * PAGE_SIZE + 1;

  if (result.total === 0 && filterCount === 0 && whenEmpty) return whenEmpty;

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' }} gap="8">
      {/* Hidden on a phone, where it is never hydrated (it never comes into view). */}
      <Box as="aside" aria-label={listingText.filters} hideBelow="lg">
        <HydrateOnView>
          <FilterPanel
            facets={result.facets}
            query={query}
            onChange={change}
            price={sidebarPrice}
            onPriceTyped={(min, max) => send({ type: 'price.typed', panel: 'sidebar', min, max })}
            onPriceApply={() => send({ type: 'price.apply', panel: 'sidebar' })}
            priceApplies="button"
            idPrefix="sidebar"
          />
        </HydrateOnView>
      </Box>
      <Stack gap="5" minW="0">
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Text color="fg.muted" role="status">
            {result.total === 0
              ? listingText.productCount(0)
              : result.pageCount > 1
                ? listingText.showing(first, first + result.products.length - 1, result.total)
                : listingText.productCount(result.total)}
          </Text>
          <Flex gap="2" align="center">
            <Button
              variant="outline"
              size="sm"
              h="11"
              hideFrom="lg"
              aria-haspopup="dialog"
              aria-expanded={isDrawerOpen}
              onClick={() => send({ type: 'drawer.open' })}
              onKeyDown={closeOnEscape(isDrawerOpen, closeDrawer)}
            >
              {listingText.filtersWithCount(filterCount)}
            </Button>
            <SortSelect
              sorts={sortsFor(kind)}
              value={query.sort}
              onChange={(sort) => change({ ...query, sort, page: 1 })}
            />
          </Flex>
        </Flex>
        <ActiveFilters query={query} hrefFor={hrefFor} />
        {result.total > 0 ? (
          <Box aria-busy={isLoading} opacity={isLoading ? 0.6 : 1} transition="opacity 0.2s">
            <ProductGrid products={result.products} columns={besideTheSidebar} />
          </Box>
        ) : (
          <Stack gap="3" py="10" align="center" textAlign="center">
            <Text fontWeight="semibold">{listingText.noMatch}</Text>
            <Text color="fg.muted">{listingText.noMatchHint}</Text>
            <AppLink to={hrefFor(withoutFilters(query))}>{listingText.clearFilters}</AppLink>
          </Stack>
        )}
        <Pagination
          page={result.page}
          pageCount={result.pageCount}
          hrefFor={(page) => hrefFor({ ...query, page })}
        />
      </Stack>
      {drawerMounted && (
        <FilterDrawer
          isOpen={isDrawerOpen}
          onClose={closeDrawer}
          query={query}
          draft={draft}
          price={drawerPrice}
          facets={result.facets}
          total={result.total}
          hrefFor={hrefFor}
          send={send}
        />
      )}
    </Grid>
  );
}
