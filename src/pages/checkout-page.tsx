import { Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import type { CheckoutStep } from '#machines/checkout/checkout.machine.ts';
import { selectIsPriced, selectItemCount } from '#machines/cart/cart.selectors.ts';
import { useCart } from '#src/actors/use-cart.ts';
import { useAuth, useAuthNow } from '#src/actors/use-auth.ts';
import { CartContents } from '#src/components/cart/cart-contents.tsx';
import { CheckoutFlow } from '#src/features/checkout/checkout-flow.tsx';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { useHydrated } from '#src/components/ui/use-hydrated.ts';
import { checkoutText } from '#src/features/checkout/text.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';

/**
 * `/checkout`: the cart to a placed order (docs/decisions/0018-checkout.md). The steps start once
 * the cart is priced and the session known, so the details are filled from the account when signed
 * in. Until the review (which lists the lines as the server priced them) the cart shows below them,
 * to change as the drawer does; it stays in one place in the page, so when its last line is removed
 * its empty state keeps the focus.
 *
 * The page is prerendered for every shopper (scripts/prerender.ts): until it is hydrated, the
 * browser's cart is unknown, and the page shows the heading, what ordering here means and a
 * placeholder where the steps or the empty cart will be. Nothing moves when they come.
 */
export function CheckoutPage() {
  useAuthNow();
  const { loading } = useAuth();
  const hydrated = useHydrated();
  const { count, priced } = useCart({ count: selectItemCount, priced: selectIsPriced });
  const [step, setStep] = useState<CheckoutStep>('contact');
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={checkoutText.title} description={checkoutText.description} />
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {checkoutText.title}
          </Heading>
          <Text textStyle="lg" color="fg.muted">
            {checkoutText.lede}
          </Text>
        </Stack>
        {hydrated && count > 0 && priced && !loading ? (
          <CheckoutFlow onStep={setStep} />
        ) : (
          (!hydrated || count > 0) && <Skeleton h="64" />
        )}
        {hydrated && (count === 0 || step !== 'review') && (
          <Stack as="section" aria-labelledby="order-summary" gap="4">
            <Heading as="h2" id="order-summary" size="lg">
              {checkoutText.orderSummary}
            </Heading>
            <CartSummary />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

/** The cart as the drawer shows it; a memo, so a step that changes does not draw it again. */
const CartSummary = memo(function CartSummary() {
  return <CartContents />;
});

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { Component: CheckoutPage };
