import { Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'react-router-dom';
import { contactSchema, phonePattern } from '#shop-api/orders.ts';
import { useAuth } from '#src/actors/use-auth.ts';
import { EmailField, TextField } from '#src/components/form/text-field.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { checkoutText } from '#src/features/checkout/text.ts';
import { useForm } from '#src/forms/use-form.ts';
import { mostCharactersOf, rulesOf } from '#src/forms/contract-rules.ts';
import { useCutAtLimit } from '#src/forms/use-cut-at-limit.ts';
import { emailRules, matches, required } from '#src/forms/validation.ts';
import { path } from '#src/routing/paths.ts';
import { withReturnPath } from '#src/routing/return-path.ts';
import { StepHeading, type StepProps } from './step-parts.tsx';

const { labels } = checkoutText;

// The name's rules are the contract's (shop-api/orders.ts).
const contactForm = {
  name: { label: labels.name, rules: rulesOf(contactSchema.entries.name) },
  email: { label: labels.email, rules: emailRules },
  phone: {
    label: labels.phone,
    rules: [required, matches(phonePattern, checkoutText.phoneInvalid)],
  },
};

/** Step 1: who the order is for. A guest may sign in on the way: nothing typed is lost. */
export function ContactStep({ checkout, headingRef }: StepProps) {
  const { isSignedIn, user } = useAuth();
  const location = useLocation();
  const kept = useSelector(checkout, (snapshot) => snapshot.context.contact);
  const form = useForm(contactForm, kept, (contact) =>
    checkout.send({ type: 'checkout.edit', contact }),
  );
  const cutAtLimit = useCutAtLimit(form.textField);
  return (
    <form
      noValidate
      aria-label={checkoutText.steps.contact}
      onSubmit={form.handleSubmit(() => checkout.send({ type: 'checkout.continue' }))}
    >
      <StepHeading step="contact" headingRef={headingRef} />
      <Stack gap="4">
        <Text color="fg.muted">
          {isSignedIn && user?.email ? (
            checkoutText.signedInAs(user.email)
          ) : (
            <>
              {checkoutText.guestNote}{' '}
              <AppLink to={withReturnPath(path.login, `${location.pathname}${location.search}`)}>
                {checkoutText.signInOffer}
              </AppLink>
              : {checkoutText.signInKeeps}
            </>
          )}
        </Text>
        <TextField
          {...cutAtLimit('name', mostCharactersOf(contactSchema.entries.name))}
          autoComplete="name"
          required
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <EmailField {...form.textField('email')} />
          <TextField
            {...form.textField('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            helperText={checkoutText.phoneHelp}
            required
          />
        </SimpleGrid>
        <Flex justify="flex-end">
          <Button type="submit" size="lg">
            {checkoutText.continue}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
