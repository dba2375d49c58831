import { Box, Flex, Text } from '@chakra-ui/react';
import type { SearchSuggestion } from '#machines/search/search.types.ts';
import { searchText } from '#src/content/search.ts';
import { formatCents } from '#shop-api/money.ts';
import { SizedImage } from '#src/components/ui/sized-image.tsx';

interface SearchSuggestionsProps {
  id: string;
  /** In the flow under the field rather than floating over what follows. */
  inline: boolean;
  suggestions: readonly SearchSuggestion[];
  highlighted: number | null;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
}

const THUMBNAIL_WIDTH = 48;

/** The listbox under the search field: each suggested product's picture, name and price. */
export function SearchSuggestions({
  id,
  inline,
  suggestions,
  highlighted,
  optionId,
  onChoose,
}: SearchSuggestionsProps) {
  return (
    <Box
      as="ul"
      id={id}
      role="listbox"
      aria-label={searchText.suggestionsLabel}
      hidden={suggestions.length === 0}
      {...(inline
        ? { mt: '2' }
        : { position: 'absolute', top: 'calc(100% + 4px)', insetX: '0', zIndex: 'dropdown' })}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="md"
      shadow={inline ? undefined : 'lg'}
      py="1"
      listStyleType="none"
      // The field keeps focus while a pointer chooses, so the list is not closed under it.
      onMouseDown={(event) => event.preventDefault()}
    >
      {suggestions.map((suggestion, index) => (
        <Flex
          as="li"
          key={suggestion.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === highlighted}
          align="center"
          gap="3"
          minH="11"
          px="3"
          py="1.5"
          cursor="pointer"
          // The highlight: a tint and an inset outline in brand blue (over 3:1 on the panel).
          _selected={{ bg: 'brand.subtle', boxShadow: 'inset 0 0 0 2px {colors.brand.600}' }}
          _hover={{ bg: 'brand.subtle' }}
          onClick={() => onChoose(index)}
        >
          <SizedImage
            src={suggestion.image.url}
            alt=""
            size={suggestion.image}
            w={`${THUMBNAIL_WIDTH}px`}
            flexShrink={0}
          />
          <Text flex="1" textStyle="sm" lineClamp={2}>
            {suggestion.name}
          </Text>
          <Text textStyle="sm" fontWeight="semibold" whiteSpace="nowrap">
            {formatCents(suggestion.priceCents)}
          </Text>
        </Flex>
      ))}
    </Box>
  );
}
