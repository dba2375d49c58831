import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** Resolves once every animation that ends has ended: axe then sees the colours as they stay. */
export const animationsEnded = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );

/**
 * No WCAG 2.2 A or AA violation on the page as it is now (tests/accessibility.spec.ts's rules),
 * once every animation that ends has ended (a notice still fading in is paler than it will be);
 * in the element `include` selects, when given. Soft: the test goes on and lists every finding.
 */
export async function expectAccessible(
  page: Page,
  where: string,
  { include }: { include?: string } = {},
) {
  await animationsEnded(page);
  let axe = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  expect
    .soft(
      violations.map((violation) => `${violation.id}: ${violation.help}`),
      `axe violations: ${where}`,
    )
    .toEqual([]);
}
