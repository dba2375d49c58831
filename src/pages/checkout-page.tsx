import { Container, Heading, Stack } from '@chakra-ui/react';
import { path } from '../app/paths';
import { CartContents } from '../components/cart/cart-contents';
import { PhoneLink } from '../components/content/phone-link';
import { AppLink } from '../components/ui/app-link';
import { Notice } from '../components/ui/notice';
import { PageMeta } from '../components/ui/page-meta';
import { cartText } from '../content/messages';
import { shop } from '../content/shop';

/**
 * `/checkout`: the order summary from the cart, which stays as it is; paying online is a later
 * step, and the page says so (decisions.md, Cart).
 */
export function CheckoutPage() {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={cartText.checkout} description="Your order summary at Voltbay." />
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {cartText.checkout}
        </Heading>
        <Notice status="info" title={cartText.checkoutComingTitle}>
          {cartText.checkoutComing} <PhoneLink phone={shop.supportPhone} /> ·{' '}
          <AppLink to={path.findOurStore}>{cartText.findStore}</AppLink>
        </Notice>
        <Heading as="h2" size="lg">
          {cartText.orderSummary}
        </Heading>
        <CartContents />
      </Stack>
    </Container>
  );
}
