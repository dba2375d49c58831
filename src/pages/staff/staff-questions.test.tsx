import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import type { StaffAnswer, StaffQuestion, StaffQuestionFilter } from '#shop-api/questions.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import type { QuestionsServer } from '#src/features/questions/server.ts';
import type { StaffServer } from '#src/features/staff/server.ts';
import { StaffQuestionsPage } from './staff-questions.tsx';

function anAnswer(id: number, visibility: StaffAnswer['visibility'], byStaff = false): StaffAnswer {
  return {
    id,
    questionId: 1,
    author: byStaff ? 'Sam S.' : 'Bob B.',
    byStaff,
    body: `Answer ${id}: <i>yes</i>`,
    createdAt: '2026-11-21T09:00:00.000Z',
    visibility,
  };
}

function aQuestion(
  id: number,
  visibility: StaffQuestion['visibility'] = 'shown',
  answers: StaffAnswer[] = [],
): StaffQuestion {
  return {
    id,
    productId: 'vb-0005',
    author: 'Ada L.',
    body: `Question ${id}: <b>two SIMs</b>?\nSecond line.`,
    createdAt: '2026-11-20T09:00:00.000Z',
    visibility,
    answers,
  };
}

/** The page's calls: the staff's, and answering a question (the questions feature's). */
function renderStaffQuestions({
  answerQuestion,
  ...staff
}: Partial<StaffServer & Pick<QuestionsServer, 'answerQuestion'>>) {
  const rendered = renderApp(null, {
    path: '/staff/questions',
    routes: [
      {
        path: '/staff/questions',
        element: <StaffQuestionsPage />,
      },
    ],
    servers: {
      staff: {
        listProducts: () =>
          Promise.resolve([{ id: 'vb-0005', name: 'Anker Charger', stock: 3, sold: true }]),
        ...staff,
      },
      questions: answerQuestion ? { answerQuestion } : {},
    },
  });
  act(() => rendered.session.report({ type: 'auth.changed', user: testUser }));
  return rendered;
}

const questionHeading = (id: number) =>
  screen.findByRole('heading', { name: new RegExp(`^Question ${id}:`) });

