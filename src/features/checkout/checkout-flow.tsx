import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { memo, useDeferredValue, useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { CheckoutActor, StepProps } from './step-parts.tsx';
import {
  checkoutMachine,
  checkoutSteps,
  type CheckoutLine,
  type CheckoutStep,
} from '#machines/checkout/checkout.machine.ts';
import { orderLinkPath } from '#shop-api/order-number.ts';
import { selectStep } from '#machines/checkout/checkout.selectors.ts';
import { selectRows } from '#machines/cart/cart.selectors.ts';
import { useCart } from '#src/actors/use-cart.ts';
import { inspect } from '#src/actors/inspect.ts';
import { useAuth } from '#src/actors/use-auth.ts';
import { checkoutText } from '#src/features/checkout/text.ts';
import { afterNextPaint } from '#src/components/ui/after-next-paint.ts';
import { useCheckoutServer } from '#src/features/checkout/server.ts';
import {
  clearCheckout,
  readCheckout,
  writeCheckout,
} from '#src/services/storage/checkout-store.ts';
import { ContactStep } from './contact-step.tsx';
import { DeliveryStep } from './delivery-step.tsx';
import { PaymentStep } from './payment-step.tsx';
import { ReviewStep } from './review-step.tsx';

const STEP_PARAM = 'step';
const [FIRST_STEP] = checkoutSteps;

const isStep = (value: string | null): value is CheckoutStep =>
  checkoutSteps.includes(value as CheckoutStep);

/** The cart's lines as the checkout sends them: each at the price the shopper sees. */
function useCartLines(): CheckoutLine[] {
  const { rows } = useCart({ rows: selectRows });
  return rows.map(({ product, quantity }) => ({
    productId: product.id,
    quantity,
    priceCents: product.priceCents,
  }));
}

/** The checkout machine wired to the shop's server, the session and this tab's storage. */
function useCheckout(lines: CheckoutLine[]): CheckoutActor {
  const server = useCheckoutServer();
  const { user } = useAuth();
  const [start] = useState(() => {
    const kept = readCheckout();
    const fromAccount = { name: user?.displayName ?? '', email: user?.email ?? '' };
    return {
      ...kept,
      contact: { ...fromAccount, ...kept.contact },
      lines,
    };
  });
  const [logic] = useState(() =>
    checkoutMachine.provide({
      actors: {
        quote: fromPromise(({ input }) => server.quoteCart(input)),
        // The token of whoever is signed in when it is placed (none for a guest).
        placeOrder: fromPromise(({ input }) => server.placeOrder(input)),
        pickupChoices: fromPromise(({ input }) => server.pickupChoices(input)),
      },
    }),
  );
  const checkout = useActorRef(logic, { input: start, inspect, systemId: 'checkout' });

  // What the shopper typed and chose outlives a reload of this tab, until the order is placed.
  useEffect(() => {
    const subscription = checkout.subscribe((snapshot) => {
      const { contact, delivery, reached, acceptedPrices, promoCode, sent, placed } =
        snapshot.context;
      if (placed) clearCheckout();
      else writeCheckout({ contact, delivery, reached, acceptedPrices, promoCode, sent });
    });
    return () => subscription.unsubscribe();
  }, [checkout]);

  // The cart is the cart's: a line lowered or removed here or in another tab is priced again.
  const linesKey = JSON.stringify(lines);
  useEffect(() => {
    checkout.send({ type: 'checkout.linesChanged', lines: JSON.parse(linesKey) as CheckoutLine[] });
  }, [checkout, linesKey]);
  return checkout;
}

/**
 * The step in the address (`?step=`), so browser back and forward move between steps: each step
 * the machine moves to is written there as a new entry; on arrival, and on each entry the shopper
 * goes back or forward to (a POP), the machine is sent the address's step, which it takes only if
 * already reached, and the address is set right to the step shown.
 *
 * An address without a step is the first step's, as a link to the checkout opens it: arriving
 * there writes nothing. A write re-renders the whole page in the router's transition, which each
 * keystroke of a shopper who starts typing at once would interrupt and start again (on a slow
 * phone, a third of a second of work thrown away per keystroke, delaying the tap that follows).
 *
 * What was last written is kept here, not read back from the address: the router shows a new
 * address in a transition, which typing can hold back, so a step taken meanwhile would be
 * compared with an address that is already out of date.
 */
function useStepInAddress(checkout: CheckoutActor, step: CheckoutStep) {
  const [params, setParams] = useSearchParams();
  // The location itself, not its key: a Back that comes before React has shown the entry it
  // leaves returns to a location with the key already shown, and only a new location object
  // says the shopper moved.
  const location = useLocation();
  const navigationType = useNavigationType();
  const inAddress = params.get(STEP_PARAM);
  /** The step the address holds, or will once the router has shown it; null before arrival. */
  const written = useRef<CheckoutStep | null>(null);

  const followAddress = useEffectEvent(() => {
    const arriving = written.current === null;
    // The checkout's own entries (a step written, an address set right) follow the machine.
    if (!arriving && navigationType !== NavigationType.Pop) return;
    // Arriving without a step, the checkout resumes where the shopper was in this tab.
    const wanted = inAddress ?? (arriving ? null : FIRST_STEP);
    if (isStep(wanted)) checkout.send({ type: 'checkout.goTo', step: wanted });
    const shown = selectStep(checkout.getSnapshot());
    written.current = shown;
    if ((inAddress ?? FIRST_STEP) !== shown) setParams({ [STEP_PARAM]: shown }, { replace: true });
  });
  useEffect(() => followAddress(), [location]);

  // The machine moved on: a new entry, so Back returns to the step before. Drawn at once
  // (flushSync), not in the router's transition: a Back that comes before React has shown the
  // new entry returns to the very location React still shows, which no location effect can tell
  // apart (on npm start the page stayed on the next step under the first step's address). That
  // redraws the whole page, so it waits until the step the tap moved to has been painted
  // (npm run perf, "Checkout's next step").
  const recordStep = useEffectEvent(() => {
    if (written.current === null || written.current === step) return;
    written.current = step;
    setParams({ [STEP_PARAM]: step }, { flushSync: true });
  });
  useEffect(() => afterNextPaint(recordStep), [step]);
}

/** Moves the focus to the step's heading when the step changes (not on arrival). */
function useFocusOnStep(step: CheckoutStep) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  return headingRef;
}

