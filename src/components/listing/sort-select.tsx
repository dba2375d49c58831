import { Flex, NativeSelect, Text } from '@chakra-ui/react';
import { listingText } from '../../content/listing';
import type { ListingSort } from '../../services/catalog/listing-query';

interface SortSelectProps {
  sorts: readonly ListingSort[];
  value: ListingSort;
  onChange: (sort: ListingSort) => void;
}

/** The order of a listing, as a native select: one tap on a phone, arrow keys on a desktop. */
export function SortSelect({ sorts, value, onChange }: SortSelectProps) {
  return (
    <Flex as="label" align="center" gap="2" textStyle="sm" whiteSpace="nowrap">
      <Text as="span" hideBelow="sm">
        {listingText.sortBy}
      </Text>
      <NativeSelect.Root size="sm" w="auto">
        <NativeSelect.Field
          aria-label={listingText.sortBy}
          value={value}
          onChange={(event) => onChange(event.target.value as ListingSort)}
          h={{ base: '11', md: '9' }}
          borderColor="border.emphasized"
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {listingText.sorts[sort]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
