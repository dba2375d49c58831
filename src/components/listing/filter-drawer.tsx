import { Button, Flex } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useFetcher } from 'react-router-dom';
import type {
  ListingFiltersEvent,
  PriceBoxes,
} from '#machines/listing-filters/listing-filters.machine.ts';
import { listingText } from '#src/content/listing.ts';
import type { ListingFacets, ListingPage } from '#catalog/listing.ts';
import { withoutFilters, type ListingQuery } from '#catalog/listing-query.ts';
import { SideDrawer } from '#src/components/ui/side-drawer.tsx';
import { FilterPanel } from './filter-panel.tsx';

interface FilterDrawerProps {
  isOpen: boolean;
  /** Closes it without applying; also what `lazyPart` calls when the drawer's code cannot load. */
  onClose: () => void;
  /** What the listing's controls show. */
  query: ListingQuery;
  /** The drawer's choices, not yet applied, and its price boxes (the listing-filters machine). */
  draft: ListingQuery;
  price: PriceBoxes;
  facets: ListingFacets;
  total: number;
  hrefFor: (query: ListingQuery) => string;
  /** The listing-filters machine's. */
  send: (event: ListingFiltersEvent) => void;
}

/**
 * The phone's filters: choices gather in the listing-filters machine's draft, counted as they
 * change (the listing's own loader answers for the draft's URL), and apply together with 'Show N
 * products'. Closing without applying leaves the listing as it was; opening again starts from
 * what is shown.
 */
export function FilterDrawer({
  isOpen,
  onClose,
  query,
  draft,
  price,
  facets,
  total,
  hrefFor,
  send,
}: FilterDrawerProps) {
  const counter = useFetcher<{ result: ListingPage }>();
  const draftHref = hrefFor(draft);
  const isDraftShown = draftHref === hrefFor(query);

  const { load } = counter;
  useEffect(() => {
    if (!isDraftShown) void load(draftHref);
  }, [draftHref, isDraftShown, load]);

  const counted = isDraftShown ? { facets, total } : counter.data?.result;
  const isCounting = !isDraftShown && counter.state === 'loading';

  return (
    <SideDrawer
      title={listingText.filters}
      placement="start"
      isOpen={isOpen}
      onClose={onClose}
      maxW="22rem"
      footer={
        <Flex gap="3" w="full">
          <Button
            variant="outline"
            flex="1"
            h="11"
            onClick={() => send({ type: 'draft.clear', query: withoutFilters(draft) })}
          >
            {listingText.clearFilters}
          </Button>
          <Button
            colorPalette="brand"
            flex="1"
            h="11"
            disabled={isCounting}
            onClick={() => send({ type: 'drawer.apply' })}
          >
            {isCounting || !counted
              ? listingText.countingResults
              : listingText.showResults(counted.total)}
          </Button>
        </Flex>
      }
    >
      <FilterPanel
        facets={counted?.facets ?? facets}
        query={draft}
        onChange={(next) => send({ type: 'draft.change', query: next })}
        price={price}
        onPriceTyped={(min, max) => send({ type: 'price.typed', panel: 'drawer', min, max })}
        onPriceApply={() => send({ type: 'price.apply', panel: 'drawer' })}
        priceApplies="typing"
        idPrefix="drawer"
      />
    </SideDrawer>
  );
}
