import { Box, Stack } from '@chakra-ui/react';
import { Notice } from '#src/components/ui/notice.tsx';
import { useMachine } from '@xstate/react';
import { submissionOf } from '#machines/submission/submission.machine.ts';
import {
  selectHasSucceeded,
  selectIsSubmitting,
  selectResult,
  selectSubmitError,
} from '#machines/submission/submission.selectors.ts';
import { orderNumberPattern } from '#shop-api/order-number.ts';
import type { OrderProgress } from '#shop-api/orders.ts';
import { TrackedOrder } from '#src/features/orders/order-details.tsx';
import { PhoneLink } from '#src/components/content/phone-link.tsx';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { EmailField, TextField } from '#src/components/form/text-field.tsx';
import { trackingText } from '#src/content/info-text.ts';
import { shop } from '#src/content/shop.ts';
import { useForm } from '#src/forms/use-form.ts';
import { emailRules, required, type Rule } from '#src/forms/validation.ts';
import { useOrdersServer } from '#src/features/orders/server.ts';
import { shopperMessage } from '#src/services/shopper-message.ts';
import { inspect } from '#src/actors/inspect.ts';

/** Order numbers as printed ('VB-4820193756'), however the shopper typed the case and spaces. */
const normalOrderNumber = (value: string) => value.trim().toUpperCase();

const orderNumberFormat: Rule<string> = (value) =>
  orderNumberPattern.test(normalOrderNumber(value)) ? null : trackingText.orderNumberFormat;

const trackingForm = {
  orderNumber: { label: trackingText.labels.orderNumber, rules: [required, orderNumberFormat] },
  email: { label: trackingText.labels.email, rules: emailRules },
};

type TrackingField = keyof typeof trackingForm;

/** Order number and e-mail in, where the order stands out (no more), or a plain 'no order found'. */
export function TrackingForm() {
  const server = useOrdersServer();
  const form = useForm(trackingForm, { orderNumber: '', email: '' });
  const [snapshot, send] = useMachine(
    submissionOf(
      ({ orderNumber = '', email = '' }) => server.trackOrder({ number: orderNumber, email }),
      { minimumWait: 0 },
    ),
    { inspect, systemId: 'orderTracking' },
  );
  const order = selectResult(snapshot) as OrderProgress | null;
  const error = selectSubmitError(snapshot);

  // The answer is about the order looked up: changing the number or e-mail clears it.
  const field = (name: TrackingField) => {
    const props = form.textField(name);
    return {
      ...props,
      onValueChange: (value: string) => {
        send({ type: 'submission.reset' });
        props.onValueChange(value);
      },
    };
  };

  return (
    <Stack gap="6">
      <form
        noValidate
        aria-label={trackingText.formTitle}
        onSubmit={form.handleSubmit(({ orderNumber, email }) =>
          send({
            type: 'submission.submit',
            values: { orderNumber: normalOrderNumber(orderNumber), email: email.trim() },
          }),
        )}
      >
        <Stack gap="4">
          <TextField
            {...field('orderNumber')}
            helperText={trackingText.orderNumberHelp}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
          <EmailField {...field('email')} helperText={trackingText.emailHelp} />
          {error !== null && (
            <Notice status="error" title={trackingText.failedTitle}>
              {shopperMessage(error) ?? trackingText.failedBody}
            </Notice>
          )}
          <SubmitButton
            busy={selectIsSubmitting(snapshot)}
            busyText={trackingText.searching}
            alignSelf="flex-start"
          >
            {trackingText.submit}
          </SubmitButton>
        </Stack>
      </form>
      {/* The answer under the form and its button, where a reader goes on from them. */}
      {order && (
        <Box borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }}>
          <TrackedOrder order={order} />
        </Box>
      )}
      {selectHasSucceeded(snapshot) && !order && (
        <Notice
          status="info"
          title={trackingText.notFoundTitle(normalOrderNumber(form.values.orderNumber))}
        >
          {trackingText.notFoundBody} {trackingText.inStore} <PhoneLink phone={shop.supportPhone} />
          .
        </Notice>
      )}
    </Stack>
  );
}
