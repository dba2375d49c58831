import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

// Voltbay blue: 600 and darker pass WCAG AA (4.5:1) for text on white.
export const tokens = defineTokens({
  colors: {
    brand: {
      50: { value: '#eef4ff' },
      100: { value: '#d9e6ff' },
      200: { value: '#bcd3ff' },
      300: { value: '#8eb6ff' },
      400: { value: '#598dff' },
      500: { value: '#3366f5' },
      600: { value: '#1f48db' },
      700: { value: '#1a39b1' },
      800: { value: '#1b338b' },
      900: { value: '#1c306e' },
      950: { value: '#141e43' },
    },
    volt: {
      400: { value: '#facc15' },
      500: { value: '#eab308' },
    },
  },
  fonts: {
    heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
    body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  },
});

// The names Chakra's recipes look up when a component is given colorPalette="brand", and the
// error colour made readable.
export const semanticTokens = defineSemanticTokens({
  colors: {
    brand: {
      solid: { value: '{colors.brand.600}' },
      contrast: { value: 'white' },
      fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
      muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
      subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
      emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
      focusRing: { value: '{colors.brand.500}' },
      // The edge of an outline button: brand.500 is 4.8:1 on white and 3.8:1 on brand.muted
      // (Chakra falls back to brand.muted itself, about 1.2:1, when a palette has no border).
      border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
    },
    // The edge of every field, checkbox and chip (WCAG 1.4.11 asks 3:1 of a control's edge):
    // 3.9:1 on white, 3.5:1 on gray.100 and brand.subtle, 3.1:1 on brand.muted. Chakra's
    // gray.300 is 1.5:1 on white.
    border: {
      emphasized: { value: { _light: '#80808a', _dark: '{colors.gray.500}' } },
    },
    // The edge of an outline button in the gray palette (the wishlist heart): Chakra's is gray.200.
    gray: {
      border: { value: '{colors.border.emphasized}' },
    },
    // Chakra's red.500 error text is 3.8:1 on white and 3.4:1 on brand.subtle; red.700 is 7.6:1.
    fg: {
      error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
    },
  },
});
