import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { AuthError } from '#machines/auth/auth.types.ts';
import { passwordChangeMachine } from '#machines/auth/password-change.machine.ts';
import {
  selectError,
  selectHasChanged,
  selectIsBusy,
  selectNeedsCurrentPassword,
  selectStep,
} from '#machines/auth/password-change.selectors.ts';
import { passwordChangeText as text } from '#src/content/account.ts';
import { useForm } from '#src/forms/use-form.ts';
import { notEmpty, passwordRules } from '#src/forms/validation.ts';
import { passwordChangeActors } from '#src/services/firebase/passwords.ts';
import { NewPasswordField, TextField } from '#src/components/form/text-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { AuthErrorAlert } from './auth-error-alert.tsx';
import { inspect } from '#src/actors/inspect.ts';

const passwordChangeLogic = passwordChangeMachine.provide({ actors: passwordChangeActors });

const newPasswordForm = { newPassword: { label: text.newPassword, rules: passwordRules } };
const currentPasswordForm = { currentPassword: { label: text.currentPassword, rules: [notEmpty] } };

const isWrongPassword = (error: AuthError | null) => error?.kind === 'wrong-credentials';

/**
 * The account page's password change, for a shopper who signs in with e-mail and password. When
 * the identity service asks for a recent sign-in, the current password is asked for in place of
 * the form; after each answer focus goes where the shopper continues.
 */
export function PasswordChange() {
  const [snapshot, send] = useMachine(passwordChangeLogic, { inspect, systemId: 'passwordChange' });
  const isBusy = selectIsBusy(snapshot);
  const needsCurrentPassword = selectNeedsCurrentPassword(snapshot);
  const hasChanged = selectHasChanged(snapshot);
  const error = selectError(snapshot);
  const newForm = useForm(newPasswordForm, { newPassword: '' });
  const currentForm = useForm(currentPasswordForm, { currentPassword: '' });
  const changedNotice = useRef<HTMLDivElement>(null);

  // Focus goes where the shopper goes on, once the page shows the answer: to the news, to the
  // current password asked for, or back to the new password (refused, or the check cancelled).
  const step = selectStep(snapshot);
  const shownStep = useRef(step);
  const onStepShown = useEffectEvent(() => {
    if (step === 'changed') {
      newForm.reset();
      changedNotice.current?.focus();
    } else if (step === 'confirming') {
      currentForm.focus('currentPassword');
    } else if (step === 'editing') {
      currentForm.reset();
      newForm.focus('newPassword');
    }
  });
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    onStepShown();
  }, [step]);

  return (
    <Stack gap="3">
      {hasChanged && (
        <Box ref={changedNotice} tabIndex={-1} borderRadius="l2" outlineOffset="2px">
          <Notice status="success">{text.changed}</Notice>
        </Box>
      )}
      {needsCurrentPassword ? (
        <form
          noValidate
          aria-label={text.confirmTitle}
          onSubmit={currentForm.handleSubmit(({ currentPassword }) =>
            send({ type: 'identity.submit', currentPassword }),
          )}
        >
          <Stack gap="3">
            <Text fontWeight="semibold">{text.confirmTitle}</Text>
            <Text>{text.confirmIntro}</Text>
            {isWrongPassword(error) ? (
              <Notice status="error">{text.wrongCurrentPassword}</Notice>
            ) : (
              <AuthErrorAlert error={error} />
            )}
            <TextField
              {...currentForm.textField('currentPassword')}
              type="password"
              autoComplete="current-password"
              required
            />
            <HStack gap="3" wrap="wrap">
              <Button type="submit" loading={isBusy} loadingText={text.confirming}>
                {text.confirm}
              </Button>
              <Button
                variant="ghost"
                disabled={isBusy}
                onClick={() => send({ type: 'identity.cancel' })}
              >
                {text.cancel}
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <form
          noValidate
          aria-label={text.formLabel}
          onSubmit={newForm.handleSubmit(({ newPassword }) =>
            send({ type: 'password.submit', newPassword }),
          )}
        >
          <Stack gap="3">
            <AuthErrorAlert error={error} />
            <NewPasswordField {...newForm.textField('newPassword')} />
            <Button
              type="submit"
              variant="outline"
              alignSelf="flex-start"
              loading={isBusy}
              loadingText={text.submitting}
            >
              {text.submit}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
