import { Button, Flex } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router-dom';
import { listingText } from '#src/content/listing.ts';
import type { ListingFacets, ListingPage } from '#src/services/catalog/listing.ts';
import { withoutFilters, type ListingQuery } from '#src/services/catalog/listing-query.ts';
import { SideDrawer } from '#src/components/ui/side-drawer.tsx';
import { FilterPanel } from './filter-panel.tsx';

interface FilterDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  query: ListingQuery;
  facets: ListingFacets;
  total: number;
  hrefFor: (query: ListingQuery) => string;
  onApply: (query: ListingQuery) => void;
}

/**
 * The phone's filters: choices gather in a draft, counted as they change (the listing's own
 * loader answers for the draft's URL), and apply together with 'Show N products'. Closing
 * without applying leaves the listing as it was; opening again starts from what is shown.
 */
export function FilterDrawer({
  isOpen,
  onClose,
  query,
  facets,
  total,
  hrefFor,
  onApply,
}: FilterDrawerProps) {
  const [draft, setDraft] = useState(query);
  // Clearing starts the panel afresh, so its price boxes empty too.
  const [generation, setGeneration] = useState(0);
  const counter = useFetcher<{ result: ListingPage }>();
  const draftHref = hrefFor(draft);
  const isDraftShown = draftHref === hrefFor(query);

  // Each opening starts from what the listing shows.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setDraft(query);
  }

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
            onClick={() => {
              setDraft(withoutFilters(draft));
              setGeneration((n) => n + 1);
            }}
          >
            {listingText.clearFilters}
          </Button>
          <Button
            colorPalette="brand"
            flex="1"
            h="11"
            disabled={isCounting}
            onClick={() => onApply(draft)}
          >
            {isCounting || !counted
              ? listingText.countingResults
              : listingText.showResults(counted.total)}
          </Button>
        </Flex>
      }
    >
      <FilterPanel
        key={generation}
        facets={counted?.facets ?? facets}
        query={draft}
        onChange={setDraft}
        priceApplies="typing"
        idPrefix="drawer"
      />
    </SideDrawer>
  );
}
