import { Container, Heading, Stack } from '@chakra-ui/react';
import { path } from '#src/routing/paths.ts';
import { CartContents } from '#src/components/cart/cart-contents.tsx';
import { PhoneLink } from '#src/components/content/phone-link.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { cartDrawerText } from '#src/content/cart.ts';
import { shop } from '#src/content/shop.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';

/**
 * `/checkout`: the order summary from the cart, which stays as it is; paying online is a later
 * step, and the page says so (docs/decisions/gaps-in-the-original-design.md).
 */
function CheckoutPage() {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={cartDrawerText.checkout} description={cartDrawerText.checkoutDescription} />
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {cartDrawerText.checkout}
        </Heading>
        <Notice status="info" title={cartDrawerText.checkoutComingTitle}>
          {cartDrawerText.checkoutComing} <PhoneLink phone={shop.supportPhone} /> ·{' '}
          <AppLink to={path.findOurStore}>{cartDrawerText.findStore}</AppLink>
        </Notice>
        <Heading as="h2" size="lg">
          {cartDrawerText.orderSummary}
        </Heading>
        <CartContents />
      </Stack>
    </Container>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { Component: CheckoutPage };
