import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, run, RunOptions } from 'axe-core';
import { expect } from './test.ts';

/** axe-core's browser build, put into a page once per document (`axeOnPage`). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.2 A and AA (docs/decisions/0004-accessibility-checks.md). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The rules whose outcome depends on the colours alone: what a change of colours can break. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/**
 * The rules an open overlay can break outside itself: the page behind a modal is hidden from
 * assistive technology, and nothing hidden may take focus.
 */
export const BEHIND_OVERLAY_RULES = ['aria-hidden-focus', 'aria-hidden-body'];

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

/**
 * Puts axe into the page unless this document has it already: a page checked several times (its
 * overlays, its dark colours) parses and compiles axe's 650 kB once. Through the browser's
 * debugging protocol, which the page's Content-Security-Policy does not govern.
 */
async function axeOnPage(page: Page) {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(AXE_SOURCE);
}

/** One line per violation and per element, so a failure says what to fix and where. */
function describeViolations(violations: AxeResults['violations']) {
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
 * with `rules`, only those (`COLOUR_RULES`, `BEHIND_OVERLAY_RULES`). Soft: the test goes on and
 * lists every finding.
 */
export async function expectAccessible(
  page: Page,
  where: string,
  {
    include,
    withoutShell = false,
    rules,
  }: { include?: string; withoutShell?: boolean; rules?: string[] } = {},
) {
  await animationsEnded(page);
  await axeOnPage(page);
  // In the page itself, with no frames to reach (the shop has none of its own): what
  // @axe-core/playwright's legacy mode did, without putting axe into every frame again before
  // each check (about as long as a check of a whole page). Only the violations are gathered:
  // listing every element that passes took two fifths of axe's time.
  const options: RunOptions = rules
    ? {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
        iframes: false,
      }
    : {
        runOnly: { type: 'tag', values: WCAG_TAGS },
        resultTypes: ['violations'],
        iframes: false,
      };
  // The whole document unless `include` names a part of it.
  const context = {
    ...(include ? { include: [include] } : {}),
    exclude: withoutShell ? ['#root header', '#root footer'] : [],
  };
  const violations = await page.evaluate(
    async ({ context, options }) => {
      const { axe } = window as unknown as { axe: { run: typeof run } };
      return (await axe.run(context, options)).violations;
    },
    { context, options },
  );
  expect.soft(describeViolations(violations), `axe violations: ${where}`).toEqual([]);
}
