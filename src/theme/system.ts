import { createSystemInSteps, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  keyframes,
  layerStyles,
  semanticTokens as chakraSemanticTokens,
  textStyles,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { runInTasks } from '#src/services/next-task.ts';
import { recipes, slotRecipes } from './recipes.ts';
import { semanticTokens, tokens } from './tokens.ts';

/**
 * Chakra's colour palettes the shop never names. Each palette is 11 tokens and 7 semantic ones,
 * each a CSS variable that every page's HTML carries and that the browser builds the system from
 * at start-up, the largest piece of start-up work (docs/performance-log.md, "2026-11-23:
 * Prerendered pages, and what each step gained").
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends { colors?: object }>(tokenSet: T): T => ({
  ...tokenSet,
  colors: Object.fromEntries(
    Object.entries(tokenSet.colors ?? {}).filter(([palette]) => !UNUSED_PALETTES.has(palette)),
  ),
});

/**
 * Chakra's global styles (`globalCss` of @chakra-ui/react/theme), less the 25 variables its `*`
 * rule declares on every element for utilities the shop never uses (`filter: auto`,
 * `backdropFilter: auto`, rings). Declared on every element, they gave each element a style of its
 * own: about a fifth of the browser's style work on the home page and a listing
 * (docs/performance-log.md, "2026-11-28: The product page on a quiet machine"). The three that
 * the reset reads (a border's colour, the body and mono fonts) are declared once on the root,
 * which carries the `dark` class, and inherited.
 */
const chakraGlobalCss = {
  '*': { fontFeatureSettings: '"cv11"' },
  html: {
    color: 'fg',
    bg: 'bg',
    lineHeight: '1.5',
    '--global-font-mono': 'fonts.mono',
    '--global-font-body': 'fonts.body',
    '--global-color-border': 'colors.border',
  },
  '*::placeholder, *[data-placeholder]': { color: 'fg.muted/80' },
  '*::selection': { bg: 'colorPalette.emphasized/80' },
};

// Chakra's own defaultConfig carries the styles of every component it has; the shop takes
// Chakra's tokens and only the recipes it uses (see recipes.ts and vite.config.ts).
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: chakraGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: withoutUnusedPalettes(chakraTokens),
    semanticTokens: withoutUnusedPalettes(chakraSemanticTokens),
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// Chakra's outline fields are edged with `border` (gray.200, 1.3:1 on white); a field's edge
// needs 3:1 (WCAG 1.4.11), which border.emphasized gives (tokens.ts). Merged into Chakra's recipes.
const fieldEdge = { variants: { variant: { outline: { borderColor: 'border.emphasized' } } } };

const voltbayTheme = defineConfig({
  globalCss: {
    // The browser's own parts (scroll bars, a field's autofill) in the page's colours.
    html: { colorPalette: 'brand', colorScheme: 'light' },
    'html.dark': { colorScheme: 'dark' },
    body: { bg: 'bg', color: 'fg' },
    // A page's heading takes the focus after a navigation (use-focus-page-on-navigation.ts) so
    // that screen readers announce the page; it is no control, so it shows no focus ring.
    'main h1[tabindex="-1"]:focus': { outline: 'none' },
    // Shoppers who ask for less motion get none: drawers and dialogs appear without sliding,
    // menus and toasts without fading, carousels change slides without gliding. Chakra's
    // overlays still hear their animation end, so they open and close as before.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0s !important',
        transitionDuration: '0s !important',
      },
    },
  },
  theme: { tokens, semanticTokens, recipes: { input: fieldEdge, textarea: fieldEdge } },
});

/**
 * Building the system is the largest piece of start-up work: in tasks of its own, apart from
 * evaluating the modules before it, one for each of createSystem's steps (each config cloned,
 * the merge, the token dictionary's phases, the rest; patched in:
 * patches/@chakra-ui+react+3.37.0.patch), so that none of them blocks input for long.
 */
export const system = await runInTasks(
  createSystemInSteps(defaultBaseConfig, chakraTheme, voltbayTheme),
);

/**
 * The same system for a page that came with Chakra's global and token CSS in its HTML (a
 * prerendered page, src/app/prerender.tsx): it brings no global styles of its own, so the browser
 * never builds that CSS (built only when read: patches/@chakra-ui+react+3.37.0.patch) nor has
 * Emotion serialise it to find the style element already there, which stays as the page put it.
 */
export const systemForPrerenderedPage = Object.create(system, {
  _global: { value: [] },
}) as typeof system;
