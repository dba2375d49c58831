import { Stack } from '@chakra-ui/react';
import { Notice } from '#src/components/ui/notice.tsx';
import { useMachine } from '@xstate/react';
import { submissionOf, type SubmittedValues } from '#machines/submission/submission.machine.ts';
import {
  selectHasSucceeded,
  selectIsSubmitting,
  selectSubmitError,
} from '#machines/submission/submission.selectors.ts';
import { PhoneLink } from '#src/components/content/phone-link.tsx';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { EmailField, TextField } from '#src/components/form/text-field.tsx';
import { trackingText } from '#src/content/info-text.ts';
import { shop } from '#src/content/shop.ts';
import { useForm } from '#src/forms/use-form.ts';
import { emailRules, required, type Rule } from '#src/forms/validation.ts';
import { simulatedSend } from './simulated-send.ts';
import { inspect } from '#src/actors/inspect.ts';

/** Order numbers as printed ('VB-123456'), however the shopper typed the case and spaces. */
const normalOrderNumber = (value: string) => value.trim().toUpperCase();

const orderNumberFormat: Rule<string> = (value) =>
  /^VB-\d{6}$/.test(normalOrderNumber(value)) ? null : trackingText.orderNumberFormat;

const trackingForm = {
  orderNumber: { label: trackingText.labels.orderNumber, rules: [required, orderNumberFormat] },
  email: { label: trackingText.labels.email, rules: emailRules },
};

type TrackingField = keyof typeof trackingForm;

interface TrackingFormProps {
  /**
   * Looks the order up. Until online checkout opens there is no online order to find, so by
   * default it answers 'not found' after a simulated wait.
   */
  lookUp?: (query: SubmittedValues) => Promise<void>;
}

/** Order number and e-mail in, the order's status out: for now, a polite 'no order found'. */
export function TrackingForm({ lookUp = simulatedSend }: TrackingFormProps) {
  const form = useForm(trackingForm, { orderNumber: '', email: '' });
  const [snapshot, send] = useMachine(submissionOf(lookUp), { inspect, systemId: 'orderTracking' });

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
        {selectHasSucceeded(snapshot) && (
          <Notice
            status="info"
            title={trackingText.notFoundTitle(normalOrderNumber(form.values.orderNumber))}
          >
            {trackingText.notFoundBody} {trackingText.inStore}{' '}
            <PhoneLink phone={shop.supportPhone} />.
          </Notice>
        )}
        {selectSubmitError(snapshot) !== null && (
          <Notice status="error" title={trackingText.failedTitle}>
            {trackingText.failedBody}
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
  );
}
