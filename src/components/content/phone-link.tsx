import { Link, type LinkProps } from '@chakra-ui/react';
import type { Phone } from '#shop-api/stores.ts';

/** A phone number that dials on a phone (`tel:`), printed as the shop writes it. */
export function PhoneLink({ phone, ...linkProps }: { phone: Phone } & Omit<LinkProps, 'href'>) {
  return (
    <Link
      href={`tel:${phone.dial}`}
      variant="underline"
      color="brand.fg"
      fontWeight="medium"
      whiteSpace="nowrap"
      {...linkProps}
    >
      {phone.display}
    </Link>
  );
}