describe('StaffQuestionsPage', () => {
  it('lists the questions waiting for staff, as plain text, and the hidden ones when asked', async () => {
    const asked: StaffQuestionFilter[] = [];
    renderStaffQuestions({
      listStaffQuestions: (filter) => {
        asked.push(filter);
        return Promise.resolve(
          filter === 'unanswered'
            ? [aQuestion(1, 'shown', [anAnswer(5, 'shown')])]
            : [aQuestion(2, 'shown', [anAnswer(6, 'hidden', true)])],
        );
      },
    });
    const item = (await questionHeading(1)).closest('li')!;
    expect(await within(item).findByRole('link', { name: 'Anker Charger' })).toHaveAttribute(
      'href',
      '/products/vb-0005#questions',
    );
    expect(item).toHaveTextContent('Asked by Ada L. on 20 Nov 2026');
    // Written as text: the markup shows as typed, and no element is made of it.
    expect(within(item).getByText(/<b>two SIMs<\/b>/)).toBeVisible();
    expect(within(item).getByText('Answer 5: <i>yes</i>')).toBeVisible();
    expect(item.querySelector('b, i')).toBeNull();
    expect(within(item).queryByText('Hidden')).toBeNull();
    expect(
      within(item).getByRole('button', { name: /^Hide: question “Question 1:/ }),
    ).toBeVisible();
    expect(within(item).getByRole('button', { name: /^Answer the question/ })).toBeVisible();
    // StrictMode (every test's, src/testing/vitest-setup.ts) starts the page's machine twice, so
    // its first list may be asked twice; each choice after it, once.
    expect(new Set(asked)).toEqual(new Set(['unanswered']));
    const firstLists = asked.length;

    await userEvent.selectOptions(screen.getByLabelText('Show questions'), 'hidden');
    const hidden = (await questionHeading(2)).closest('li')!;
    const answer = within(hidden).getByRole('list', { name: 'Answers' });
    expect(answer).toHaveTextContent('Voltbay staff');
    expect(answer).toHaveTextContent('Hidden');
    expect(
      within(answer).getByRole('button', { name: 'Show again: answer by Sam S.' }),
    ).toBeVisible();
    // Answering is for the questions waiting for it.
    expect(within(hidden).queryByRole('button', { name: /^Answer the question/ })).toBeNull();
    expect(asked.slice(firstLists)).toEqual(['hidden']);
  });

  it('answers a question in place: checked first, then off the list, focus on what says so', async () => {
    const sent: [number, string][] = [];
    renderStaffQuestions({
      listStaffQuestions: () => Promise.resolve([aQuestion(1), aQuestion(2)]),
      answerQuestion: (questionId, body) => {
        sent.push([questionId, body]);
        return Promise.resolve({ ...anAnswer(9, 'shown', true), body });
      },
    });
    const item = (await questionHeading(1)).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: /^Answer the question/ }));
    const field = within(item).getByRole('textbox', { name: /^Your answer/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.click(within(item).getByRole('button', { name: 'Post answer' }));
    expect(await within(item).findByText(/required/)).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.type(field, 'Yes, two nano SIMs.');
    await userEvent.click(within(item).getByRole('button', { name: 'Post answer' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Answered: it is off this list.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('heading', { name: /^Question 1:/ })).toBeNull();
    expect(screen.getByRole('heading', { name: /^Question 2:/ })).toBeVisible();
    expect(sent).toEqual([[1, 'Yes, two nano SIMs.']]);
  });

  it('keeps the answer as typed and says why when the server refuses it', async () => {
    renderStaffQuestions({
      listStaffQuestions: () => Promise.resolve([aQuestion(1)]),
      answerQuestion: () =>
        Promise.reject(new ShopApiError('There is no such question.', 'not-found', 404)),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Answer the question/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Your answer/ }), 'Kept');
    await userEvent.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(await screen.findByText('There is no such question.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Your answer/ })).toHaveValue('Kept');
    expect(await questionHeading(1)).toBeVisible();
  });

  it('hides a question after the question in place: the row as the server answered, focus on what changed', async () => {
    const hidden: [number, string][] = [];
    renderStaffQuestions({
      listStaffQuestions: () => Promise.resolve([aQuestion(1)]),
      moderateQuestion: (questionId, visibility) => {
        hidden.push([questionId, visibility]);
        return Promise.resolve(aQuestion(questionId, visibility));
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Hide: question “Question 1:/ }),
    );
    const question = screen.getByRole('group', {
      name: 'Hide it and its answers from the product page?',
    });
    // The question takes the focus on the next frame.
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Not now' })).toHaveFocus(),
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, hide it' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Hidden: the question and its answers are off the product page.',
    );
    await waitFor(() => expect(status).toHaveFocus());
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Hidden');
    expect(within(item).queryByRole('button', { name: /^Answer the question/ })).toBeNull();
    expect(
      within(item).getByRole('button', { name: /^Show again: question “Question 1:/ }),
    ).toBeVisible();
    expect(hidden).toEqual([[1, 'hidden']]);
  });

  it('shows a hidden answer again, and says why when the server refuses', async () => {
    let refuse = true;
    renderStaffQuestions({
      listStaffQuestions: () => Promise.resolve([aQuestion(1, 'shown', [anAnswer(6, 'hidden')])]),
      moderateAnswer: (answerId, visibility) =>
        refuse
          ? Promise.reject(new ShopApiError('There is no such answer.', 'not-found', 404))
          : Promise.resolve(anAnswer(answerId, visibility)),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show again: answer by Bob B.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, show it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The question was not changedThere is no such answer.',
    );
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yes, show it' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Shown again: the answer is back on the product page.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByRole('list', { name: 'Answers' })).not.toHaveTextContent('Hidden');
  });

  it('says so when no question waits', async () => {
    renderStaffQuestions({});
    expect(await screen.findByText('No question waits for an answer.')).toBeVisible();
  });

  it('says the page is for staff when the server refuses the account', async () => {
    renderStaffQuestions({
      listStaffQuestions: () =>
        Promise.reject(new ShopApiError("Only the shop's staff may do this.", 'forbidden', 403)),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'this account is not a staff account',
    );
    expect(screen.queryByLabelText('Show questions')).toBeNull();
  });
});
