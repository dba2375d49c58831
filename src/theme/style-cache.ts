import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * What the shop's browsers still need prefixed: Safari (16.4 and later, the build's target)
 * knows these only as `-webkit-` properties (`backdrop-filter` until Safari 18).
 */
const SAFARI_PREFIXED = new Set([
  'user-select',
  'backdrop-filter',
  'text-size-adjust',
  'box-decoration-break',
]);

/**
 * Writes a declaration of `SAFARI_PREFIXED` with its `-webkit-` twin before it, and every other
 * one as it is. Emotion's default (stylis' `prefixer`) adds every prefix stylis knows, for
 * browsers a decade old (`-ms-flex-align`, `-webkit-box-pack`, `-moz-transform`,
 * `@-webkit-keyframes`): a fifth of each page's CSS, which the browser parses and matches for
 * nothing (docs/decisions/0037-vendor-prefixes.md).
 */
const safariPrefixes: StylisPlugin = (element) => {
  if (
    element.type === 'decl' &&
    typeof element.props === 'string' &&
    SAFARI_PREFIXED.has(element.props)
  ) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * The Emotion cache every render of the shop's styles goes through (`AppProviders`): the same
 * in the prerender and in the browser, so that the CSS the page came with and the CSS inserted
 * once it runs are written alike. `css` is Emotion's key, which the prerendered style elements
 * carry.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [safariPrefixes] });
}
