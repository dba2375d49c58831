import { describe, expect, it } from 'vitest';
import type { Product } from './product.ts';
import type { UseCase } from './taxonomy.ts';
import { makeProduct } from './product.fixtures.ts';
import { matchesUseCase, productsForUseCase, useCaseKeywords } from './use-cases.ts';

// A product that matches no tab by itself: no use case, and a category with no keyword in it.
const plain = (changes: Partial<Product>) =>
  makeProduct({
    name: 'Voltbay Test Item',
    category: 'software',
    brand: 'walton',
    useCase: [],
    ...changes,
  });

describe('matchesUseCase', () => {
  it.each<[UseCase, string]>(
    Object.entries(useCaseKeywords).flatMap(([useCase, keywords]) =>
      keywords.map((keyword): [UseCase, string] => [useCase as UseCase, keyword]),
    ),
  )('matches %s by the keyword %s in the name', (useCase, keyword) => {
    expect(matchesUseCase(plain({ name: `Voltbay ${keyword} X1` }), useCase)).toBe(true);
  });

  it.each<[string, UseCase]>([
    ['Samsung Galaxy Book4 Pro 14', 'professionals'],
    ['HP FX900 PRO 1 TB NVMe SSD', 'professionals'],
    ['Realme 12 Pro+ 5G', 'professionals'],
    ['Voltbay pro-grade Tool Kit', 'professionals'],
    ['Dell Precision 5690 Mobile Workstation', 'professionals'],
    ['BenQ MW560 WXGA Business Projector', 'professionals'],
    ['Voltbay Budget-Friendly Earbuds', 'students'],
    ['Voltbay Tablets (2-Pack)', 'students'],
    ['Corsair K70 RGB Keyboard', 'gamers'],
    ['HP Victus 15 Gaming Laptop', 'gamers'],
    ['HP Victus 15 Gaming Laptop', 'students'],
    ['HP USB-C Travel Hub G2', 'travelers'],
    ['Samsung T7 Shield 2 TB Portable SSD', 'travelers'],
    ['Corsair One i500 Compact Gaming PC', 'travelers'],
  ])('matches %s for %s', (name, useCase) => {
    expect(matchesUseCase(plain({ name }), useCase)).toBe(true);
  });

  it.each<[string, UseCase]>([
    ['BenQ TH575 1080p Home Projector', 'professionals'],
    ['Voltbay Quad-Core Processor', 'professionals'],
    ['HikCentral Professional Base Licence', 'professionals'],
    ['Voltbay Approved Charger', 'professionals'],
    ['Voltbay Laptopstand', 'students'],
    ['Voltbay Travelling Case', 'travelers'],
    ['Voltbay Compactor', 'travelers'],
    ['Voltbay Gamingchair', 'gamers'],
  ])('does not match %s for %s', (name, useCase) => {
    expect(matchesUseCase(plain({ name }), useCase)).toBe(false);
  });

  it.each<[Product['category'], string, UseCase]>([
    ['laptop-desktop', 'lenovo', 'students'],
    ['phone-tablets', 'samsung', 'students'],
    ['laptopaccessorises', 'dell', 'students'],
    ['gaming', 'corsair', 'gamers'],
  ])('matches a product of category %s for %s', (category, brand, useCase) => {
    expect(matchesUseCase(plain({ category, brand }), useCase)).toBe(true);
  });

  it.each<[Product['category'], string, UseCase]>([
    ['projector', 'lgbenq', 'professionals'],
    ['office-equipment', 'star-pc', 'students'],
    ['software', 'walton', 'gamers'],
  ])('does not match a product of category %s for %s', (category, brand, useCase) => {
    expect(matchesUseCase(plain({ category, brand }), useCase)).toBe(false);
  });

  it.each<UseCase>(['students', 'gamers', 'professionals', 'travelers'])(
    'matches %s when the product lists it, whatever its name',
    (useCase) => {
      expect(matchesUseCase(plain({ useCase: [useCase] }), useCase)).toBe(true);
      expect(matchesUseCase(plain({ useCase: [] }), useCase)).toBe(false);
    },
  );

  it('does not match a use case the product does not list and has no keyword of', () => {
    expect(matchesUseCase(plain({ useCase: ['gamers'] }), 'travelers')).toBe(false);
  });
});

describe('productsForUseCase', () => {
  it('keeps the active matching products, in order', () => {
    const products = [
      plain({ id: 'listed', useCase: ['travelers'] }),
      plain({ id: 'named', name: 'Voltbay Compact Speaker' }),
      plain({ id: 'other', useCase: ['gamers'] }),
      plain({ id: 'withdrawn', useCase: ['travelers'], isActive: false }),
    ];
    expect(productsForUseCase(products, 'travelers').map((product) => product.id)).toEqual([
      'listed',
      'named',
    ]);
  });
});
