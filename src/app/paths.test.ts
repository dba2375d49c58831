import { describe, expect, it } from 'vitest';
import { href, path } from './paths';

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
});
