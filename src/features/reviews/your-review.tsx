import { Box, Button, chakra, Field, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { submissionOf } from '#machines/submission/submission.machine.ts';
import {
  selectIsSubmitting,
  selectSubmitError,
} from '#machines/submission/submission.selectors.ts';
import {
  reviewLimits,
  reviewSchema,
  type Review,
  type ReviewVisibility,
} from '#shop-api/reviews.ts';
import { inspect } from '#src/actors/inspect.ts';
import { reviewsText as text } from '#src/features/reviews/text.ts';
import { useCutAtLimit } from '#src/forms/use-cut-at-limit.ts';
import { useForm } from '#src/forms/use-form.ts';
import { rulesOf } from '#src/forms/contract-rules.ts';
import type { Rule } from '#src/forms/validation.ts';
import { useReviewsServer } from '#src/features/reviews/server.ts';
import { shopperMessage } from '#src/services/shopper-message.ts';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { TextField } from '#src/components/form/text-field.tsx';
import { InlineConfirm } from '#src/components/ui/inline-confirm.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { StarRating } from '#src/components/product/star-rating.tsx';

const chosen: Rule<string> = (value) => (value === '' ? text.starsRequired : null);

// The title's and text's rules are the contract's (shop-api/reviews.ts).
const reviewForm = {
  stars: { label: text.starsLegend, rules: [chosen] },
  title: { label: text.title, rules: rulesOf(reviewSchema.entries.title) },
  body: { label: text.body, rules: rulesOf(reviewSchema.entries.body) },
};

type Mine = (Review & { visibility: ReviewVisibility }) | null;

interface YourReviewProps {
  productId: string;
  mine: Mine;
  /** The review was written, changed or deleted: the list and the rating load again. */
  onChanged: () => void;
}

/**
 * The signed-in shopper's part of the reviews: their review with Edit and Delete (and why it is
 * not shown, when it is hidden), or 'Write a review'; the form in its place while open.
 */
export function YourReview({ productId, mine, onChanged }: YourReviewProps) {
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'deleted' | null>(null);
  // Where the focus goes once the form has closed: what was done, or the button that opened it.
  const focusAfterClose = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusAfterClose.current) return;
    focusAfterClose.current = false;
    (outcome ? outcomeRef : triggerRef).current?.focus();
  });
  const close = (done: 'saved' | 'deleted' | null) => {
    setEditing(false);
    setOutcome(done);
    focusAfterClose.current = true;
    if (done) onChanged();
  };
  if (editing) {
    return <ReviewForm productId={productId} mine={mine} onDone={close} />;
  }
  return (
    <Stack gap="3">
      {outcome && (
        <Box ref={outcomeRef} tabIndex={-1}>
          <Notice status="success">
            {outcome === 'deleted'
              ? text.deleted
              : // A new review is shown; a changed one keeps its visibility.
                mine === null || mine.visibility === 'shown'
                ? text.saved
                : text.savedHidden}
          </Notice>
        </Box>
      )}
      {mine ? (
        <MyReview
          mine={mine}
          productId={productId}
          editRef={triggerRef}
          onEdit={() => setEditing(true)}
          onDeleted={() => close('deleted')}
        />
      ) : (
        <Button ref={triggerRef} alignSelf="flex-start" onClick={() => setEditing(true)}>
          {text.write}
        </Button>
      )}
    </Stack>
  );
}

