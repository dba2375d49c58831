import { Flex, Text } from '@chakra-ui/react';
import { listingText } from '#src/content/listing.ts';
import type { ListingSort } from '#catalog/listing-query.ts';
import { NativeSelect } from '#src/components/ui/native-select.tsx';

interface SortSelectProps {
  sorts: readonly ListingSort[];
  value: ListingSort;
  onChange: (sort: ListingSort) => void;
}

/** The order of a listing, as a native select. */
export function SortSelect({ sorts, value, onChange }: SortSelectProps) {
  return (
    <Flex as="label" align="center" gap="2" textStyle="sm" whiteSpace="nowrap">
      <Text as="span" hideBelow="sm">
        {listingText.sortBy}
      </Text>
      <NativeSelect
        size="sm"
        aria-label={listingText.sortBy}
        value={value}
        onChange={(event) => onChange(event.target.value as ListingSort)}
        // A touch target of 44px on a phone; the desktop's compact row elsewhere.
        h={{ base: '11', md: '9' }}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {listingText.sorts[sort]}
          </option>
        ))}
      </NativeSelect>
    </Flex>
  );
}
