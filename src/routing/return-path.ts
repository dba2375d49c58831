import { path } from './paths.ts';

// Any fixed origin works: it only tells whether a value would leave the page's own origin.
const PROBE_ORIGIN = 'https://voltbay.invalid';

/** Browsers read '\' as '/' and drop tabs and newlines, so '/\evil' and '/\t/evil' are '//evil'. */
function hasDisguisedSlash(value: string): boolean {
  return [...value].some((char) => {
    const code = char.charCodeAt(0);
    return char === '\\' || code < 0x20 || code === 0x7f;
  });
}

/**
 * Where to send the shopper after signing in: the given path when it is a relative path on this
 * site, else home. Rejects other origins in every spelling a browser accepts ('//evil.example',
 * '/\evil.example', 'https://...', 'javascript:...', tabs and newlines inside, dot segments that
 * normalise to '//evil.example'), and auth pages, so that a login never leads back to a login.
 */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return path.home;
  if (hasDisguisedSlash(candidate) || candidate.startsWith('//')) return path.home;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return path.home;
  }
  // Checked again after the parser removed dot segments ('/..//evil', '/%2e//evil'), since the
  // normalised path is what the router and the browser get: '//evil' there is another origin.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return path.home;
  if (url.pathname.startsWith('/auth/')) return path.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The query parameter that carries the return path through the auth pages. */
export const RETURN_PARAM = 'returnTo';

/** An auth page's address that brings the shopper back to `returnTo` afterwards. */
export function withReturnPath(authPath: string, returnTo: string): string {
  const target = safeReturnPath(returnTo);
  return target === path.home
    ? authPath
    : `${authPath}?${new URLSearchParams({ [RETURN_PARAM]: target })}`;
}
