import { Flex } from '@chakra-ui/react';
import { useCaseNames } from '../../content/use-case-names';
import { listingText } from '../../content/listing';
import { findBrand } from '../../content/navigation';
import { specificationLabels, specificationText } from '../../content/specifications';
import { formatPrice } from '../product/format-price';
import {
  countFilters,
  specFacetFields,
  withoutFilters,
  type ListingQuery,
} from '../../services/catalog/listing-query';
import { AppLink } from '../ui/app-link';

interface ActiveFilter {
  label: string;
  /** The query without this filter. */
  without: ListingQuery;
}

/** Each chosen filter, named as the shopper chose it, with the query that drops it. */
function activeFilters(query: ListingQuery): ActiveFilter[] {
  const base = { ...query, page: 1 };
  const filters: ActiveFilter[] = query.brands.map((brand) => ({
    label: findBrand(brand)?.label ?? brand,
    without: { ...base, brands: query.brands.filter((other) => other !== brand) },
  }));
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined || maxPrice !== undefined) {
    filters.push({
      label: listingText.priceRange(
        minPrice === undefined ? undefined : formatPrice(minPrice),
        maxPrice === undefined ? undefined : formatPrice(maxPrice),
      ),
      without: { ...base, minPrice: undefined, maxPrice: undefined },
    });
  }
  if (query.inStockOnly) {
    filters.push({ label: listingText.inStockOnly, without: { ...base, inStockOnly: false } });
  }
  if (query.useCase) {
    filters.push({ label: useCaseNames[query.useCase], without: { ...base, useCase: undefined } });
  }
  if (query.minRating !== undefined) {
    filters.push({
      label: listingText.ratingAtLeast(query.minRating),
      without: { ...base, minRating: undefined },
    });
  }
  for (const field of specFacetFields) {
    for (const value of query.specs[field] ?? []) {
      const rest = query.specs[field]!.filter((other) => other !== value);
      filters.push({
        label: `${specificationLabels[field]}: ${specificationText(field, value)}`,
        without: { ...base, specs: { ...query.specs, [field]: rest } },
      });
    }
  }
  return filters;
}

interface ActiveFiltersProps {
  query: ListingQuery;
  hrefFor: (query: ListingQuery) => string;
}

/** The chosen filters as links that remove one each, and one that removes them all. */
export function ActiveFilters({ query, hrefFor }: ActiveFiltersProps) {
  if (countFilters(query) === 0) return null;
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
      {activeFilters(query).map(({ label, without }) => (
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
