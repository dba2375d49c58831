import type { Locator } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { createUser, emailConfirmationLink, makeStaff } from './support/emulator.ts';
import { signedInState } from './support/signed-in.ts';
import { Storefront } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// Questions and answers on a product's page, against the real server and Auth emulator
// (docs/decisions/0031-questions-and-answers.md). Each run's question carries its asker's
// address, so the runs of both projects on the same product never meet.

const password = 'Analytical-1843';

const questionsOf = (shop: Storefront) =>
  shop.main.getByRole('region', { name: 'Questions and answers' });
const questionItem = (questions: Locator, question: string) =>
  questions
    .getByRole('listitem')
    .filter({ has: questions.page().getByRole('heading', { level: 3, name: question }) });

const product = { id: 'vb-0086' };
const productPage = `/products/${product.id}`;

test.describe('signed in', () => {
  test.use({ signedInAs: 'shopper' });

  test("a shopper asks; staff answer, marked as the shop's; the asker sees it; staff hide the question", async ({
    shop,
    page,
    browser,
    newEmail,
    account: asker,
    baseURL,
  }) => {
    await shop.goto(productPage);
    const questions = questionsOf(shop);
    await questions.getByRole('button', { name: 'Ask a question' }).click();
    const form = questions.getByRole('form', { name: 'Your question' });
    const field = form.getByRole('textbox', { name: 'Your question' });
    await expect(field).toBeFocused();
    // Sent empty: it says what it needs.
    await form.getByRole('button', { name: 'Post question' }).click();
    await expect(form.getByText('Your question is required')).toBeVisible();
    // Pasted past the limit: cut there, and the field says so.
    await field.fill('x'.repeat(600));
    await expect(form.getByText(/longer than 500 characters: the end was cut/)).toBeVisible();
    await expect(field).toHaveValue('x'.repeat(500));
    const question = `Does the <b>clip</b> fit a laptop lid? (${asker.email})`;
    await field.fill(question);
    await form.getByRole('button', { name: 'Post question' }).click();
    await expect(page.locator(':focus')).toContainText('Your question is posted below');
    const asked = questionItem(questions, question);
    await expect(asked).toContainText('Asked by Ada L.');
    await expect(asked.getByText('No answer yet.')).toBeVisible();
    await expectAccessible(page, 'the questions with a new one', {
      include: 'section#questions',
    });

    // Staff, in a browser of their own.
    const staff = { email: newEmail('staff'), password, displayName: 'Sam Staff' };
    await makeStaff(await createUser(staff));
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: await signedInState(baseURL ?? '', staff),
    });
    const staffShop = new Storefront(await context.newPage());
    await staffShop.goto(productPage);
    const staffView = questionsOf(staffShop);
    const toAnswer = questionItem(staffView, question);
    await toAnswer.getByRole('button', { name: `Answer the question "${question}"` }).click();
    const answer = 'Yes: the clip opens to 2 cm, so most laptop lids and monitors.';
    await toAnswer.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await toAnswer.getByRole('button', { name: 'Post answer' }).click();
    await expect(staffShop.page.locator(':focus')).toHaveText(
      'Your answer is posted, marked as from Voltbay staff.',
    );
    const answers = toAnswer.getByRole('list', { name: 'Answers' });
    await expect(answers.getByRole('listitem').filter({ hasText: answer })).toContainText('Sam S.');
    await expect(answers.getByText('Voltbay staff')).toBeVisible();
    await expect(toAnswer.getByText('No answer yet.')).toHaveCount(0);
    await expectAccessible(staffShop.page, "staff's view of the questions on a phone", {
      include: 'section#questions',
    });

    // The asker, on their next visit, finds the shop's answer under their question.
    await page.reload();
    await expect(questionItem(questionsOf(shop), question).getByText(answer)).toBeVisible();
    await expect(questionItem(questionsOf(shop), question)).toContainText('Voltbay staff');

    // Staff hide the question: after asking, it leaves the page, for the asker too.
    await toAnswer.getByRole('button', { name: `Hide question "${question}"` }).click();
    await toAnswer.getByRole('button', { name: 'Hide it' }).click();
    await expect(questionItem(staffView, question)).toHaveCount(0);
    await context.close();
    await page.reload();
    await expect(questionsOf(shop).getByText(/questions? so far|No questions yet/)).toBeVisible();
    await expect(questionItem(questionsOf(shop), question)).toHaveCount(0);
  });
});

test("a guest reads questions, staff's answers marked and unanswered ones said so, and is asked to sign in", async ({
  shop,
  page,
}) => {
  await shop.goto('/products/vb-0001');
  const questions = questionsOf(shop);
  // Seeded for QA (docs/qa.md).
  const answered = questionItem(questions, 'Can I put a SIM card in it?');
  await expect(answered).toContainText('Voltbay staff');
  await expect(answered).toContainText('this is the Wi-Fi model');
  await expect(
    questionItem(questions, 'Does it come with a case?').getByText('No answer yet.'),
  ).toBeVisible();
  await expect(
    questions.getByRole('link', { name: 'Sign in to ask or answer a question' }),
  ).toHaveAttribute('href', '/auth/login?returnTo=%2Fproducts%2Fvb-0001%23questions');
  await expect(questions.getByRole('button', { name: /Answer|Ask/ })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'the questions on a phone, as a guest', {
    include: 'section#questions',
  });
});

test('a new account confirms its e-mail from its account page before it may ask', async ({
  browser,
  newEmail,
  baseURL,
  request,
}) => {
  const shopper = {
    email: newEmail('unconfirmed'),
    password,
    displayName: 'Nia New',
    unconfirmed: true,
  };
  await createUser(shopper);
  const context = await browser.newContext({
    storageState: await signedInState(baseURL ?? '', shopper),
  });
  const shop = new Storefront(await context.newPage());
  const question = `Is the cable braided? (${shopper.email})`;
  const ask = async () => {
    const questions = questionsOf(shop);
    await questions.getByRole('button', { name: 'Ask a question' }).click();
    const form = questions.getByRole('form', { name: 'Your question' });
    await form.getByRole('textbox', { name: 'Your question' }).fill(question);
    await form.getByRole('button', { name: 'Post question' }).click();
    return form;
  };
  await shop.goto(productPage);
  const refused = await ask();
  await expect(refused).toContainText('Please confirm your e-mail address first');
  await expect(refused.getByRole('textbox', { name: 'Your question' })).toHaveValue(question);

  await shop.goto('/account');
  const section = shop.main.getByRole('region', { name: 'Confirm your e-mail' });
  await section.getByRole('button', { name: 'Send the link' }).click();
  await expect(section.getByRole('status')).toHaveText(
    `We sent a link to ${shopper.email}. Open it, then come back here and tell us you have.`,
  );
  // The link as the shopper opens it from the e-mail (the Auth emulator's page applies it).
  expect((await request.get(await emailConfirmationLink(shopper.email))).ok()).toBe(true);
  await section.getByRole('button', { name: 'I have opened the link' }).click();
  await expect(shop.main.getByText('E-mail verified')).toBeVisible();
  await expect(section).toBeHidden();

  await shop.goto(productPage);
  await ask();
  await expect(shop.page.locator(':focus')).toContainText('Your question is posted below');
  await context.close();
});
