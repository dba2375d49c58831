import type { Rolldown } from 'vite';

/** React's development test of whether an element gets an owner stack (at most 10,000 a second). */
const OWNER_STACK_TEST = '1e4 > ReactSharedInternals.recentlyCreatedOwnerStacks++';

/**
 * Where the dependencies create their elements, and how many owner stack tests each file has:
 * `jsx` and `jsxs` of `react/jsx-runtime`, and `React.createElement`. The app's own JSX goes
 * through `react/jsx-dev-runtime` (`jsxDEV`), which is left as it is.
 */
const LIBRARY_ELEMENT_FILES: Record<string, number> = {
  'react/cjs/react-jsx-runtime.development.js': 2,
  'react/cjs/react.development.js': 1,
};

/**
 * The code of React's file `file` (a key of `LIBRARY_ELEMENT_FILES`) without owner stacks, or
 * `undefined` when it does not have the tests this expects (another React version: left as it is).
 */
export function withoutOwnerStacks(code: string, file: string): string | undefined {
  const parts = code.split(OWNER_STACK_TEST);
  return parts.length - 1 === LIBRARY_ELEMENT_FILES[file] ? parts.join('false') : undefined;
}

/**
 * For the development server's prebundled dependencies (`optimizeDeps`): the elements that
 * Chakra, Emotion, React Router and react-slick create get no owner stack. React's development
 * build records one for every element (an `Error` of 10 frames and a `console.createTask`, ~25 µs
 * on this machine), and the libraries create most of a page's elements: about a tenth of a fresh
 * tab's main-thread time on the home page and listings (docs/performance-log.md, "2026-11-29: A
 * fresh tab on the development server"). A library's frames are on DevTools' ignore list anyway;
 * the app's own elements keep their owner stacks, so React's warnings still name the app's
 * components and where they were rendered.
 */
export function libraryOwnerStacksPlugin(): Rolldown.Plugin {
  return {
    name: 'voltbay-library-owner-stacks',
    transform(code, id) {
      const file = Object.keys(LIBRARY_ELEMENT_FILES).find((name) => id.endsWith(`/${name}`));
      if (!file) return undefined;
      const changed = withoutOwnerStacks(code, file);
      if (changed === undefined) {
        this.warn(`${file}: not React's owner stack test as expected; left with owner stacks`);
      }
      return changed;
    },
  };
}
