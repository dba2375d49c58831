import { Button, IconButton } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { headerText } from '#src/content/messages.ts';
import {
  chooseColorScheme,
  currentColorScheme,
  watchColorScheme,
} from '#src/services/color-scheme.ts';
import { lineIcon } from '#src/components/ui/icons.tsx';

const MoonIcon = lineIcon(['M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z']);

const isDark = () => currentColorScheme() === 'dark';
// Drawn only in the browser (color-scheme-entry.tsx, the drawers): the server's answer is never read.
const lightOnTheServer = () => false;

/**
 * The switch between the shop's light and dark colours: pressed while the page is dark. An icon
 * in the header; `labelled` in the drawers, beside their links.
 */
export function ColorSchemeSwitch({ labelled = false }: { labelled?: boolean }) {
  const dark = useSyncExternalStore(watchColorScheme, isDark, lightOnTheServer);
  const switchProps = {
    variant: 'ghost',
    'aria-pressed': dark,
    onClick: () => chooseColorScheme(dark ? 'light' : 'dark'),
  } as const;
  return labelled ? (
    // Its words in line with the drawer's links; its hover colour around them.
    <Button {...switchProps} alignSelf="flex-start" px="2" ms="-2" fontWeight="semibold">
      <MoonIcon />
      {headerText.darkMode}
    </Button>
  ) : (
    <IconButton {...switchProps} aria-label={headerText.darkMode}>
      <MoonIcon />
    </IconButton>
  );
}
