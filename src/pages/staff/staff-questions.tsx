import { AnswerList } from '#src/features/questions/answer-list.tsx';
import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import {
  answerSchema,
  type PostVisibility,
  type StaffAnswer,
  type StaffQuestion,
  type StaffQuestionFilter,
} from '#shop-api/questions.ts';
import { formatDate } from '#shop-api/dates.ts';
import { useRowList } from '#src/actors/use-row-list.ts';
import { failureMessage } from '#src/components/ui/load-states.tsx';
import { FormInPlace } from '#src/features/questions/post-in-place.tsx';
import { StaffListBody, StaffPage } from '#src/features/staff/staff-page.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { InlineConfirm } from '#src/components/ui/inline-confirm.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { questionsText } from '#src/features/questions/text.ts';
import { staffQuestionsText as text } from '#src/features/staff/text.ts';
import { href } from '#src/routing/paths.ts';
import { useQuestionsServer } from '#src/features/questions/server.ts';
import { useStaffServer, type StaffServer } from '#src/features/staff/server.ts';
import { namesOf, useStaffProducts } from '#src/features/staff/use-staff-products.ts';

const filters = ['unanswered', 'hidden'] as const satisfies readonly StaffQuestionFilter[];

/** What staff decide about a question, or about one of its answers (`answerId`). */
interface QuestionModeration {
  rowId: number;
  answerId?: number;
  visibility: PostVisibility;
}

const statusId = (questionId: number) => `question-moderated-${questionId}`;
const answeredId = 'question-answered';

/** The other visibility: what staff can make a post. */
const toggled = (visibility: PostVisibility): PostVisibility =>
  visibility === 'shown' ? 'hidden' : 'shown';

/**
 * The staff's questions (`/staff/questions`, docs/decisions/0031-questions-and-answers.md): those
 * still waiting for a staff answer, the longest waiting first, which staff answer in place (the
 * question then leaves the list), or those hidden or with a hidden answer. Each shows its product,
 * its words and its answers as plain text; staff hide a question or show it again, and show a
 * hidden answer again, each after a question in place. The server refuses anyone not staff.
 */
export function StaffQuestionsPage() {
  return (
    <StaffPage title={text.title} description={text.description}>
      <StaffQuestions />
    </StaffPage>
  );
}

/** The question as the server answered an action on it, or on one of its answers. */
async function moderated(
  server: StaffServer,
  { answerId, visibility }: QuestionModeration,
  question: StaffQuestion,
): Promise<StaffQuestion> {
  if (answerId === undefined) return server.moderateQuestion(question.id, visibility);
  const answer = await server.moderateAnswer(answerId, visibility);
  return {
    ...question,
    answers: question.answers.map((listed) => (listed.id === answer.id ? answer : listed)),
  };
}

function StaffQuestions() {
  const staffServer = useStaffServer();
  const questionsServer = useQuestionsServer();
  const names = namesOf(useStaffProducts());
  const {
    rows: questions,
    loadError,
    filter,
    acting,
    failure,
    done,
    ...list
  } = useRowList<StaffQuestion, QuestionModeration, StaffQuestionFilter>({
    systemId: 'staffQuestions',
    filter: 'unanswered',
    load: staffServer.listStaffQuestions,
    act: (action, question) => moderated(staffServer, action, question),
    doneId: ({ rowId, removed }) => (removed ? answeredId : statusId(rowId)),
  });

  return (
    <StaffListBody
      id="staff-questions-filter"
      text={text}
      filters={filters}
      filter={filter}
      onFilterChange={list.changeFilter}
      rows={questions}
      loadError={loadError}
      onRetry={list.retry}
      left={done?.removed === true && { id: answeredId, text: text.answered }}
    >
      {questions?.map((question) => (
        <StaffQuestionRow
          key={question.id}
          question={question}
          productName={names[question.productId] ?? question.productId}
          answerable={filter === 'unanswered' && question.visibility === 'shown'}
          acting={acting?.rowId === question.id ? acting : null}
          error={failure?.action.rowId === question.id ? failure.error : null}
          done={done?.rowId === question.id ? done.action : null}
          onModerate={(change) => list.act({ rowId: question.id, ...change })}
          sendAnswer={(body) => questionsServer.answerQuestion(question.id, body)}
          onAnswered={() => list.changed(question.id, null)}
        />
      ))}
    </StaffListBody>
  );
}

