import { describe, expect, it } from 'vitest';
import type { Answer, Question, QuestionPage, StaffQuestion } from '#shop-api/questions.ts';
import { createTestClient, errorOf, newCaller } from '#server/testing/fakes.ts';
import { addTestProduct, sharedTestDatabase } from '#server/testing/test-database.ts';
import type { AppDeps } from './app.ts';

// Questions and answers over HTTP (docs/decisions/0031-questions-and-answers.md): who may ask
// and answer, how staff answers are marked, what staff list and hide.

const database = await sharedTestDatabase();

type Who = ReturnType<typeof newCaller>;
const staff = newCaller(true);

function questionsApi(overrides: Partial<AppDeps> = {}) {
  const { call } = createTestClient(database, { formsPerMinute: 1000, ...overrides });
  const as = (who: Who | null): Record<string, string> =>
    who ? { authorization: who.authorization } : {};
  return {
    call,
    ask: (who: Who | null, productId: string, json: unknown) =>
      call(`/products/${productId}/questions`, { headers: as(who), json }),
    answer: (who: Who | null, questionId: number, json: unknown) =>
      call(`/questions/${questionId}/answers`, { headers: as(who), json }),
    async asked(who: Who, productId: string, body: string) {
      const response = await this.ask(who, productId, { body });
      expect(response.status).toBe(201);
      return (await response.json()) as Question;
    },
    async answered(who: Who, questionId: number, body: string) {
      const response = await this.answer(who, questionId, { body });
      expect(response.status).toBe(201);
      return (await response.json()) as Answer;
    },
    async page(productId: string, who: Who | null = null, query = '') {
      const response = await call(`/products/${productId}/questions${query}`, {
        headers: as(who),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as QuestionPage;
    },
    async staffList(filter: string) {
      const response = await call(`/staff/questions?filter=${filter}`, { headers: as(staff) });
      expect(response.status).toBe(200);
      return ((await response.json()) as { questions: StaffQuestion[] }).questions;
    },
    moderate: (kind: 'questions' | 'answers', id: number, visibility: string, who = staff) =>
      call(`/staff/${kind}/${id}/visibility`, { headers: as(who), json: { visibility } }),
  };
}

describe('asking and answering', () => {
  it('asks an account to confirm its e-mail before it asks or answers; staff answer as they are', async () => {
    const api = questionsApi();
    const productId = await addTestProduct(database);
    const unconfirmed = newCaller('unconfirmed');
    const question = await api.asked(newCaller(), productId, 'Is there a charger in the box?');
    for (const refused of [
      await api.ask(unconfirmed, productId, { body: 'Cheap pills at example.com?' }),
      await api.answer(unconfirmed, question.id, { body: 'See example.com' }),
    ]) {
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).code).toBe('email-not-confirmed');
    }
    await api.answered(staff, question.id, 'Yes, a 20 W one.');
    const { questions } = await api.page(productId);
    expect(questions.map((shown) => [shown.body, shown.answers.length])).toEqual([
      ['Is there a charger in the box?', 1],
    ]);
  });

  it('a signed-in shopper asks; the question is listed without an answer until one comes', async () => {
    const api = questionsApi();
    const productId = await addTestProduct(database);
    const asker = newCaller();
    const question = await api.asked(asker, productId, '  Does it charge over USB-C?  ');
    expect(question).toMatchObject({ productId, body: 'Does it charge over USB-C?', answers: [] });

    const guestView = await api.page(productId);
    expect(guestView).toMatchObject({ questionCount: 1, page: 1, pageCount: 1, viewer: null });
    expect(guestView.questions).toEqual([question]);

    const shopper = newCaller();
    const answer = await api.answered(shopper, question.id, 'Yes, at 20 W.');
    expect(answer).toMatchObject({
      questionId: question.id,
      byStaff: false,
      body: 'Yes, at 20 W.',
    });
    const [listed] = (await api.page(productId)).questions;
    expect(listed?.answers).toEqual([answer]);
  });

  it("marks a staff member's answer and lists it before shoppers' answers", async () => {
    const api = questionsApi();
    const productId = await addTestProduct(database);
    const question = await api.asked(newCaller(), productId, 'Is there a warranty?');
    const shoppers = await api.answered(newCaller(), question.id, 'I think one year.');
    const staffs = await api.answered(staff, question.id, 'Two years, at any of our stores.');
    expect(staffs.byStaff).toBe(true);
    const [listed] = (await api.page(productId, staff)).questions;
    expect(listed?.answers.map((answer) => [answer.id, answer.byStaff])).toEqual([
      [staffs.id, true],
      [shoppers.id, false],
    ]);
    expect((await api.page(productId, staff)).viewer).toEqual({ staff: true });
    expect((await api.page(productId, newCaller())).viewer).toEqual({ staff: false });
  });

  it('keeps HTML and scripts as the text they are', async () => {
    const api = questionsApi();
    const productId = await addTestProduct(database);
    const body = '<img src=x onerror=alert(1)> <b>bold?</b> **not markdown**';
    const question = await api.asked(newCaller(), productId, body);
    await api.answered(staff, question.id, body);
    const [listed] = (await api.page(productId)).questions;
    expect(listed?.body).toBe(body);
    expect(listed?.answers[0]?.body).toBe(body);
  });

  it('lists the newest question first, a page at a time', async () => {
    const api = questionsApi();
    const productId = await addTestProduct(database);
    const asker = newCaller();
    const asked: number[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) asked.push((await api.asked(asker, productId, `Q${n}`)).id);
    const first = await api.page(productId);
    expect(first).toMatchObject({ questionCount: 6, page: 1, pageCount: 2 });
    expect(first.questions.map((question) => question.body)).toEqual([
      'Q6',
      'Q5',
      'Q4',
      'Q3',
      'Q2',
    ]);
    const second = await api.page(productId, null, '?page=2');
    expect(second.questions.map((question) => question.id)).toEqual([asked[0]]);
    // Past the last page: the last page.
    expect((await api.page(productId, null, '?page=9')).page).toBe(2);
  });
});

