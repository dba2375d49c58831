import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Notice } from '#src/components/ui/notice.tsx';
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import { submissionOf, type SubmittedValues } from '#machines/submission/submission.machine.ts';
import {
  selectHasSucceeded,
  selectIsSubmitting,
  selectSubmitError,
} from '#machines/submission/submission.selectors.ts';
import { PhoneLink } from '#src/components/content/phone-link.tsx';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { EmailField, TextField } from '#src/components/form/text-field.tsx';
import { contactText } from '#src/content/info-text.ts';
import { shop } from '#src/content/shop.ts';
import { useForm } from '#src/forms/use-form.ts';
import { emailRules, maxLength, minLength, required } from '#src/forms/validation.ts';
import { simulatedSend } from './simulated-send.ts';
import { inspect } from '#src/actors/inspect.ts';

const { labels } = contactText;

const contactForm = {
  name: { label: labels.name, rules: [required, maxLength(80)] },
  email: { label: labels.email, rules: emailRules },
  subject: { label: labels.subject, rules: [required, maxLength(120)] },
  message: { label: labels.message, rules: [required, minLength(10), maxLength(2000)] },
};

const emptyMessage = { name: '', email: '', subject: '', message: '' };

interface ContactFormProps {
  /** Delivers the message: by default a simulated send, as the shop has no server yet. */
  send?: (message: SubmittedValues) => Promise<void>;
}

/** The contact form: cleared once the message is sent, kept as typed when sending fails. */
export function ContactForm({ send = simulatedSend }: ContactFormProps) {
  const form = useForm(contactForm, emptyMessage);
  const [snapshot, sendEvent, actorRef] = useMachine(submissionOf(send), {
    inspect,
    systemId: 'contactForm',
  });

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
        {selectHasSucceeded(snapshot) && (
          <Notice status="success" title={contactText.sentTitle}>
            {contactText.sentBody} <PhoneLink phone={shop.supportPhone} />.
          </Notice>
        )}
        {selectSubmitError(snapshot) !== null && (
          <Notice status="error" title={contactText.failedTitle}>
            {contactText.failedBody}
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