function MyReview({
  mine,
  productId,
  editRef,
  onEdit,
  onDeleted,
}: {
  mine: NonNullable<Mine>;
  productId: string;
  editRef: RefObject<HTMLButtonElement | null>;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const server = useReviewsServer();
  const [snapshot, send, actorRef] = useMachine(
    submissionOf(() => server.deleteMyReview(productId), { minimumWait: 0 }),
    { inspect, systemId: 'reviewDelete' },
  );
  const deleted = useEffectEvent(onDeleted);
  useEffect(() => {
    const subscription = actorRef.on('submission.succeeded', () => deleted());
    return () => subscription.unsubscribe();
  }, [actorRef]);
  const error = selectSubmitError(snapshot);
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="4">
      <Heading as="h3" size="md">
        {text.yourReview}
      </Heading>
      {mine.visibility !== 'shown' && (
        <Notice status="warning">
          {mine.visibility === 'reported' ? text.hiddenReported : text.hiddenByStaff}
        </Notice>
      )}
      <StarRating rating={mine.stars} />
      <Text fontWeight="semibold" wordBreak="break-word">
        {mine.title}
      </Text>
      <Text whiteSpace="pre-line" wordBreak="break-word">
        {mine.body}
      </Text>
      {error !== null && <Notice status="error">{shopperMessage(error)}</Notice>}
      <Flex gap="2" wrap="wrap" align="center">
        <Button ref={editRef} size="sm" variant="outline" onClick={onEdit}>
          {text.edit}
        </Button>
        <InlineConfirm
          label={text.delete}
          question={text.deleteConfirm}
          confirmLabel={text.deleteYes}
          keepLabel={text.deleteNo}
          busy={selectIsSubmitting(snapshot)}
          colorPalette="red"
          onConfirm={() => send({ type: 'submission.submit', values: {} })}
        />
      </Flex>
    </Stack>
  );
}

/**
 * The review form: stars, title and text, checked as the server checks them. Text pasted past a
 * limit is cut there, and the field says so; what the shopper typed stays if sending fails.
 */
function ReviewForm({
  productId,
  mine,
  onDone,
}: {
  productId: string;
  mine: Mine;
  onDone: (done: 'saved' | null) => void;
}) {
  const form = useForm(reviewForm, {
    stars: mine ? String(mine.stars) : '',
    title: mine?.title ?? '',
    body: mine?.body ?? '',
  });
  const server = useReviewsServer();
  const [snapshot, send, actorRef] = useMachine(
    submissionOf(
      ({ stars = '', title = '', body = '' }) =>
        server.saveMyReview(productId, { stars: Number(stars), title, body }),
      { minimumWait: 0 },
    ),
    { inspect, systemId: 'reviewForm' },
  );
  const saved = useEffectEvent(() => onDone('saved'));
  useEffect(() => {
    const subscription = actorRef.on('submission.succeeded', () => saved());
    return () => subscription.unsubscribe();
  }, [actorRef]);
  const error = selectSubmitError(snapshot);
  const limited = useCutAtLimit(form.textField);
  const body = limited('body', reviewLimits.bodyMax);
  return (
    <chakra.form
      noValidate
      aria-label={text.formLabel}
      onSubmit={form.handleSubmit((values) => send({ type: 'submission.submit', values }))}
      borderWidth="1px"
      rounded="md"
      p="4"
    >
      <Stack gap="4">
        <Field.Root invalid={Boolean(form.errors.stars)} required>
          <chakra.fieldset>
            <chakra.legend fontWeight="medium" mb="2">
              {text.starsLegend}
            </chakra.legend>
            <Flex gap="4" wrap="wrap">
              {[1, 2, 3, 4, 5].map((stars) => (
                <chakra.label key={stars} display="flex" alignItems="center" gap="1.5">
                  <input
                    type="radio"
                    name="stars"
                    value={stars}
                    checked={form.values.stars === String(stars)}
                    onChange={() => form.setValue('stars', String(stars))}
                    ref={stars === 1 ? form.register('stars') : undefined}
                    aria-invalid={Boolean(form.errors.stars) || undefined}
                  />
                  {text.starOption(stars)}
                </chakra.label>
              ))}
            </Flex>
          </chakra.fieldset>
          <Field.ErrorText>{form.errors.stars}</Field.ErrorText>
        </Field.Root>
        <TextField {...limited('title', reviewLimits.titleMax)} required />
        <Box>
          <TextField
            {...body}
            multiline
            rows={6}
            required
            helperText={body.helperText ?? text.bodyHelp(form.values.body.length)}
          />
        </Box>
        {error !== null && <Notice status="error">{shopperMessage(error)}</Notice>}
        <Flex gap="3" wrap="wrap">
          <SubmitButton busy={selectIsSubmitting(snapshot)} busyText={text.sending} size="md">
            {mine ? text.submitChange : text.submit}
          </SubmitButton>
          <Button variant="ghost" onClick={() => onDone(null)}>
            {text.cancel}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
