import type { Category } from '#catalog/taxonomy.ts';

// The brand paths the shop's menus have published. Links to them are out in the world, so each
// stays a page even where the brand sells nothing (yet): the phone list under Phones & Tablets,
// the shared list under every other category (docs/decisions/0013-routes-and-pages.md).
const phoneBrandPaths = [
  'ipad-tab',
  'iphone',
  'samsung',
  'google',
  'xiaomi',
  'amazon',
  'oneplus',
  'nokia',
  'realme',
  'huawei',
  'infinix',
];
const sharedBrandPaths = [
  'star-pc',
  'dell',
  'huawei',
  'samsung',
  'npc',
  'hikvision',
  'gigasonic',
  'lenovo',
  'lg',
  'lgbenq',
  'viewsonic',
  'corsair',
  'philips',
  'walton',
];

// Published brand paths named after a product line or a shop's old name, and the brand they mean.
const brandPathAliases: Readonly<Record<string, string>> = {
  iphone: 'apple',
  'ipad-tab': 'apple',
  'star-pc': 'hp',
  lgbenq: 'benq',
};

/** A published brand path of `category`, with the brand slug it stands for. */
export interface PublishedBrandPath {
  /** The path segment as the menus linked it ('star-pc'). */
  path: string;
  /** The brand it lists ('hp'). */
  brand: string;
}

/** The brand paths the menus have published under `category`. */
export function publishedBrandPaths(category: Category): PublishedBrandPath[] {
  const paths = category.slug === 'phone-tablets' ? phoneBrandPaths : sharedBrandPaths;
  return paths.map((path) => ({ path, brand: brandPathAliases[path] ?? path }));
}
