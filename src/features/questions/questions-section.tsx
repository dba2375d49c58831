import { Badge, Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  answerSchema,
  questionSchema,
  type Answer,
  type Question,
  type QuestionPage,
} from '#shop-api/questions.ts';
import { questionsMachine, type PostRef } from '#machines/questions/questions.machine.ts';
import {
  selectHideError,
  selectHiding,
  selectIsLoading,
  selectLoadError,
  selectQuestionPage,
} from '#machines/questions/questions.selectors.ts';
import { inspect } from '#src/actors/inspect.ts';
import { questionsText as text } from '#src/features/questions/text.ts';
import { path } from '#src/routing/paths.ts';
import { withReturnPath } from '#src/routing/return-path.ts';
import { useQuestionsServer, type QuestionsServer } from '#src/features/questions/server.ts';
import { formatDate } from '#shop-api/dates.ts';
import { failureMessage } from '#src/components/ui/load-states.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { InlineConfirm } from '#src/components/ui/inline-confirm.tsx';
import { LoadedSection } from '#src/components/ui/loaded-section.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { FormInPlace } from './post-in-place.tsx';
import { AnswerList } from './answer-list.tsx';
import { PagedList } from '#src/components/ui/paged-list.tsx';

/** What staff are doing about posts: shown by each post it concerns. */
interface Moderation {
  staff: boolean;
  hiding: PostRef | null;
  failed: { post: PostRef; error: unknown } | null;
  onHide: (post: PostRef) => void;
}

/**
 * A product's questions and answers (docs/decisions/0031-questions-and-answers.md): the way to
 * ask one, then the questions a page at a time, newest first, each with its answers (staff's
 * marked and first) or "No answer yet", and a way to answer. Staff may hide a question or an
 * answer. Everything a shopper wrote is shown as plain text.
 */
