import { createSystem, createSystemInSteps, defaultBaseConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './system.ts';

// createSystemInSteps is patched into Chakra (docs/decisions/prerendered-styles.md).
describe('the shop’s system, built in steps', () => {
  it('takes three steps, pausing after the configs and after the tokens', () => {
    const steps = createSystemInSteps(defaultBaseConfig);
    expect(steps.next().done).toBe(false);
    expect(steps.next().done).toBe(false);
    const last = steps.next();
    expect(last.done).toBe(true);
    expect(last.value).toHaveProperty('$$chakra', true);
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
