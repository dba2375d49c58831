import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Notice } from '#src/components/ui/notice.tsx';
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import { submissionOf } from '#machines/submission/submission.machine.ts';
import {
  selectIsSubmitting,
  selectResult,
  selectSubmitError,
} from '#machines/submission/submission.selectors.ts';
import { contactMessageSchema, type ContactReceipt } from '#shop-api/messages.ts';
import { PhoneLink } from '#src/components/content/phone-link.tsx';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { EmailField, TextField } from '#src/components/form/text-field.tsx';
import { contactText } from '#src/content/info-text.ts';
import { shop } from '#src/content/shop.ts';
import { useForm } from '#src/forms/use-form.ts';
import { rulesOf } from '#src/forms/contract-rules.ts';
import { emailRules } from '#src/forms/validation.ts';
import { useContactServer } from '#src/features/contact/server.ts';
import { shopperMessage } from '#src/services/shopper-message.ts';
import { inspect } from '#src/actors/inspect.ts';

const { labels } = contactText;

// The rules are the contract's (shop-api/messages.ts).
const contactForm = {
  name: { label: labels.name, rules: rulesOf(contactMessageSchema.entries.name) },
  email: { label: labels.email, rules: emailRules },
  subject: { label: labels.subject, rules: rulesOf(contactMessageSchema.entries.subject) },
  message: {
    label: labels.message,
    rules: rulesOf(contactMessageSchema.entries.message),
  },
};

const emptyMessage = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form: "Thank you" once the shop's server stored the message (and the form is
 * cleared), the server's reason when it did not, with the message kept as typed.
 */
export function ContactForm() {
  const server = useContactServer();
  const form = useForm(contactForm, emptyMessage);
  const [snapshot, sendEvent, actorRef] = useMachine(
    submissionOf(
      ({ name = '', email = '', subject = '', message = '' }) =>
        server.sendContactMessage({ name, email, subject, message }),
      { minimumWait: 0 },
    ),
    { inspect, systemId: 'contactForm' },
  );
  const receipt = selectResult(snapshot) as ContactReceipt | null;
  const error = selectSubmitError(snapshot);

  const onSent = useEffectEvent(() => form.reset());
  useEffect(() => {
    const subscription = actorRef.on('submission.succeeded', () => onSent());
    return () => subscription.unsubscribe();
  }, [actorRef]);

  return (
    <form
      noValidate
      aria-label={contactText.formTitle}
      onSubmit={form.handleSubmit((values) => sendEvent({ type: 'submission.submit', values }))}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField {...form.textField('name')} autoComplete="name" required />
          <EmailField {...form.textField('email')} />
        </SimpleGrid>
        <TextField {...form.textField('subject')} required />
        <TextField {...form.textField('message')} multiline rows={6} required />
        {receipt && (
          <Notice status="success" title={contactText.sentTitle}>
            {contactText.received} {contactText.sentBody} <PhoneLink phone={shop.supportPhone} />.
          </Notice>
        )}
        {error !== null && (
          <Notice status="error" title={contactText.failedTitle}>
            {shopperMessage(error)} {contactText.failedBody}
          </Notice>
        )}
        <SubmitButton
          busy={selectIsSubmitting(snapshot)}
          busyText={contactText.sending}
          alignSelf="flex-start"
        >
          {contactText.submit}
        </SubmitButton>
      </Stack>
    </form>
  );
}