export function QuestionsSection({ productId }: { productId: string }) {
  const server = useQuestionsServer();
  const [logic] = useState(() =>
    questionsMachine.provide({
      actors: {
        loadQuestions: fromPromise(({ input }) => server.loadQuestions(input)),
        hidePost: fromPromise(({ input }) => server.hidePost(input)),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, {
    input: { productId },
    inspect,
    systemId: 'questions',
  });
  // The page as the server answered it (shop-api/questions.ts); the machine reads only a part.
  const page = selectQuestionPage(snapshot);
  const loadError = selectLoadError(snapshot);
  const moderation: Moderation = {
    staff: page?.viewer?.staff ?? false,
    hiding: selectHiding(snapshot),
    failed: selectHideError(snapshot),
    onHide: (post) => send({ type: 'post.hide', post }),
  };
  return (
    <LoadedSection
      id="questions"
      heading={text.heading}
      loadingText={text.loading}
      loadFailedText={text.loadFailed}
      loaded={page}
      loadError={loadError}
      onRetry={() => send({ type: 'questions.retry' })}
    >
      {(page) => (
        <>
          <Text color="fg.muted">{text.count(page.questionCount)}</Text>
          <AskPart
            page={page}
            sendQuestion={server.askQuestion}
            onAsked={() => send({ type: 'questions.asked' })}
          />
          {page.questions.length > 0 && (
            <PagedList
              label={text.pagesLabel}
              page={page.page}
              pageCount={page.pageCount}
              busy={selectIsLoading(snapshot)}
              onPage={(next) => send({ type: 'questions.page', page: next })}
            >
              {page.questions.map((question) => (
                <QuestionItem
                  key={question.id}
                  question={question}
                  signedIn={page.viewer !== null}
                  moderation={moderation}
                  sendAnswer={server.answerQuestion}
                  onAnswered={() => send({ type: 'questions.answered' })}
                />
              ))}
            </PagedList>
          )}
        </>
      )}
    </LoadedSection>
  );
}

/** A guest's way to sign in, or a signed-in shopper's button that opens the question form. */
function AskPart({
  page,
  sendQuestion,
  onAsked,
}: {
  page: QuestionPage;
  sendQuestion: QuestionsServer['askQuestion'];
  onAsked: () => void;
}) {
  const { pathname } = useLocation();
  if (!page.viewer) {
    return (
      <Box>
        <AppLink to={withReturnPath(path.login, `${pathname}#questions`)}>
          {text.signInToAsk}
        </AppLink>
      </Box>
    );
  }
  return (
    <FormInPlace
      buttonLabel={text.ask}
      posted={text.asked}
      onPosted={onAsked}
      form={{
        label: text.askLabel,
        schema: questionSchema.entries.body,
        help: text.askHelp,
        submitLabel: text.askSubmit,
        post: (body) => sendQuestion(page.productId, body),
      }}
    />
  );
}

interface QuestionItemProps {
  question: Question;
  signedIn: boolean;
  moderation: Moderation;
  sendAnswer: QuestionsServer['answerQuestion'];
  onAnswered: () => void;
}

/** One question: what was asked, by whom and when, its answers or that there is none yet. */
function QuestionItem({
  question,
  signedIn,
  moderation,
  sendAnswer,
  onAnswered,
}: QuestionItemProps) {
  return (
    <Stack as="li" gap="3" borderTopWidth="1px" pt="4">
      <Stack gap="1">
        <Heading as="h3" size="sm" whiteSpace="pre-line" wordBreak="break-word">
          <chakra.span aria-hidden="true">{text.questionMark} </chakra.span>
          {question.body}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {text.askedBy(question.author, formatDate(question.createdAt))}
        </Text>
        <HideControl
          post={{ kind: 'question', id: question.id }}
          label={text.hideQuestion}
          ariaLabel={text.hideQuestionLabel(question.body)}
          question={text.hideQuestionConfirm}
          moderation={moderation}
        />
      </Stack>
      <AnswerList answers={question.answers}>
        {(answer) => <AnswerItem key={answer.id} answer={answer} moderation={moderation} />}
      </AnswerList>
      {signedIn && (
        <FormInPlace
          buttonLabel={text.answer}
          buttonAriaLabel={text.answerButtonLabel(question.body)}
          posted={moderation.staff ? text.answeredAsStaff : text.answered}
          onPosted={onAnswered}
          form={{
            label: text.answerLabel,
            schema: answerSchema.entries.body,
            help: text.answerHelp,
            submitLabel: text.answerSubmit,
            post: (body) => sendAnswer(question.id, body),
          }}
        />
      )}
    </Stack>
  );
}

function AnswerItem({ answer, moderation }: { answer: Answer; moderation: Moderation }) {
  return (
    <Stack as="li" gap="1">
      <Text whiteSpace="pre-line" wordBreak="break-word">
        {answer.body}
      </Text>
      <Flex align="center" gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
        <Text as="span">{text.answeredBy(answer.author, formatDate(answer.createdAt))}</Text>
        {answer.byStaff && (
          <Badge colorPalette="blue" variant="subtle">
            {text.staffBadge}
          </Badge>
        )}
      </Flex>
      <HideControl
        post={{ kind: 'answer', id: answer.id }}
        label={text.hideAnswer}
        ariaLabel={text.hideAnswerLabel(answer.author)}
        question={text.hideAnswerConfirm}
        moderation={moderation}
      />
    </Stack>
  );
}

/** Staff's "Hide", asked in place, and why the server refused it; nothing for anyone else. */
function HideControl({
  post,
  label,
  ariaLabel,
  question,
  moderation,
}: {
  post: PostRef;
  label: string;
  ariaLabel: string;
  question: string;
  moderation: Moderation;
}) {
  if (!moderation.staff) return null;
  const isThis = (other: PostRef | null | undefined) =>
    other?.kind === post.kind && other.id === post.id;
  return (
    <Stack gap="2" align="flex-start">
      <InlineConfirm
        label={label}
        ariaLabel={ariaLabel}
        question={question}
        confirmLabel={text.hideYes}
        keepLabel={text.hideNo}
        busy={isThis(moderation.hiding)}
        colorPalette="red"
        onConfirm={() => moderation.onHide(post)}
      />
      {isThis(moderation.failed?.post) && (
        <Notice status="error">{failureMessage(moderation.failed?.error)}</Notice>
      )}
    </Stack>
  );
}
