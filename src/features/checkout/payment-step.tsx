import { Box, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { checkoutText } from '#src/features/checkout/text.ts';
import { StepButtons, StepHeading, type StepProps } from './step-parts.tsx';

/**
 * Step 3: how the order is paid, which follows from how it is had: cash on delivery, or at the
 * store. No card is taken online, and the step says so.
 */
export function PaymentStep({ checkout, headingRef }: StepProps) {
  const method = useSelector(checkout, (snapshot) => snapshot.context.delivery.method);
  const payment = checkoutText.payment[method];
  return (
    <form
      noValidate
      aria-label={checkoutText.steps.payment}
      onSubmit={(event) => {
        event.preventDefault();
        checkout.send({ type: 'checkout.continue' });
      }}
    >
      <StepHeading step="payment" headingRef={headingRef} />
      <Stack gap="6">
        <Box borderWidth="1px" borderColor="border.emphasized" rounded="l2" p="4">
          <Text fontWeight="semibold">{payment.title}</Text>
          <Text>{payment.body}</Text>
        </Box>
        <Text fontWeight="semibold">{checkoutText.payment.noCardOnline}</Text>
        <StepButtons onBack={() => checkout.send({ type: 'checkout.back' })} />
      </Stack>
    </form>
  );
}