describe('refused', () => {
  it('a guest can read but not ask or answer', async () => {
    const api = questionsApi();
    const productId = await addTestProduct(database);
    const question = await api.asked(newCaller(), productId, 'Dual SIM?');
    const asked = await api.ask(null, productId, { body: 'Hello?' });
    expect(asked.status).toBe(401);
    expect(await errorOf(asked)).toEqual({
      code: 'unauthenticated',
      message: 'Please sign in to ask a question.',
    });
    const answered = await api.answer(null, question.id, { body: 'Yes' });
    expect(answered.status).toBe(401);
    expect((await errorOf(answered)).message).toBe('Please sign in to answer a question.');
  });

  it.each([
    [{ body: '   ' }, 'body: Write your question'],
    [{}, 'body: this field is missing'],
    [{ body: 'x'.repeat(501) }, 'body: A question is at most 500 characters'],
    [{ body: 'Fine?', html: true }, 'html'],
  ])('a question %j: 400 saying why', async (json, message) => {
    const api = questionsApi();
    const productId = await addTestProduct(database);
    const response = await api.ask(newCaller(), productId, json);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('bad-request');
    expect(error.message).toContain(message);
  });

  it('an answer longer than its limit, and 50,000 characters', async () => {
    const api = questionsApi();
    const productId = await addTestProduct(database);
    const question = await api.asked(newCaller(), productId, 'Colours?');
    const long = await api.answer(newCaller(), question.id, { body: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toContain('An answer is at most 2000 characters');
    const huge = await api.answer(newCaller(), question.id, { body: 'x'.repeat(50_000) });
    expect(huge.status).toBe(413);
    expect((await api.page(productId)).questions[0]?.answers).toEqual([]);
  });

  it('a product or question the shop does not have', async () => {
    const api = questionsApi();
    expect((await api.ask(newCaller(), 'vb-no-such', { body: 'Hi?' })).status).toBe(404);
    expect((await api.call('/products/vb-no-such/questions')).status).toBe(404);
    expect((await api.answer(newCaller(), 987654321, { body: 'Hi' })).status).toBe(404);
    expect((await api.answer(newCaller(), 0, { body: 'Hi' })).status).toBe(404);
    // Past the largest number PostgreSQL's integer holds: no such post, not a failed query.
    expect((await api.answer(newCaller(), 2 ** 31, { body: 'Hi' })).status).toBe(404);
  });

  it('posting is limited per account in an hour, reviews and questions together', async () => {
    const api = questionsApi({ postsPerHour: 2 });
    const productId = await addTestProduct(database);
    const shopper = newCaller();
    const question = await api.asked(shopper, productId, 'One?');
    await api.answered(shopper, question.id, 'Two.');
    const third = await api.ask(shopper, productId, { body: 'Three?' });
    expect(third.status).toBe(429);
    expect(await errorOf(third)).toMatchObject({ code: 'rate-limited' });
    const review = await api.call(`/products/${productId}/reviews/mine`, {
      method: 'PUT',
      headers: { authorization: shopper.authorization },
      json: { stars: 5, title: 'T', body: 'B' },
    });
    expect(review.status).toBe(429);
    // Another account is not held back.
    expect((await api.ask(newCaller(), productId, { body: 'Four?' })).status).toBe(201);
  });
});

describe('staff', () => {
  it('list the questions without a staff answer, oldest first, until staff answer', async () => {
    const api = questionsApi();
    const productId = await addTestProduct(database);
    const older = await api.asked(newCaller(), productId, 'Older?');
    const newer = await api.asked(newCaller(), productId, 'Newer?');
    await api.answered(newCaller(), older.id, "A shopper's answer is not the shop's.");
    const waiting = (await api.staffList('unanswered')).filter((q) => q.productId === productId);
    expect(waiting.map((question) => question.id)).toEqual([older.id, newer.id]);
    expect(waiting[0]?.answers[0]).toMatchObject({ byStaff: false, visibility: 'shown' });

    await api.answered(staff, older.id, 'Answered by the shop.');
    const after = (await api.staffList('unanswered')).filter((q) => q.productId === productId);
    expect(after.map((question) => question.id)).toEqual([newer.id]);
  });

  it('hide a question and show it again; hidden, it cannot be answered', async () => {
    const api = questionsApi();
    const productId = await addTestProduct(database);
    const question = await api.asked(newCaller(), productId, 'Rude question');
    const hidden = await api.moderate('questions', question.id, 'hidden');
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toMatchObject({ id: question.id, visibility: 'hidden' });
    expect(await api.page(productId)).toMatchObject({ questionCount: 0, questions: [] });
    expect((await api.answer(newCaller(), question.id, { body: 'Hm' })).status).toBe(404);
    expect((await api.staffList('hidden')).map((q) => q.id)).toContain(question.id);

    expect((await api.moderate('questions', question.id, 'shown')).status).toBe(200);
    expect((await api.page(productId)).questions.map((q) => q.id)).toEqual([question.id]);
  });

  it("hide an answer: shoppers no longer see it, staff's hidden list does", async () => {
    const api = questionsApi();
    const productId = await addTestProduct(database);
    const question = await api.asked(newCaller(), productId, 'Battery life?');
    const answer = await api.answered(newCaller(), question.id, 'Spam spam spam');
    const hidden = await api.moderate('answers', answer.id, 'hidden');
    expect(await hidden.json()).toMatchObject({ id: answer.id, visibility: 'hidden' });
    expect((await api.page(productId)).questions[0]?.answers).toEqual([]);
    const listed = (await api.staffList('hidden')).find((q) => q.id === question.id);
    expect(listed).toMatchObject({
      visibility: 'shown',
      answers: [{ id: answer.id, visibility: 'hidden' }],
    });
  });

  it('only staff list or moderate, and a bad filter or visibility is a 400', async () => {
    const api = questionsApi();
    const productId = await addTestProduct(database);
    const question = await api.asked(newCaller(), productId, 'Mine?');
    const shopper = newCaller();
    expect(
      (await api.call('/staff/questions', { headers: { authorization: shopper.authorization } }))
        .status,
    ).toBe(403);
    expect((await api.moderate('questions', question.id, 'hidden', shopper)).status).toBe(403);
    const filter = await api.call('/staff/questions?filter=all', {
      headers: { authorization: staff.authorization },
    });
    expect(filter.status).toBe(400);
    const visibility = await api.moderate('questions', question.id, 'deleted');
    expect(visibility.status).toBe(400);
    expect((await errorOf(visibility)).message).toContain('Choose shown or hidden');
    expect((await api.moderate('answers', 987654321, 'hidden')).status).toBe(404);
  });
});
