import { describe, expect, it } from 'vitest';
import raw from '#catalog/products.json';
import { parseCatalog } from './parse-catalog.ts';
import { makeProduct } from './product.fixtures.ts';
import { createProductSearch } from './product-search.ts';

const { products } = parseCatalog(raw);
const shop = createProductSearch(products);
const names = (query: string) => shop.search(query).map((product) => product.name);
const isLaptop = (name: string) =>
  products.find((product) => product.name === name)?.specifications.kind === 'laptop';

describe('product search over the catalog', () => {
  it.each(['', '   ', '\t\n'])('finds nothing for a blank query (%j)', (query) => {
    expect(shop.search(query)).toEqual([]);
  });

  it('ranks a product named by the query above those that only mention it', () => {
    const search = createProductSearch([
      makeProduct({
        id: 'mentions',
        slug: 'mentions',
        sku: 'MENTIONS',
        name: 'Walton Wall Charger',
        description: 'Charges a dock, a phone or a speaker.',
        tags: ['dock'],
      }),
      makeProduct({ id: 'named', slug: 'named', sku: 'NAMED', name: 'Dell Pro Dock WD25' }),
    ]);
    expect(search.search('dock').map((product) => product.id)).toEqual(['named', 'mentions']);
  });

  it('lists laptops before laptop chargers, bags and stands for "laptop"', () => {
    const found = names('laptop');
    const firstAccessory = found.findIndex((name) => !isLaptop(name));
    const laptops = products.filter(
      (product) => product.isActive && product.specifications.kind === 'laptop',
    );
    expect(firstAccessory).toBe(laptops.length);
    expect(found).toEqual(
      expect.arrayContaining([
        'Dell 130 W USB-C Laptop Charger',
        'HP Prelude Pro 15.6-inch Laptop Backpack',
      ]),
    );
  });

  it('matches the start of a word while it is being typed ("lapt", "ipho")', () => {
    expect(names('lapt').slice(0, 5).every(isLaptop)).toBe(true);
    expect(names('ipho')).toEqual([
      'iPhone 15 128 GB',
      'iPhone 13 128 GB (Renewed)',
      'iPhone 16 Pro Max 256 GB',
    ]);
  });

  it('forgives typos: "iphnoe" finds the iPhones, "samsng" every Samsung product and nothing else', () => {
    expect(names('iphnoe').sort()).toEqual([
      'iPhone 13 128 GB (Renewed)',
      'iPhone 15 128 GB',
      'iPhone 16 Pro Max 256 GB',
    ]);
    const samsung = products.filter((product) => product.isActive && product.brand === 'samsung');
    expect(shop.search('samsng').map((product) => product.brand)).toEqual(
      samsung.map(() => 'samsung'),
    );
  });

  it('takes a word it knows as typed: "phone" does not read as a typo of "iphone"', () => {
    const found = shop.search('phone');
    expect(found.length).toBeGreaterThan(10);
    expect(found.slice(0, 3).every((product) => product.brand !== 'apple')).toBe(true);
  });

  it('finds Apple products by the brand shoppers name: "apple" and "mac"', () => {
    const apple = products.filter((product) => product.isActive && product.brand === 'apple');
    expect(names('apple').sort()).toEqual(apple.map((product) => product.name).sort());
    expect(names('apple').some((name) => name.startsWith('iPhone'))).toBe(true);
    expect(names('apple').some((name) => name.startsWith('iPad'))).toBe(true);
    expect(names('apple').some((name) => name.startsWith('MacBook'))).toBe(true);
    expect(names('mac').sort()).toEqual(names('apple').sort());
  });

  it('finds MacBooks first for "macbook"', () => {
    const found = names('macbook');
    expect(found.slice(0, 2).every((name) => name.startsWith('MacBook'))).toBe(true);
  });

  it('wants every word when some product has them all: "samsung laptop"', () => {
    const found = shop.search('samsung laptop');
    expect(found[0]?.name).toBe('Samsung Galaxy Book4 Pro 14');
    expect(found.every((product) => product.brand === 'samsung')).toBe(true);
  });

  it('falls back to any word when no product has them all', () => {
    expect(names('iphone xyzzy')).toEqual(names('iphone'));
  });

  describe('a query that cannot match every word does not flood the results', () => {
    const active = products.filter((product) => product.isActive);

    it('"laptop for students" lists the laptops first, then what "laptop" finds, no printers or cameras', () => {
      const found = shop.search('laptop for students');
      const laptops = active.filter((product) => product.specifications.kind === 'laptop');
      expect(found.slice(0, laptops.length).every((product) => isLaptop(product.name))).toBe(true);
      expect(found.length).toBeLessThanOrEqual(names('laptop').length);
      expect(names('laptop')).toEqual(expect.arrayContaining(found.map((product) => product.name)));
    });

    it('"camera for students": a few products, the student\'s webcam first, no security cameras', () => {
      const found = names('camera for students');
      expect(found.length).toBeLessThanOrEqual(12);
      expect(found[0]).toBe('NPC 1080p USB Webcam');
      const cameras = shop
        .search('camera for students')
        .filter((product) => product.specifications.kind === 'camera');
      expect(cameras.map((product) => product.name)).toEqual(['NPC 1080p USB Webcam']);
    });

    it('ranks the products with more of the words first ("gaming laptop 16gb")', () => {
      const found = shop.search('gaming laptop 16gb');
      expect(found.length).toBeLessThanOrEqual(15);
      expect(found.slice(0, 3).map((product) => product.name)).toEqual(
        expect.arrayContaining([
          'HP Victus 15 Gaming Laptop',
          'Dell Alienware m16 R2 Gaming Laptop',
        ]),
      );
    });

    it.each(['com', 'gmail.com', 'john.smith@gmail.com', 'www', 'https://'])(
      'a piece of an address, %j, lists next to nothing',
      (query) => {
        expect(shop.search(query).length).toBeLessThanOrEqual(2);
      },
    );

    it.each(['the', 'for', 'a', 'and', 'with', 'for the'])(
      'a stop word alone, %j, lists nothing',
      (query) => {
        expect(shop.search(query)).toEqual([]);
      },
    );

    it('a stop word beside a word is left out: "the freestyle" is "freestyle"', () => {
      expect(names('the freestyle')).toEqual(names('freestyle'));
      expect(names('freestyle')).toEqual(['Samsung The Freestyle 2nd Gen']);
    });
  });

  it('finds by specifications ("ddr5") and leaves withdrawn products out ("Realme C67")', () => {
    expect(names('ddr5').length).toBeGreaterThan(0);
    expect(
      names('ddr5')
        .slice(0, 2)
        .every((name) => name.includes('DDR5')),
    ).toBe(true);
    expect(names('realme c67')).not.toContain('Realme C67 128 GB');
  });

  it.each([
    '%',
    '"',
    '(',
    ')',
    '100%',
    '"iphone',
    'ipad (',
    '🔋📱',
    'iphone 🔋',
    '*',
    '\\',
    'a'.repeat(500),
    'laptop '.repeat(70),
  ])('never throws on %j', (query) => {
    expect(() => shop.search(query)).not.toThrow();
    expect(() => shop.suggest(query)).not.toThrow();
    expect(() => shop.nearestTerms(query)).not.toThrow();
  });

  it('answers a 500-character query from its first words', () => {
    expect(names(`iphone ${'x'.repeat(493)}`)).toEqual(names('iphone'));
  });
});

describe('suggest', () => {
  it('gives the first results, six by default', () => {
    expect(shop.suggest('laptop')).toEqual(shop.search('laptop').slice(0, 6));
    expect(shop.suggest('laptop', 2)).toHaveLength(2);
    expect(shop.suggest(' ')).toEqual([]);
  });
});

describe('nearestTerms', () => {
  it('offers the indexed words closest to a query that finds nothing', () => {
    // Three edits away: too far for the search to take as a typo, near enough to offer.
    expect(shop.search('iphhonnee')).toEqual([]);
    expect(shop.nearestTerms('iphhonnee')).toContain('iphone');
    expect(shop.search('laaptoopp')).toEqual([]);
    expect(shop.nearestTerms('laaptoopp')).toContain('laptop');
    expect(shop.nearestTerms('iphhonnee', 1)).toHaveLength(1);
  });

  it('offers nothing for a blank query or one with no near word', () => {
    expect(shop.nearestTerms('')).toEqual([]);
    expect(shop.nearestTerms('qqqqqqqq')).toEqual([]);
  });
});
