import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * No WCAG 2.2 A or AA violation on the page as it is now (tests/accessibility.spec.ts's rules),
 * for a spec that checks what it puts on a page itself.
 */
export async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect
    .soft(
      violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' > ')).join(', ')})`,
      ),
      `axe violations: ${where}`,
    )
    .toEqual([]);
}
