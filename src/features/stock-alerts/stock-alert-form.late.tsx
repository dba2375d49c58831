import { Box, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { fromPromise } from 'xstate';
import { stockAlertMachine } from '#machines/stock-alert/stock-alert.machine.ts';
import {
  selectAlertError,
  selectIsSending,
  selectWaitingEmail,
  selectWasAlreadyWaiting,
} from '#machines/stock-alert/stock-alert.selectors.ts';
import { inspect } from '#src/actors/inspect.ts';
import { useAuth } from '#src/actors/use-auth.ts';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { EmailField } from '#src/components/form/text-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { stockAlertText } from '#src/features/stock-alerts/text.ts';
import { storeOf, type LocationId } from '#shop-api/stores.ts';
import { useForm } from '#src/forms/use-form.ts';
import { emailRules } from '#src/forms/validation.ts';
import { useStockAlertsServer } from '#src/features/stock-alerts/server.ts';
import { shopperMessage } from '#src/services/shopper-message.ts';

const alertForm = { email: { label: stockAlertText.emailLabel, rules: emailRules } };

export interface StockAlertFormProps {
  productId: string;
}

/**
 * "Notify me when it's back" on a sold-out product's page (delivery, the warehouse): a section
 * with its heading and `StockAlertFields`.
 */
export function StockAlertForm({ productId }: StockAlertFormProps) {
  const headingId = useId();
  return (
    // The id: where the end-to-end tests point axe (tests/stock-alerts.spec.ts).
    <Stack as="section" id="stock-alert" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="md">
        {stockAlertText.heading}
      </Heading>
      <StockAlertFields productId={productId} location="warehouse" labelledBy={headingId} />
    </Stack>
  );
}

interface StockAlertFieldsProps {
  productId: string;
  /** Where the shopper wants it: delivery (the warehouse) or a store. */
  location: LocationId;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The request itself (docs/decisions/0029-back-in-stock-alerts.md): the e-mail field, filled
 * from the signed-in account and editable; once the server has the request, one sentence naming
 * the address; a refusal shows the server's reason with the address kept as typed.
 */
export function StockAlertFields({ productId, location, labelledBy }: StockAlertFieldsProps) {
  const server = useStockAlertsServer();
  const { user } = useAuth();
  const form = useForm(alertForm, { email: user?.email ?? '' });
  const [logic] = useState(() =>
    stockAlertMachine.provide({
      actors: {
        request: fromPromise(({ input }: { input: { email: string } }) =>
          server.requestStockAlert({ productId, email: input.email, location }),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { inspect, systemId: 'stockAlert' });
  const waitingEmail = selectWaitingEmail(snapshot);
  const error = selectAlertError(snapshot);
  const store = location === 'warehouse' ? undefined : storeOf(location);

  // The account's address arrives after the page has started: it fills the field if still empty.
  const fillFromAccount = useEffectEvent((email: string) => {
    if (form.values.email === '') form.setValue('email', email);
  });
  useEffect(() => {
    if (user?.email) fillFromAccount(user.email);
  }, [user?.email]);

  if (waitingEmail !== null) {
    return (
      <Notice
        status="success"
        title={
          selectWasAlreadyWaiting(snapshot)
            ? stockAlertText.alreadyWaitingTitle
            : stockAlertText.waitingTitle
        }
      >
        {store
          ? stockAlertText.waitingAt(waitingEmail, store.name)
          : stockAlertText.waiting(waitingEmail)}
      </Notice>
    );
  }
  return (
    <>
      <Text color="fg.muted" textStyle="sm">
        {store ? stockAlertText.bodyAt(store.name) : stockAlertText.body}
      </Text>
      <chakra.form
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={form.handleSubmit(({ email }) =>
          send({ type: 'stockAlert.submit', email: email.trim() }),
        )}
      >
        <Flex direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }} gap="3">
          <Box flex="1" minW="0">
            <EmailField {...form.textField('email')} autoComplete="email" />
          </Box>
          <SubmitButton
            busy={selectIsSending(snapshot)}
            busyText={stockAlertText.sending}
            flexShrink={0}
            // Level with the input: the label's line (1.25rem) plus the field's gap (0.375rem).
            mt={{ sm: '1.625rem' }}
          >
            {stockAlertText.submit}
          </SubmitButton>
        </Flex>
      </chakra.form>
      {error !== null && (
        <Notice status="error" title={stockAlertText.failed}>
          {shopperMessage(error) ?? stockAlertText.unknownError}
        </Notice>
      )}
    </>
  );
}
