import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path.ts';

const origin = 'https://shop.example';
const staysOnSite = (result: string) =>
  result.startsWith('/') && new URL(result, origin).origin === origin;

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
      fc.property(fc.string({ unit: 'binary' }), (input) => staysOnSite(safeReturnPath(input))),
      { numRuns: 2000 },
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
          .filter((p) => p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/auth/')),
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
