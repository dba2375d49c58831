import { Flex, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { listingText } from '#src/content/listing.ts';
import { AppLink } from './app-link.tsx';

export interface Crumb {
  label: string;
  to: string;
}

/** The trail from the home page to the page shown, whose own name ends it, not linked. */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <Flex as="nav" aria-label={listingText.breadcrumb} textStyle="sm" wrap="wrap" columnGap="2">
      {trail.map(({ label, to }) => (
        <Fragment key={to}>
          <AppLink to={to}>{label}</AppLink>
          <Text as="span" color="fg.muted" aria-hidden="true">
            /
          </Text>
        </Fragment>
      ))}
      <Text as="span" aria-current="page" color="fg.muted">
        {current}
      </Text>
    </Flex>
  );
}
