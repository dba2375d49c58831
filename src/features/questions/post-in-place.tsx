import { Box, Button, chakra, Flex, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { submissionOf } from '#machines/submission/submission.machine.ts';
import {
  selectIsSubmitting,
  selectSubmitError,
} from '#machines/submission/submission.selectors.ts';
import { inspect } from '#src/actors/inspect.ts';
import { questionsText as text } from '#src/features/questions/text.ts';
import { useCutAtLimit } from '#src/forms/use-cut-at-limit.ts';
import { useForm } from '#src/forms/use-form.ts';
import { mostCharactersOf, rulesOf, type FieldSchema } from '#src/forms/contract-rules.ts';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { TextField } from '#src/components/form/text-field.tsx';
import { failureMessage } from '#src/components/ui/load-states.tsx';
import { Notice } from '#src/components/ui/notice.tsx';

// A question's or an answer's form, opened in place: on the product page's questions
// (questions-section.tsx) and on the staff's list of questions (/staff/questions).

interface FormInPlaceProps {
  buttonLabel: string;
  buttonAriaLabel?: string;
  /** Said once the form has posted, where the button is. */
  posted: string;
  onPosted: () => void;
  form: Omit<PostFormProps, 'onClose'>;
}

/**
 * A button that opens a post's form in its place; the form closes back to the button (which takes
 * the focus) or, once it has posted, to a message saying so (which takes the focus).
 */
export function FormInPlace({
  buttonLabel,
  buttonAriaLabel,
  posted,
  onPosted,
  form,
}: FormInPlaceProps) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const focusAfterClose = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusAfterClose.current) return;
    focusAfterClose.current = false;
    (done ? doneRef : buttonRef).current?.focus();
  });
  const close = (hasPosted: boolean) => {
    setOpen(false);
    setDone(hasPosted);
    focusAfterClose.current = true;
    if (hasPosted) onPosted();
  };
  if (open) return <PostForm {...form} onClose={close} />;
  return (
    <Stack gap="3" align="flex-start">
      {done && (
        <Box ref={doneRef} tabIndex={-1} alignSelf="stretch">
          <Notice status="success">{posted}</Notice>
        </Box>
      )}
      <Button
        ref={buttonRef}
        variant="outline"
        size="sm"
        aria-label={buttonAriaLabel}
        onClick={() => {
          setDone(false);
          setOpen(true);
        }}
      >
        {buttonLabel}
      </Button>
    </Stack>
  );
}

interface PostFormProps {
  label: string;
  /** The text's schema in the contract (shop-api/questions.ts): the form's rules and limit. */
  schema: FieldSchema;
  help: (used: number) => string;
  submitLabel: string;
  post: (body: string) => Promise<unknown>;
  onClose: (posted: boolean) => void;
}

/**
 * A question's or an answer's form: one text, checked as the server checks it, cut at its limit
 * with a message, kept as typed when posting fails.
 */
function PostForm({ label, schema, help, submitLabel, post, onClose }: PostFormProps) {
  const form = useForm({ body: { label, rules: rulesOf(schema) } }, { body: '' });
  const limited = useCutAtLimit(form.textField);
  const [snapshot, send, actorRef] = useMachine(
    submissionOf(({ body = '' }) => post(body), { minimumWait: 0 }),
    { inspect, systemId: 'postForm' },
  );
  const posted = useEffectEvent(() => onClose(true));
  useEffect(() => {
    const subscription = actorRef.on('submission.succeeded', () => posted());
    return () => subscription.unsubscribe();
  }, [actorRef]);
  // Opened by the shopper: the focus goes to the text, where they will type.
  const focusText = useEffectEvent(() => form.focus('body'));
  useEffect(() => focusText(), []);
  const error = selectSubmitError(snapshot);
  const body = limited('body', mostCharactersOf(schema));
  return (
    <chakra.form
      noValidate
      aria-label={label}
      onSubmit={form.handleSubmit((values) => send({ type: 'submission.submit', values }))}
      borderWidth="1px"
      rounded="md"
      p="4"
      alignSelf="stretch"
    >
      <Stack gap="4">
        <TextField
          {...body}
          multiline
          rows={3}
          required
          helperText={body.helperText ?? help(form.values.body.length)}
        />
        {error !== null && <Notice status="error">{failureMessage(error)}</Notice>}
        <Flex gap="3" wrap="wrap">
          <SubmitButton busy={selectIsSubmitting(snapshot)} busyText={text.sending} size="md">
            {submitLabel}
          </SubmitButton>
          <Button variant="ghost" onClick={() => onClose(false)}>
            {text.cancel}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
