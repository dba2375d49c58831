import { createSystem, createSystemInSteps, defaultBaseConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './system.ts';

// createSystemInSteps is patched into Chakra (docs/decisions/0019-prerendered-styles.md).
describe('the shop’s system, built in steps', () => {
  it('takes a step for each part: each config cloned, the merge, the tokens, the utilities and the rest', () => {
    const steps = createSystemInSteps(defaultBaseConfig, { theme: { tokens: {} } });
    let taken = 1;
    let step = steps.next();
    for (; !step.done; step = steps.next()) taken++;
    // Two configs cloned, merged; the tokens registered, transformed, referenced, transformed
    // again, viewed; the utilities; then the rest.
    expect(taken).toBe(10);
    expect(step.value).toHaveProperty('$$chakra', true);
  });

  it('is the system createSystem builds from the same configs', () => {
    const inOneGo = createSystem(system._config);
    const styles = {
      color: 'brand.solid',
      px: '4',
      borderRadius: 'l2',
      _hover: { bg: 'red.subtle' },
      md: { fontSize: 'lg' },
    };
    expect(system.css(styles)).toEqual(inOneGo.css(styles));
    expect(system.token('colors.brand.solid')).toBe(inOneGo.token('colors.brand.solid'));
    expect(system.tokens.allTokens).toHaveLength(inOneGo.tokens.allTokens.length);
    const largeButton = (built: typeof system) =>
      (built.getRecipeFn('button') as (variants: object) => unknown)({ size: 'lg' });
    expect(largeButton(system)).toEqual(largeButton(inOneGo));
  });
});

describe('the shop’s global styles', () => {
  const base = (system.getGlobalCss() as Record<string, Record<string, Record<string, string>>>)[
    '@layer base'
  ];

  it('declares no variable on every element: each element would get a style of its own', () => {
    const everyElement = Object.keys(base?.['&*'] ?? {});
    expect(everyElement).toContain('fontFeatureSettings');
    expect(everyElement.filter((name) => name.startsWith('--'))).toEqual([]);
  });

  it('declares the variables the reset reads once, on the root, from the tokens', () => {
    expect(base?.['&html']).toMatchObject({
      '--global-color-border': 'var(--chakra-colors-border)',
      '--global-font-body': 'var(--chakra-fonts-body)',
      '--global-font-mono': 'var(--chakra-fonts-mono)',
    });
  });
});
