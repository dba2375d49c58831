import { authErrorMessage } from '#src/content/auth.ts';
import { createUser } from './support/emulator.ts';
import { devServerOnly, expect, test } from './support/test.ts';

// The QA switch (README, "QA scenarios"): on the development server only, `?scenario=<name>` has
// MSW's service worker answer the identity calls. Its logic is unit-tested with a stand-in worker
// (src/app/qa-scenario.test.ts); this runs the real worker, served by the dev-only Vite plugin.

test(
  'a QA scenario answers the sign-in until it is turned off, across a reload',
  devServerOnly,
  async ({ shop, page, ada }) => {
    await createUser(ada);
    await shop.goto('/auth/login?scenario=too-many-requests');
    const badge = page.getByRole('complementary', { name: 'QA scenario' });
    await expect(badge).toContainText('QA scenario: too-many-requests');
    // The scenario stays on for the tab: the address no longer names it.
    await page.reload();
    await expect(badge).toBeVisible();

    await shop.logIn(ada.email, ada.password);
    await expect(shop.formAlert).toHaveText(authErrorMessage('too-many-requests'));
    await expect(shop.signInLink).toBeVisible();

    await badge.getByRole('button', { name: 'Turn off' }).click();
    await expect(badge).toBeHidden();
    await shop.logIn(ada.email, ada.password);
    await expect(shop.accountMenu(ada.displayName)).toBeVisible();
  },
);
