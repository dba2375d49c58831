import { Box, Container, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useId } from 'react';
import { submissionOf } from '#machines/submission/submission.machine.ts';
import { selectIsSubmitting } from '#machines/submission/submission.selectors.ts';
import { inspect } from '#src/actors/inspect.ts';
import { newsletterText } from '#src/content/home.ts';
import { useForm } from '#src/forms/use-form.ts';
import { emailRules } from '#src/forms/validation.ts';
import { subscribeToNewsletter, type NewsletterSignUp } from '#src/services/newsletter.ts';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { EmailField } from '#src/components/form/text-field.tsx';
import { notify } from '#src/components/ui/notify.ts';
import { shopperMessage } from '#src/services/shopper-message.ts';

const newsletterForm = { email: { label: newsletterText.emailLabel, rules: emailRules } };
const noEmail = { email: '' };
const toastId = 'newsletter';

interface NewsletterFormProps {
  /** Signs the address up: by default with the shop's server (`subscribeToNewsletter`). */
  subscribe?: (signUp: NewsletterSignUp) => Promise<void>;
}

/**
 * The home page's newsletter band (docs/decisions/0016-what-is-shown-when.md): the button is busy
 * for at least 1000 ms; a toast says how it went; the field is cleared once subscribed, kept as
 * typed for a retry on failure.
 */
export function NewsletterForm({ subscribe = subscribeToNewsletter }: NewsletterFormProps) {
  const headingId = useId();
  const form = useForm(newsletterForm, noEmail);
  const [snapshot, send, actorRef] = useMachine(
    submissionOf(({ email = '' }) => subscribe({ email })),
    { inspect, systemId: 'newsletter' },
  );

  const onSubscribed = useEffectEvent(() => {
    form.reset();
    notify({ id: toastId, type: 'success', title: newsletterText.success });
  });
  useEffect(() => {
    const subscriptions = [
      actorRef.on('submission.succeeded', () => onSubscribed()),
      // The address stays in the field, so the shopper can try again.
      actorRef.on('submission.failed', ({ error }) => {
        notify({
          id: toastId,
          type: 'error',
          title: newsletterText.failure,
          description: shopperMessage(error),
        });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef]);

  return (
    <Box as="section" bg="brand.subtle" py={{ base: '10', md: '14' }}>
      <Container maxW="7xl">
        <Flex
          direction={{ base: 'column', lg: 'row' }}
          align={{ lg: 'center' }}
          justify="space-between"
          gap={{ base: '6', lg: '12' }}
        >
          <Stack gap="2" maxW={{ lg: 'xl' }}>
            <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
              {newsletterText.heading}
            </Heading>
            <Text color="fg.muted">{newsletterText.body}</Text>
          </Stack>
          <chakra.form
            noValidate
            aria-labelledby={headingId}
            onSubmit={form.handleSubmit(({ email }) =>
              send({ type: 'submission.submit', values: { email: email.trim() } }),
            )}
            w="full"
            maxW={{ lg: 'lg' }}
          >
            <Flex direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }} gap="3">
              <Box flex="1" minW="0">
                <EmailField {...form.textField('email')} size="lg" bg="bg" />
              </Box>
              <SubmitButton
                busy={selectIsSubmitting(snapshot)}
                busyText={newsletterText.subscribing}
                flexShrink={0}
                // Level with the input: the label's line (1.25rem) plus the field's gap (0.375rem).
                mt={{ sm: '1.625rem' }}
              >
                {newsletterText.subscribe}
              </SubmitButton>
            </Flex>
          </chakra.form>
        </Flex>
      </Container>
    </Box>
  );
}
