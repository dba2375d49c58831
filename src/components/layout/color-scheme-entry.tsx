import { Box } from '@chakra-ui/react';
import { afterStartPart } from '#src/components/ui/after-start-part.tsx';

// The page's colours are set before it is drawn (src/services/color-scheme.ts); the switch, which
// only this browser can draw pressed or not, comes once the page has started.
const ColorSchemeSwitch = afterStartPart(() =>
  import('./color-scheme-switch.late.tsx').then((module) => module.ColorSchemeSwitch),
);

/** The header's dark mode switch, in a place the size of its button kept from the first paint. */
export function HeaderColorSchemeSwitch() {
  return (
    <Box boxSize="10" flexShrink="0">
      <ColorSchemeSwitch />
    </Box>
  );
}
