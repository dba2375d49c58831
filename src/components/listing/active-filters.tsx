import { Flex } from '@chakra-ui/react';
import { useCaseNames } from '#src/content/use-case-names.ts';
import { listingText } from '#src/content/listing.ts';
import { findBrand } from '#catalog/taxonomy.ts';
import { specificationLabels, specificationText } from '#src/content/specifications.ts';
import { formatCents } from '#shop-api/money.ts';
import { storeOf } from '#shop-api/stores.ts';
import {
  chosenFilters,
  withoutFilters,
  type ChosenFilter,
  type ListingQuery,
} from '#catalog/listing-query.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';

/** A chosen filter named as the shopper chose it. */
function labelOf(filter: ChosenFilter): string {
  switch (filter.kind) {
    case 'brand':
      return findBrand(filter.brand)?.label ?? filter.brand;
    case 'price':
      return listingText.priceRange(
        filter.minPriceCents === undefined ? undefined : formatCents(filter.minPriceCents),
        filter.maxPriceCents === undefined ? undefined : formatCents(filter.maxPriceCents),
      );
    case 'inStock':
      return listingText.inStockOnly;
    case 'availableAt':
      return listingText.availableAtStore(storeOf(filter.store)?.name ?? filter.store);
    case 'useCase':
      return useCaseNames[filter.useCase];
    case 'rating':
      return listingText.ratingAtLeast(filter.minRating);
    case 'spec':
      return `${specificationLabels[filter.field]}: ${specificationText(filter.field, filter.value)}`;
  }
}

interface ActiveFiltersProps {
  query: ListingQuery;
  hrefFor: (query: ListingQuery) => string;
}

/** The chosen filters as links that remove one each, and one that removes them all. */
export function ActiveFilters({ query, hrefFor }: ActiveFiltersProps) {
  const chosen = chosenFilters(query);
  if (chosen.length === 0) return null;
  const chip = {
    textStyle: 'sm',
    px: '3',
    minH: '9',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'full',
    textDecoration: 'none',
  } as const;
  return (
    <Flex as="ul" listStyleType="none" wrap="wrap" gap="2" aria-label={listingText.activeFilters}>
      {chosen
        .map((filter) => ({ label: labelOf(filter), without: filter.without }))
        .map(({ label, without }) => (
          <li key={label}>
            <AppLink
              to={hrefFor(without)}
              preventScrollReset
              aria-label={listingText.removeFilter(label)}
              {...chip}
            >
              {label}
              <span aria-hidden="true">×</span>
            </AppLink>
          </li>
        ))}
      <li>
        <AppLink to={hrefFor(withoutFilters(query))} preventScrollReset {...chip} borderWidth="0">
          {listingText.clearFilters}
        </AppLink>
      </li>
    </Flex>
  );
}
