import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Question, QuestionPage } from '#shop-api/questions.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import type { QuestionsServer } from './server.ts';
import { QuestionsSection } from './questions-section.tsx';

const answered: Question = {
  id: 1,
  productId: 'vb-0001',
  author: 'Ada L.',
  body: 'Does it take <b>two</b> SIMs?',
  createdAt: '2026-11-20T10:00:00.000Z',
  answers: [
    {
      id: 10,
      questionId: 1,
      author: 'Quentin S.',
      byStaff: true,
      body: 'Yes: one nano-SIM and one eSIM.',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
    {
      id: 11,
      questionId: 1,
      author: 'Bo K.',
      byStaff: false,
      body: 'Mine does.',
      createdAt: '2026-11-22T10:00:00.000Z',
    },
  ],
};
const waiting: Question = {
  id: 2,
  productId: 'vb-0001',
  author: 'Cy D.',
  body: 'Is the charger in the box?',
  createdAt: '2026-11-23T10:00:00.000Z',
  answers: [],
};

const pageOf = (viewer: QuestionPage['viewer']): QuestionPage => ({
  productId: 'vb-0001',
  questionCount: 2,
  page: 1,
  pageCount: 1,
  questions: [waiting, answered],
  viewer,
});

function renderSection(viewer: QuestionPage['viewer'], fakes: Partial<QuestionsServer> = {}) {
  const server: QuestionsServer = {
    loadQuestions: vi.fn(() => Promise.resolve(pageOf(viewer))),
    askQuestion: vi.fn(() => Promise.resolve(waiting)),
    answerQuestion: vi.fn(() => Promise.resolve(answered.answers[1]!)),
    hidePost: vi.fn(() => Promise.resolve()),
    ...fakes,
  };
  renderApp(<QuestionsSection productId="vb-0001" />, {
    path: '/products/vb-0001',
    servers: { questions: server },
  });
  return server;
}

const questionItem = async (text: string) =>
  (await screen.findByRole('heading', { level: 3, name: text })).closest('li')!;

describe('QuestionsSection', () => {
  it("lists questions as plain text, staff's answers marked, and says when there is no answer", async () => {
    renderSection(null);
    const first = await questionItem('Does it take <b>two</b> SIMs?');
    const answers = within(first).getByRole('list', { name: 'Answers' });
    expect(
      within(answers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Yes: one nano-SIM and one eSIM.Quentin S. · 21 Nov 2026Voltbay staff',
      'Mine does.Bo K. · 22 Nov 2026',
    ]);
    expect(
      within(await questionItem('Is the charger in the box?')).getByText('No answer yet.'),
    ).toBeVisible();
    expect(screen.getByText('2 questions so far')).toBeVisible();
  });

  it('offers a guest a sign-in that comes back to the questions, and no forms', async () => {
    renderSection(null);
    const link = await screen.findByRole('link', { name: 'Sign in to ask or answer a question' });
    expect(link.getAttribute('href')).toContain(encodeURIComponent('/products/vb-0001#questions'));
    expect(screen.queryByRole('button', { name: 'Ask a question' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Answer the question/ })).not.toBeInTheDocument();
  });

  it('checks a question before sending it, cuts it at its limit, and posts it', async () => {
    const server = renderSection({ staff: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask a question' }));
    // StrictMode (every test's, src/testing/vitest-setup.ts) may have loaded the first page twice.
    const firstLoads = vi.mocked(server.loadQuestions).mock.calls.length;
    const field = screen.getByRole('textbox', { name: 'Your question' });
    expect(field).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    expect(screen.getByText('Your question is required')).toBeVisible();
    fireEvent.change(field, { target: { value: 'x'.repeat(50_000) } });
    expect(field).toHaveValue('x'.repeat(500));
    expect(screen.getByText(/longer than 500 characters: the end was cut/)).toBeVisible();
    fireEvent.change(field, { target: { value: 'Which charger?' } });
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    const posted = await screen.findByText(/Your question is posted below/);
    expect(posted.closest('[tabindex="-1"]')).toHaveFocus();
    expect(server.askQuestion).toHaveBeenCalledWith('vb-0001', 'Which charger?');
    // The first page loads again, with the new question on it.
    expect(server.loadQuestions).toHaveBeenCalledTimes(firstLoads + 1);
  });

  it('keeps an answer as typed when posting fails, and says why', async () => {
    renderSection(
      { staff: false },
      {
        answerQuestion: () =>
          Promise.reject(
            new ShopApiError('You have posted many times in the last hour.', 'rate-limited', 429),
          ),
      },
    );
    const item = await questionItem('Is the charger in the box?');
    await userEvent.click(
      within(item).getByRole('button', {
        name: 'Answer the question "Is the charger in the box?"',
      }),
    );
    await userEvent.type(
      within(item).getByRole('textbox', { name: 'Your answer' }),
      'No, sold apart.',
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Post answer' }));
    expect(await within(item).findByText(/posted many times in the last hour/)).toBeVisible();
    expect(within(item).getByRole('textbox', { name: 'Your answer' })).toHaveValue(
      'No, sold apart.',
    );
  });

  it('lets staff hide an answer, after asking, and takes it off the list', async () => {
    const server = renderSection({ staff: true });
    const item = await questionItem('Does it take <b>two</b> SIMs?');
    await userEvent.click(within(item).getByRole('button', { name: 'Hide answer by Bo K.' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Hide it' }));
    expect(server.hidePost).toHaveBeenCalledWith({ kind: 'answer', id: 11 });
    await vi.waitFor(() => expect(within(item).queryByText('Mine does.')).not.toBeInTheDocument());
    expect(within(item).getByText('Yes: one nano-SIM and one eSIM.')).toBeVisible();
  });

  it('gives shoppers no way to hide', async () => {
    renderSection({ staff: false });
    await questionItem('Is the charger in the box?');
    expect(screen.queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
  });
});
