import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { QuestionPage } from '#shop-api/questions.ts';
import { questionsMachine, type PostRef, type QuestionQuery } from './questions.machine.ts';
import {
  selectHideError,
  selectHiding,
  selectIsLoading,
  selectLoadError,
  selectQuestionPage,
} from './questions.selectors.ts';

const post = { author: 'Ada L.', body: 'Which charger?', createdAt: '2026-11-20T10:00:00.000Z' };
const aQuestion = (id: number, answerIds: number[]) => ({
  ...post,
  id,
  productId: 'vb-0001',
  answers: answerIds.map((answerId) => ({ ...post, id: answerId, questionId: id, byStaff: false })),
});

const pageOf = (query: QuestionQuery): QuestionPage => ({
  productId: query.productId,
  questionCount: 7,
  page: query.page,
  pageCount: 2,
  questions: [aQuestion(query.page * 10 + 1, [100, 101]), aQuestion(query.page * 10 + 2, [])],
  viewer: null,
});

function start({
  load = (query: QuestionQuery) => Promise.resolve(pageOf(query)),
  hide = () => Promise.resolve(),
}: {
  load?: (query: QuestionQuery) => Promise<QuestionPage>;
  hide?: (post: PostRef) => Promise<void>;
} = {}) {
  const loads: QuestionQuery[] = [];
  const hidden: PostRef[] = [];
  const actor = createActor(
    questionsMachine.provide({
      actors: {
        loadQuestions: fromPromise(({ input }) => {
          loads.push(input);
          return load(input);
        }),
        hidePost: fromPromise(({ input }) => {
          hidden.push(input);
          return hide(input);
        }),
      },
    }),
    { input: { productId: 'vb-0001' } },
  ).start();
  const shown = () => waitFor(actor, (snapshot) => snapshot.matches({ shown: 'idle' }));
  return { actor, loads, hidden, shown };
}

describe('questionsMachine', () => {
  it('loads the first page, then another page on request', async () => {
    const { actor, loads, shown } = start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await shown();
    expect(selectQuestionPage(actor.getSnapshot())?.questions.map((q) => q.id)).toEqual([11, 12]);
    actor.send({ type: 'questions.page', page: 2 });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    // The page shown stays while the next loads.
    expect(selectQuestionPage(actor.getSnapshot())?.questions[0]?.id).toBe(11);
    await shown();
    expect(selectQuestionPage(actor.getSnapshot())?.questions[0]?.id).toBe(21);
    expect(loads).toEqual([
      { productId: 'vb-0001', page: 1 },
      { productId: 'vb-0001', page: 2 },
    ]);
  });

  it('after a question, loads the first page; after an answer, the same page', async () => {
    const { actor, loads, shown } = start();
    await shown();
    actor.send({ type: 'questions.page', page: 3 });
    await shown();
    actor.send({ type: 'questions.answered' });
    await shown();
    actor.send({ type: 'questions.asked' });
    await shown();
    expect(loads.map((query) => query.page)).toEqual([1, 3, 3, 1]);
  });

  it('says why loading failed and tries again on request', async () => {
    let fail = true;
    const { actor, shown } = start({
      load: (query) =>
        fail ? Promise.reject(new Error('offline')) : Promise.resolve(pageOf(query)),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(String(selectLoadError(actor.getSnapshot()))).toContain('offline');
    fail = false;
    actor.send({ type: 'questions.retry' });
    await shown();
    expect(selectLoadError(actor.getSnapshot())).toBeNull();
    expect(selectQuestionPage(actor.getSnapshot())?.questions).toHaveLength(2);
  });

  it('removes a question or an answer once the server has hidden it', async () => {
    const { actor, hidden, shown } = start();
    await shown();
    actor.send({ type: 'post.hide', post: { kind: 'answer', id: 100 } });
    expect(selectHiding(actor.getSnapshot())).toEqual({ kind: 'answer', id: 100 });
    await shown();
    const answers = selectQuestionPage(actor.getSnapshot())?.questions[0]?.answers;
    expect(answers?.map((answer) => answer.id)).toEqual([101]);
    actor.send({ type: 'post.hide', post: { kind: 'question', id: 12 } });
    await shown();
    const page = selectQuestionPage(actor.getSnapshot());
    expect(page?.questions.map((q) => q.id)).toEqual([11]);
    expect(page?.questionCount).toBe(6);
    expect(hidden).toEqual([
      { kind: 'answer', id: 100 },
      { kind: 'question', id: 12 },
    ]);
  });

  it('keeps the post when hiding fails, and says why', async () => {
    const { actor, shown } = start({ hide: () => Promise.reject(new Error('forbidden')) });
    await shown();
    actor.send({ type: 'post.hide', post: { kind: 'question', id: 11 } });
    await waitFor(actor, (snapshot) => selectHideError(snapshot) !== null);
    expect(selectHideError(actor.getSnapshot())?.post).toEqual({ kind: 'question', id: 11 });
    expect(selectQuestionPage(actor.getSnapshot())?.questions).toHaveLength(2);
  });
});
