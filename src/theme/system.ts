import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens as chakraSemanticTokens,
  textStyles,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './recipes';
import { semanticTokens, tokens } from './tokens';

// Chakra's own defaultConfig carries the styles of every component it has; the shop takes
// Chakra's tokens and only the recipes it uses (see recipes.ts and vite.config.ts).
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: chakraTokens,
    semanticTokens: chakraSemanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const voltbayTheme = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: { tokens, semanticTokens },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme, voltbayTheme));
