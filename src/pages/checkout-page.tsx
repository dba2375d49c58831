import { Container, Heading, Stack } from '@chakra-ui/react';
import { path } from '../app/paths';
import { CartContents } from '../components/cart/cart-contents';
import { PhoneLink } from '../components/content/phone-link';
import { AppLink } from '../components/ui/app-link';
import { Notice } from '../components/ui/notice';
import { PageMeta } from '../components/ui/page-meta';
import { cartDrawerText } from '../content/cart';
import { shop } from '../content/shop';

/**
 * `/checkout`: the order summary from the cart, which stays as it is; paying online is a later
 * step, and the page says so (docs/decisions/gaps-in-the-original-design.md).
 */
export function CheckoutPage() {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={cartDrawerText.checkout} description="Your order summary at Voltbay." />
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
