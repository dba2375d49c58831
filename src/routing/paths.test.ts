import { describe, expect, it } from 'vitest';
import { href, path, searchHref } from './paths.ts';

describe('paths', () => {
  it('gives a path without parameters as it is', () => {
    expect(href('home')).toBe('/');
    expect(href('login')).toBe(path.login);
  });

  it('fills parameters and encodes them so they stay one path segment', () => {
    expect(href('product', { productId: 'p-42' })).toBe('/products/p-42');
    expect(href('product', { productId: '../auth/login?x=1' })).toBe(
      '/products/..%2Fauth%2Flogin%3Fx%3D1',
    );
  });

  it('builds the search page address with the trimmed, encoded query', () => {
    expect(searchHref('  usb-c hub ')).toBe('/search?q=usb-c+hub');
    expect(searchHref('a&b=c/#')).toBe('/search?q=a%26b%3Dc%2F%23');
    expect(searchHref('   ')).toBe('/search');
  });
});
