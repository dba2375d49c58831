import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { sectionText as text } from '#src/content/sections.ts';

interface PagedListProps {
  /** What is paged through ("Pages of reviews"): the page navigation's name. */
  label: string;
  page: number;
  pageCount: number;
  /** Another page is loading: the list shown stays, marked busy. */
  busy: boolean;
  onPage: (page: number) => void;
  /** Above the list (how it is sorted). */
  header?: ReactNode;
  /** The list's items (`li`). */
  children: ReactNode;
}

/**
 * A list that pages in place (a product's reviews or questions; a listing's pages are links
 * instead: `Pagination`): the items, then Previous and Next around 'Page 2 of 5'. Turning a page
 * moves the focus to the list's top, a hidden heading that says which page it is.
 */
export function PagedList({
  label,
  page,
  pageCount,
  busy,
  onPage,
  header,
  children,
}: PagedListProps) {
  const topRef = useRef<HTMLHeadingElement>(null);
  const turn = (to: number) => {
    onPage(to);
    topRef.current?.focus();
  };
  return (
    <Stack gap="4" aria-busy={busy}>
      {header}
      <Heading as="h3" size="md" ref={topRef} tabIndex={-1} srOnly>
        {text.pageOf(page, pageCount)}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="4">
        {children}
      </Stack>
      {pageCount > 1 && (
        <Flex as="nav" aria-label={label} align="center" gap="3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => turn(page - 1)}>
            {text.previous}
          </Button>
          <Text textStyle="sm">{text.pageOf(page, pageCount)}</Text>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => turn(page + 1)}
          >
            {text.next}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
