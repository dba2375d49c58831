import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** WCAG 2.2 A and AA (docs/decisions/0004-accessibility-checks.md). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// Label in name (WCAG 2.5.3, in wcag21a) is marked experimental in axe-core 4.13, and the tags
// leave experimental rules out: it runs only when named.
const EXPERIMENTAL_WCAG_RULES = { 'label-content-name-mismatch': { enabled: true } };
/** The rules whose outcome depends on the colours alone: what a change of colours can break. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Resolves once every animation that ends has ended: axe then sees the colours as they stay. */
const animationsEnded = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );

/** One line per violation and per element, so a failure says what to fix and where. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' > ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
}

/**
 * No WCAG 2.2 A or AA violation on the page as it is now, once every animation that ends has
 * ended (a notice still fading in is paler than it will be): in the element `include` selects,
 * when given; without the header and footer (`withoutShell`), which are the same on every page;
 * with `coloursOnly`, only the rules a change of colours can break. Soft: the test goes on and
 * lists every finding.
 */
export async function expectAccessible(
  page: Page,
  where: string,
  {
    include,
    withoutShell = false,
    coloursOnly = false,
  }: { include?: string; withoutShell?: boolean; coloursOnly?: boolean } = {},
) {
  await animationsEnded(page);
  // Legacy mode: axe runs in the page itself (the shop has no frames to reach), without the
  // second browser page the default opens to merge frames' results: a second a check. Only the
  // violations are gathered: listing every element that passes took two fifths of axe's time.
  const violationsOnly = { resultTypes: ['violations' as const] };
  let axe = coloursOnly
    ? new AxeBuilder({ page }).setLegacyMode().options(violationsOnly).withRules(COLOUR_RULES)
    : new AxeBuilder({ page })
        .setLegacyMode()
        .options({ ...violationsOnly, rules: EXPERIMENTAL_WCAG_RULES })
        .withTags(WCAG_TAGS);
  if (include) axe = axe.include(include);
  if (withoutShell) axe = axe.exclude('#root header').exclude('#root footer');
  const { violations } = await axe.analyze();
  expect.soft(describeViolations(violations), `axe violations: ${where}`).toEqual([]);
}
