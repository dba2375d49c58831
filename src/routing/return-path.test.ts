import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path.ts';

const origin = 'https://shop.example';
/** A path that, given to the router or the browser, opens a page of this site. */
const staysOnSite = (result: string) =>
  result.startsWith('/') && !result.startsWith('//') && new URL(result, origin).origin === origin;

/** Ways of writing another origin, or a script, where a path is expected. */
const attackPrefixes = [
  '//',
  '/\\',
  '\\\\',
  '/\t/',
  '/\n/',
  'https://',
  'http://',
  'HTTPS://',
  '  https://',
  'javascript:',
  'JaVaScRiPt:',
  ' javascript:',
  'data:text/html,',
  'vbscript:',
  '///',
];

/** Dot segments, plain or percent-encoded in any case, which a URL parser removes. */
const dotSegment = fc.constantFrom('.', '..', '%2e', '%2E', '%2e%2e', '.%2e', '%2E.', '%2e%2E');

/**
 * Paths built from ordinary names, dot segments, empty segments and slashes (plain, backslash,
 * encoded), so that normalising them can bring two slashes to the front.
 */
const pathWithDotSegments = fc
  .array(fc.oneof(dotSegment, fc.constantFrom('', 'a', 'evil.example', 'auth'), fc.webSegment()), {
    minLength: 1,
    maxLength: 6,
  })
  .chain((segments) =>
    fc
      .array(fc.constantFrom('/', '/', '/', '\\', '%2f', '%5c'), {
        minLength: segments.length,
        maxLength: segments.length,
      })
      .map((slashes) => segments.map((segment, i) => `${slashes[i]}${segment}`).join('')),
  );

/** Any string, and paths whose dot segments would normalise to '//host' or a page of this site. */
const anyInput = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.tuple(pathWithDotSegments, fc.webAuthority()).map(([path, host]) => `${path}//${host}`),
  fc.tuple(pathWithDotSegments, fc.webPath()).map(([path, rest]) => `${path}${rest}`),
);

describe('safeReturnPath', () => {
  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    '/auth/login',
    '/auth/signup?redirect=/account',
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/a/..//evil.example',
    '/x/%2e%2e/%2e%2e//evil.example/path',
    '/./auth/login',
    '/%2e/auth/login',
  ])('sends %j home', (input) => {
    expect(safeReturnPath(input)).toBe('/');
  });

  it('sends anything but a string home', () => {
    for (const input of [undefined, null, 42, { pathname: '/cart' }, ['/cart']]) {
      expect(safeReturnPath(input)).toBe('/');
    }
  });

  it.each([
    '/',
    '/products',
    '/products/p-1?qty=2#reviews',
    '/search?q=usb%20c',
    '/%2F%2Fx',
    '/%09/x',
  ])('keeps the same-site path %j', (input) => {
    expect(safeReturnPath(input)).toBe(input);
  });

  it('never leaves the site, whatever the input', () => {
    fc.assert(
      fc.property(anyInput, (input) => staysOnSite(safeReturnPath(input))),
      { numRuns: 4000 },
    );
  });

  it('sends every other-origin or script spelling home, whatever follows it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...attackPrefixes),
        fc.webAuthority(),
        fc.webPath(),
        (prefix, host, rest) => safeReturnPath(`${prefix}${host}${rest}`) === '/',
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps any ordinary site path as it is', () => {
    fc.assert(
      fc.property(
        fc
          .webPath()
          .filter((p) => p.startsWith('/') && !p.startsWith('//'))
          .filter((p) => {
            const { pathname } = new URL(p, origin);
            return !pathname.startsWith('//') && !pathname.startsWith('/auth/');
          }),
        fc.webQueryParameters(),
        (pathname, query) => {
          const input = query ? `${pathname}?${query}` : pathname;
          return safeReturnPath(input) === new URL(input, origin).href.slice(origin.length);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('withReturnPath', () => {
  it('carries a path on this site in the returnTo parameter', () => {
    expect(withReturnPath('/auth/login', '/products/p1?tab=specs')).toBe(
      '/auth/login?returnTo=%2Fproducts%2Fp1%3Ftab%3Dspecs',
    );
  });

  it('leaves it out for home, and for anything that would leave the site', () => {
    expect(withReturnPath('/auth/login', '/')).toBe('/auth/login');
    expect(withReturnPath('/auth/login', '//evil.example')).toBe('/auth/login');
  });
});
