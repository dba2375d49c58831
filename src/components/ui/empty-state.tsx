import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LinkButton } from './link-button.tsx';

interface EmptyStateProps {
  /** The list's picture, muted: the wishlist's heart, the comparison's columns. */
  icon: ReactNode;
  title: string;
  hint: string;
  /** Where to go instead, and the button's words. */
  action: { label: string; to: string };
}

/** What a page of the shopper's own list shows while the list is empty. */
export function EmptyState({ icon, title, hint, action }: EmptyStateProps) {
  return (
    <Stack gap="3" py="10" align="center" textAlign="center">
      {icon}
      <Text fontWeight="semibold" textStyle="lg">
        {title}
      </Text>
      <Text color="fg.muted">{hint}</Text>
      <LinkButton asChild mt="2">
        <RouterLink to={action.to}>{action.label}</RouterLink>
      </LinkButton>
    </Stack>
  );
}
