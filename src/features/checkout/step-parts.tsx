import { Button, Flex, Heading } from '@chakra-ui/react';
import type { RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CheckoutStep, checkoutMachine } from '#machines/checkout/checkout.machine.ts';
import { checkoutText } from '#src/features/checkout/text.ts';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/** What the checkout's steps get: the machine, and the heading that takes the focus. */
export interface StepProps {
  checkout: CheckoutActor;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** A step's heading: it takes the focus when the step opens. */
export function StepHeading({
  step,
  headingRef,
}: { step: CheckoutStep } & Pick<StepProps, 'headingRef'>) {
  return (
    <Heading
      as="h2"
      size="xl"
      ref={headingRef}
      tabIndex={-1}
      mb="4"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      {checkoutText.steps[step]}
    </Heading>
  );
}

/** Back, and Continue (the form's submit). */
export function StepButtons({
  onBack,
  next = checkoutText.continue,
}: {
  onBack: () => void;
  next?: string;
}) {
  return (
    <Flex justify="space-between" gap="3">
      <Button type="button" variant="outline" size="lg" onClick={onBack}>
        {checkoutText.back}
      </Button>
      <Button type="submit" size="lg">
        {next}
      </Button>
    </Flex>
  );
}
