import { Box, Flex, Text } from '@chakra-ui/react';
import { listingText } from '#src/content/listing.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

/**
 * The pages worth a link from `page`: the first, the last, and those next to the current one;
 * `null` marks a gap ('…').
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((n, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // A gap of one page is shown as that page: a link is as short as the '…'.
    return n === previous + 2 ? [previous + 1, n] : [null, n];
  });
}

const linkStyle = {
  minW: '11',
  h: '11',
  px: '3',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'md',
  textDecoration: 'none',
} as const;

/**
 * Numbered page links, with previous and next (on a phone: 'Page 3 of 7' between them); nothing
 * when there is one page.
 */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Flex as="nav" aria-label={listingText.pagination} justify="center" mt="10">
      <Flex as="ul" listStyleType="none" wrap="wrap" gap="1" align="center" justify="center">
        {page > 1 && (
          <li>
            <AppLink to={hrefFor(page - 1)} {...linkStyle}>
              {listingText.previousPage}
            </AppLink>
          </li>
        )}
        {/* A phone has room for where the shopper is, not for every number. */}
        <Text as="li" hideFrom="md" px="2" color="fg.muted">
          {listingText.pageOf(page, pageCount)}
        </Text>
        {pageWindow(page, pageCount).map((n, index) => (
          <Box as="li" key={n ?? `gap-${index}`} hideBelow="md">
            {n === null ? (
              <Text as="span" px="2" color="fg.muted" aria-hidden="true">
                …
              </Text>
            ) : n === page ? (
              // A link to itself, as the current page is in most pagination: a name (`Page 2`)
              // on a plain span is ignored by assistive technology and is invalid HTML.
              <AppLink
                to={hrefFor(n)}
                aria-current="page"
                aria-label={listingText.pageLabel(n)}
                {...linkStyle}
                bg="brand.solid"
                color="brand.contrast"
                fontWeight="semibold"
              >
                {n}
              </AppLink>
            ) : (
              <AppLink to={hrefFor(n)} aria-label={listingText.pageLabel(n)} {...linkStyle}>
                {n}
              </AppLink>
            )}
          </Box>
        ))}
        {page < pageCount && (
          <li>
            <AppLink to={hrefFor(page + 1)} {...linkStyle}>
              {listingText.nextPage}
            </AppLink>
          </li>
        )}
      </Flex>
    </Flex>
  );
}
