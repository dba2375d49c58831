import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

interface AppLinkProps extends Omit<LinkProps, 'href'> {
  /** A path inside the shop (from `path` or `href()` in routing/paths.ts). */
  to: string;
  /** Keep the scroll position: the link changes what a page shows, not which page it is. */
  preventScrollReset?: boolean;
}

/** A Chakra-styled link that navigates inside the app without reloading the page. */
export function AppLink({ to, preventScrollReset, children, ...linkProps }: AppLinkProps) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium" {...linkProps}>
      <RouterLink to={to} preventScrollReset={preventScrollReset}>
        {children}
      </RouterLink>
    </Link>
  );
}
