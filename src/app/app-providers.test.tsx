import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '#src/theme/system.ts';
import { fakeSession } from '#src/testing/render-app.tsx';
import { serverUnreachable } from '#src/testing/live-stock.ts';
import { AppProviders } from './app-providers.tsx';

// A prerendered page has Chakra's global and token CSS in its head already (src/app/prerender.tsx);
// hydrating it must not build that CSS again (docs/decisions/0019-prerendered-styles.md).

/**
 * The style elements in the head that hold Chakra's token CSS (its colour variables). Counted
 * before and after: the worker's other files may have left their own.
 */
const tokenStyleElements = () =>
  [...document.head.querySelectorAll('style')].filter((style) =>
    style.textContent.includes('--chakra-colors-'),
  );

function renderProviders(prerendered: boolean) {
  return render(
    <AppProviders
      authLogic={fakeSession().logic}
      readStock={serverUnreachable}
      prerendered={prerendered}
    >
      <p>Page</p>
    </AppProviders>,
  );
}

describe('AppProviders', () => {
  it("on a page rendered in the browser, puts the theme's global and token CSS in the head", () => {
    const before = tokenStyleElements().length;
    renderProviders(false);
    expect(tokenStyleElements().length).toBeGreaterThan(before);
  });

  it('on a prerendered page, adds none: the page brought its own', () => {
    const before = tokenStyleElements().length;
    renderProviders(true);
    expect(tokenStyleElements()).toHaveLength(before);
  });
});

describe("Chakra's system", () => {
  // Fails on an unpatched @chakra-ui/react, which builds it with the system
  // (patches/@chakra-ui+react+3.37.0.patch).
  it('builds its global CSS only when it is first read', () => {
    expect(Object.getOwnPropertyDescriptor(system, '_global')).toHaveProperty('get');
    expect(system._global).toHaveLength(3);
  });
});
