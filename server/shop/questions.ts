import { and, asc, count, desc, eq, exists, inArray, notExists, or } from 'drizzle-orm';
import {
  questionLimits,
  type Answer,
  type AnswerRequest,
  type PostVisibility,
  type Question,
  type QuestionPage,
  type QuestionRequest,
  type StaffAnswer,
  type StaffQuestion,
  type StaffQuestionFilter,
} from '#shop-api/questions.ts';
import type { Db } from '#server/store/database.ts';
import { queueJob } from '#server/jobs/queue.ts';
import { answers, products, questions } from '#server/store/schema.ts';
import type { Caller } from './orders.ts';
import { ShopError } from './problems.ts';
import { publicName } from './reviews.ts';
import { refusals } from '#server/texts.ts';

// Questions about products and their answers (docs/decisions/0031-questions-and-answers.md).

const noSuchQuestion = () => new ShopError('not-found', refusals.question.noLongerShown);

async function mustExist(db: Db, productId: string): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new ShopError('not-found', refusals.noSuchProduct);
}

function toAnswer(row: typeof answers.$inferSelect): Answer {
  return {
    id: row.id,
    questionId: row.questionId,
    author: row.authorName,
    byStaff: row.byStaff,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The questions with their answers, staff's first, then the oldest first: the shown answers, or
 * for staff every answer with its visibility.
 */
async function withAnswers(
  db: Db,
  rows: readonly (typeof questions.$inferSelect)[],
  forStaff: boolean,
): Promise<StaffQuestion[]> {
  const ids = rows.map((row) => row.id);
  const answerRows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(answers)
          .where(
            and(
              inArray(answers.questionId, ids),
              forStaff ? undefined : eq(answers.visibility, 'shown'),
            ),
          )
          .orderBy(desc(answers.byStaff), asc(answers.createdAt), asc(answers.id));
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    author: row.askerName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    answers: answerRows
      .filter((answer) => answer.questionId === row.id)
      .map((answer) => ({ ...toAnswer(answer), visibility: answer.visibility })),
    visibility: row.visibility,
  }));
}

/** What a shopper sees of a question: no visibilities (they see only what is shown). */
const shopperView = ({ visibility: _, answers, ...question }: StaffQuestion): Question => ({
  ...question,
  answers: answers.map(({ visibility: _hidden, ...answer }) => answer),
});

const shownOf = (productId: string) =>
  and(eq(questions.productId, productId), eq(questions.visibility, 'shown'));

/** One page of a product's shown questions, newest first, each with its answers. */
export async function questionPage(
  db: Db,
  productId: string,
  { page }: { page: number },
  caller: Caller | null,
): Promise<QuestionPage> {
  await mustExist(db, productId);
  const [total] = await db.select({ count: count() }).from(questions).where(shownOf(productId));
  const questionCount = total?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(questionCount / questionLimits.pageSize));
  const shownPage = Math.min(page, pageCount);
  const rows = await db
    .select()
    .from(questions)
    .where(shownOf(productId))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(questionLimits.pageSize)
    .offset((shownPage - 1) * questionLimits.pageSize);
  return {
    productId,
    questionCount,
    page: shownPage,
    pageCount,
    questions: (await withAnswers(db, rows, false)).map(shopperView),
    viewer: caller ? { staff: caller.staff } : null,
  };
}

/** A signed-in shopper's question about a product. */
export async function askQuestion(
  db: Db,
  productId: string,
  { body }: QuestionRequest,
  caller: Caller,
): Promise<Question> {
  await mustExist(db, productId);
  const [row] = await db
    .insert(questions)
    .values({ productId, askerUid: caller.uid, askerName: publicName(caller.name), body })
    .returning();
  const [question] = await withAnswers(db, [row!], false);
  return shopperView(question!);
}

/**
 * An answer to a shown question, by anyone signed in; a staff member's is marked as theirs. The
 * asker is told by e-mail (`answerToTell`), unless they answered themselves.
 */
export async function answerQuestion(
  db: Db,
  questionId: number,
  { body }: AnswerRequest,
  caller: Caller,
): Promise<Answer> {
  const row = await db.transaction(async (tx) => {
    const [question] = await tx
      .select({ visibility: questions.visibility, askerUid: questions.askerUid })
      .from(questions)
      .where(eq(questions.id, questionId));
    if (!question || question.visibility !== 'shown') throw noSuchQuestion();
    const [inserted] = await tx
      .insert(answers)
      .values({
        questionId,
        authorUid: caller.uid,
        authorName: publicName(caller.name),
        byStaff: caller.staff,
        body,
      })
      .returning();
    if (question.askerUid !== caller.uid) await queueJob(tx, 'answer-posted', inserted!.id);
    return inserted!;
  });
  return toAnswer(row);
}

/**
 * What the asker's e-mail about answer `answerId` needs: who asked, about which product, and
 * whether staff answered; null once the answer or its question is hidden (nothing to see).
 */
export async function answerToTell(db: Db, answerId: number) {
  const [row] = await db
    .select({
      askerUid: questions.askerUid,
      productId: products.id,
      productName: products.name,
      byStaff: answers.byStaff,
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .innerJoin(products, eq(products.id, questions.productId))
    .where(
      and(
        eq(answers.id, answerId),
        eq(answers.visibility, 'shown'),
        eq(questions.visibility, 'shown'),
      ),
    );
  return row ?? null;
}

const STAFF_QUESTIONS_LIMIT = 100;

/**
 * Questions for staff: the shown ones nobody on the staff has answered yet, oldest first (the
 * longest waiting come first), or those hidden or with a hidden answer, newest first.
 */
export async function listStaffQuestions(
  db: Db,
  filter: StaffQuestionFilter,
): Promise<StaffQuestion[]> {
  const staffAnswered = db
    .select({ id: answers.id })
    .from(answers)
    .where(
      and(
        eq(answers.questionId, questions.id),
        eq(answers.byStaff, true),
        eq(answers.visibility, 'shown'),
      ),
    );
  const hiddenAnswer = db
    .select({ id: answers.id })
    .from(answers)
    .where(and(eq(answers.questionId, questions.id), eq(answers.visibility, 'hidden')));
  const rows = await db
    .select()
    .from(questions)
    .where(
      filter === 'hidden'
        ? or(eq(questions.visibility, 'hidden'), exists(hiddenAnswer))
        : and(eq(questions.visibility, 'shown'), notExists(staffAnswered)),
    )
    .orderBy(
      filter === 'hidden' ? desc(questions.createdAt) : asc(questions.createdAt),
      asc(questions.id),
    )
    .limit(STAFF_QUESTIONS_LIMIT);
  return withAnswers(db, rows, true);
}

/** Staff hide a question (with its answers) or show it again. */
export async function moderateQuestion(
  db: Db,
  questionId: number,
  visibility: PostVisibility,
): Promise<StaffQuestion> {
  const [row] = await db
    .update(questions)
    .set({ visibility })
    .where(eq(questions.id, questionId))
    .returning();
  if (!row) throw new ShopError('not-found', refusals.question.noSuch);
  const [question] = await withAnswers(db, [row], true);
  return question!;
}

/** Staff hide an answer or show it again. */
export async function moderateAnswer(
  db: Db,
  answerId: number,
  visibility: PostVisibility,
): Promise<StaffAnswer> {
  const [row] = await db
    .update(answers)
    .set({ visibility })
    .where(eq(answers.id, answerId))
    .returning();
  if (!row) throw new ShopError('not-found', refusals.question.noSuchAnswer);
  return { ...toAnswer(row), visibility: row.visibility };
}