interface StaffQuestionRowProps {
  question: StaffQuestion;
  productName: string;
  /** Staff answer it here: it waits for them, and shoppers see it. */
  answerable: boolean;
  /** The action the server is making now on this question or one of its answers. */
  acting: QuestionModeration | null;
  /** Why this question's last action failed. */
  error: unknown;
  /** The action the server has just made on this question: the row says what it is now. */
  done: QuestionModeration | null;
  onModerate: (change: Omit<QuestionModeration, 'rowId'>) => void;
  sendAnswer: (body: string) => Promise<unknown>;
  onAnswered: () => void;
}

/** One question as staff see it: what the shopper asked, its answers, and what staff can do. */
function StaffQuestionRow({
  question,
  productName,
  answerable,
  acting,
  error,
  done,
  onModerate,
  sendAnswer,
  onAnswered,
}: StaffQuestionRowProps) {
  const words = text.moderate[toggled(question.visibility)];
  return (
    <Stack as="li" gap="2" borderBottomWidth="1px" py="4">
      <Flex gap="2" align="center" wrap="wrap">
        <AppLink to={`${href('product', { productId: question.productId })}#questions`}>
          {productName}
        </AppLink>
        <HiddenBadge visibility={question.visibility} />
      </Flex>
      {/* What the shopper wrote, as text: React escapes it, and nothing reads it as HTML. */}
      <Heading as="h2" size="md" whiteSpace="pre-line" wordBreak="break-word">
        {question.body}
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {text.askedBy(question.author, formatDate(question.createdAt))}
      </Text>
      <AnswerList answers={question.answers}>
        {(answer) => (
          <StaffAnswerItem
            key={answer.id}
            answer={answer}
            busy={acting?.answerId === answer.id}
            onShow={() => onModerate({ answerId: answer.id, visibility: 'shown' })}
          />
        )}
      </AnswerList>
      {done && (
        <Text id={statusId(question.id)} role="status" tabIndex={-1} fontWeight="medium">
          {text.moderated[done.answerId === undefined ? 'question' : 'answer'][done.visibility]}
        </Text>
      )}
      {answerable && (
        <FormInPlace
          buttonLabel={questionsText.answer}
          buttonAriaLabel={questionsText.answerButtonLabel(question.body)}
          posted={questionsText.answeredAsStaff}
          onPosted={onAnswered}
          form={{
            label: questionsText.answerLabel,
            schema: answerSchema.entries.body,
            help: questionsText.answerHelp,
            submitLabel: questionsText.answerSubmit,
            post: sendAnswer,
          }}
        />
      )}
      {/* Keyed by the visibility: once the server changed it, the other question starts closed. */}
      <Flex key={question.visibility} gap="2" wrap="wrap" align="center">
        <InlineConfirm
          label={words.label}
          ariaLabel={text.questionLabel(words.label, question.body)}
          question={words.question}
          confirmLabel={words.yes}
          keepLabel={text.keep}
          busy={acting !== null && acting.answerId === undefined}
          onConfirm={() => onModerate({ visibility: toggled(question.visibility) })}
        />
      </Flex>
      {error !== null && (
        <Notice status="error" title={text.moderationFailed}>
          {failureMessage(error)}
        </Notice>
      )}
    </Stack>
  );
}

function HiddenBadge({ visibility }: { visibility: PostVisibility }) {
  return visibility === 'hidden' ? (
    <Badge colorPalette="red" variant="subtle">
      {text.hidden}
    </Badge>
  ) : null;
}

/** An answer: its words as text, who and when, whether staff's; a hidden one can be shown again. */
function StaffAnswerItem({
  answer,
  busy,
  onShow,
}: {
  answer: StaffAnswer;
  busy: boolean;
  onShow: () => void;
}) {
  const words = text.moderate.shown;
  return (
    <Stack as="li" gap="1">
      <Text whiteSpace="pre-line" wordBreak="break-word">
        {answer.body}
      </Text>
      <Flex align="center" gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
        <Text as="span">{text.answeredBy(answer.author, formatDate(answer.createdAt))}</Text>
        {answer.byStaff && (
          <Badge colorPalette="blue" variant="subtle">
            {questionsText.staffBadge}
          </Badge>
        )}
        <HiddenBadge visibility={answer.visibility} />
      </Flex>
      {answer.visibility === 'hidden' && (
        <InlineConfirm
          label={words.label}
          ariaLabel={text.answerLabel(words.label, answer.author)}
          question={words.question}
          confirmLabel={words.yes}
          keepLabel={text.keep}
          busy={busy}
          onConfirm={onShow}
        />
      )}
    </Stack>
  );
}