/**
 * The checkout: a step at a time (your details, delivery or pickup, payment, review), the cart's
 * lines priced by the server before the order is placed; once placed, the cart empties (in every
 * tab) and the shopper lands on the order's page.
 */
export function CheckoutFlow({ onStep }: { onStep: (step: CheckoutStep) => void }) {
  const lines = useCartLines();
  const checkout = useCheckout(lines);
  const step = useSelector(checkout, selectStep);
  // The tap that moves on is answered in its own frame (the step list marks the next step, the
  // step left dims); the next step's form, the costly part to draw on a slow phone, follows in
  // the background (npm run perf, "Checkout's next step").
  const shownStep = useDeferredValue(step);
  const placed = useSelector(checkout, (snapshot) => snapshot.context.placed);
  const { clear } = useCart();
  const navigate = useNavigate();
  useStepInAddress(checkout, shownStep);
  const headingRef = useFocusOnStep(shownStep);
  useEffect(() => onStep(shownStep), [onStep, shownStep]);

  useEffect(() => {
    if (!placed) return;
    // Emptied once the order's page shows (its code may still be loading), so the checkout never
    // says the cart is empty meanwhile; saved, so every open tab's cart empties too.
    void Promise.resolve(
      // With the key of its link: a guest's reload of the page shows the whole order still.
      navigate(orderLinkPath(placed.number, placed.key), {
        replace: true,
        state: { order: placed },
      }),
    ).finally(clear);
  }, [placed, clear, navigate]);

  return (
    <Stack gap="6">
      <StepList step={step} />
      <StepContent
        step={shownStep}
        pending={shownStep !== step}
        checkout={checkout}
        headingRef={headingRef}
      />
    </Stack>
  );
}

/**
 * The step shown, dimmed while the next one is drawn, and inert meanwhile: a second tap on the
 * step it leaves (a double tap on Continue) must not send that step's Continue again.
 */
function StepContent({
  step,
  pending,
  ...props
}: StepProps & { step: CheckoutStep; pending: boolean }) {
  return (
    // Dimmed by a rule the page has from the start: one inserted on the tap would restyle it all.
    <Box
      aria-busy={pending || undefined}
      inert={pending}
      css={{ '&[aria-busy=true]': { opacity: 0.6 } }}
    >
      <StepForm step={step} {...props} />
    </Box>
  );
}

/**
 * The step's form: a memo, so the tap that moves on redraws only the step list and dims the step
 * it leaves, and the next step is drawn in the background (useDeferredValue in CheckoutFlow).
 */
const StepForm = memo(function StepForm({ step, ...props }: StepProps & { step: CheckoutStep }) {
  return (
    <>
      {step === 'contact' && <ContactStep {...props} />}
      {step === 'delivery' && <DeliveryStep {...props} />}
      {step === 'payment' && <PaymentStep {...props} />}
      {step === 'review' && <ReviewStep {...props} />}
    </>
  );
});

/** Where the shopper is: the four steps, the current one marked. */
function StepList({ step }: { step: CheckoutStep }) {
  const current = checkoutSteps.indexOf(step);
  return (
    <Box as="nav" aria-label={checkoutText.stepsLabel}>
      <Text textStyle="sm" color="fg.muted" mb="2">
        {checkoutText.stepOf(current + 1, checkoutSteps.length)}
      </Text>
      <Flex as="ol" gap={{ base: '3', md: '6' }} listStyleType="none" wrap="wrap">
        {checkoutSteps.map((name, index) => (
          <chakra.li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            textStyle="sm"
            fontWeight={index === current ? 'semibold' : 'normal'}
            color={index <= current ? 'fg' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={index === current ? 'blue.solid' : 'transparent'}
            pb="1"
          >
            {checkoutText.steps[name]}
          </chakra.li>
        ))}
      </Flex>
    </Box>
  );
}
