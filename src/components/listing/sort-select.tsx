import { Box, chakra, Flex, Text, useRecipe } from '@chakra-ui/react';
import { listingText } from '#src/content/listing.ts';
import type { ListingSort } from '#src/services/catalog/listing-query.ts';
import { ChevronDownIcon } from '#src/components/ui/icons.tsx';

interface SortSelectProps {
  sorts: readonly ListingSort[];
  value: ListingSort;
  onChange: (sort: ListingSort) => void;
}

/**
 * The order of a listing, as a native select: one tap on a phone, arrow keys on a desktop.
 * Styled by hand: Chakra's NativeSelect brings its field machinery into the listing's first load.
 */
export function SortSelect({ sorts, value, onChange }: SortSelectProps) {
  // A select looks like the shop's text fields: their recipe, with room for the arrow.
  const fieldStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  return (
    <Flex as="label" align="center" gap="2" textStyle="sm" whiteSpace="nowrap">
      <Text as="span" hideBelow="sm">
        {listingText.sortBy}
      </Text>
      <Box position="relative">
        <chakra.select
          aria-label={listingText.sortBy}
          value={value}
          onChange={(event) => onChange(event.target.value as ListingSort)}
          css={fieldStyles}
          appearance="none"
          h={{ base: '11', md: '9' }}
          pe="8"
          cursor="pointer"
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {listingText.sorts[sort]}
            </option>
          ))}
        </chakra.select>
        <ChevronDownIcon
          position="absolute"
          right="2.5"
          top="50%"
          transform="translateY(-50%)"
          pointerEvents="none"
          boxSize="4"
        />
      </Box>
    </Flex>
  );
}
