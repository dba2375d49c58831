import { readItem, removeItem, writeItem } from './storage/web-storage.ts';

/**
 * The shop's light and dark colours (docs/decisions/0028-dark-mode.md). A page follows the
 * device's setting; the shopper's switch keeps a choice only where it differs from the device's,
 * so switching back to the device's colours follows the device again.
 */
export type ColorScheme = 'light' | 'dark';

const STORAGE_KEY = 'voltbay.colorScheme';
const DEVICE_PREFERS_DARK = '(prefers-color-scheme: dark)';
/** Chakra's `_dark` styles and dark token values apply under this class on `<html>`. */
const DARK_CLASS = 'dark';

/**
 * Inline in every page's head (vite.config.ts), run before the body is drawn: a prerendered page
 * shows the right colours from its first paint, not the light ones until the app starts. Its
 * SHA-256 is in firebase.json's script-src, the only inline script the policy allows
 * (color-scheme.test.ts checks that the two agree). What the switch stored wins; anything else
 * stored is ignored.
 */
export const colorSchemeHeadScript =
  `(function(){var c;try{c=localStorage.getItem("${STORAGE_KEY}")}catch(e){}` +
  `if(c=="dark"||c!="light"&&matchMedia("${DEVICE_PREFERS_DARK}").matches)` +
  `document.documentElement.classList.add("${DARK_CLASS}")})()`;

// Some embedded browsers have no matchMedia: they are taken to be light.
const deviceSetting = () => window.matchMedia?.(DEVICE_PREFERS_DARK);
const deviceScheme = (): ColorScheme => (deviceSetting()?.matches ? 'dark' : 'light');

function chosenScheme(): ColorScheme | null {
  const stored = readItem('localStorage', STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

/** The colours the page shows now. */
export const currentColorScheme = (): ColorScheme =>
  document.documentElement.classList.contains(DARK_CLASS) ? 'dark' : 'light';

const listeners = new Set<() => void>();

function show(scheme: ColorScheme) {
  document.documentElement.classList.toggle(DARK_CLASS, scheme === 'dark');
  for (const listener of listeners) listener();
}

/**
 * The shopper's switch: the page in `scheme` at once, remembered where the browser keeps storage
 * (refused storage leaves the choice to this page).
 */
export function chooseColorScheme(scheme: ColorScheme) {
  if (scheme === deviceScheme()) removeItem('localStorage', STORAGE_KEY);
  else writeItem('localStorage', STORAGE_KEY, scheme);
  show(scheme);
}

/** The device's setting while anything watches (a listener stays with the list it was added to). */
let watchedDevice: MediaQueryList | undefined;
const followed = () => chosenScheme() ?? deviceScheme();
const follow = () => show(followed());
const followStorage = (event: StorageEvent) => {
  if (event.key === STORAGE_KEY || event.key === null) follow();
};

/**
 * Calls `onChange` after the colours change: by this tab's switch, another tab's, or the device's
 * setting when nothing is chosen. Returns the function that stops it.
 */
export function watchColorScheme(onChange: () => void): () => void {
  if (listeners.size === 0) {
    // What changed while nothing watched (the device's setting before the page started).
    document.documentElement.classList.toggle(DARK_CLASS, followed() === 'dark');
    watchedDevice = deviceSetting();
    watchedDevice?.addEventListener('change', follow);
    addEventListener('storage', followStorage);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    watchedDevice?.removeEventListener('change', follow);
    removeEventListener('storage', followStorage);
  };
}
