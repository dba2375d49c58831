/**
 * The shop's brands and categories: the nav bar, the mobile drawer, the categories page, the
 * listings and the catalog all read them from here. Slugs are the canonical lowercase path
 * segments: `/{category}` and `/{category}/{brand}`. Which brands a menu shows under a category
 * comes from the catalog (the brands with products in it), not from here.
 */
export interface Brand {
  label: string;
  slug: string;
}

/** Every brand the shop sells, once; a product names one by its slug. */
export const brands: readonly Brand[] = [
  { label: 'Amazon', slug: 'amazon' },
  { label: 'Apple', slug: 'apple' },
  { label: 'BenQ', slug: 'benq' },
  { label: 'Corsair', slug: 'corsair' },
  { label: 'Dell', slug: 'dell' },
  { label: 'Gigasonic', slug: 'gigasonic' },
  { label: 'Google', slug: 'google' },
  { label: 'Hikvision', slug: 'hikvision' },
  { label: 'HP', slug: 'hp' },
  { label: 'Huawei', slug: 'huawei' },
  { label: 'Infinix', slug: 'infinix' },
  { label: 'Lenovo', slug: 'lenovo' },
  { label: 'LG', slug: 'lg' },
  { label: 'Nokia', slug: 'nokia' },
  { label: 'NPC', slug: 'npc' },
  { label: 'OnePlus', slug: 'oneplus' },
  { label: 'Philips', slug: 'philips' },
  { label: 'Realme', slug: 'realme' },
  { label: 'Samsung', slug: 'samsung' },
  { label: 'ViewSonic', slug: 'viewsonic' },
  { label: 'Walton', slug: 'walton' },
  { label: 'Xiaomi', slug: 'xiaomi' },
];

/** The brand whose slug matches, ignoring case (paths are matched case-insensitively). */
export function findBrand(slug: string): Brand | undefined {
  const wanted = slug.toLowerCase();
  return brands.find((brand) => brand.slug === wanted);
}

export interface Category {
  label: string;
  /** The nav bar's shorter name, so the eleven categories fit on one line from 1024 px. */
  navLabel: string;
  slug: string;
  /** One sentence for the category's listing page and its meta description. */
  description: string;
}

export const categories: readonly Category[] = [
  {
    label: 'Phones & Tablets',
    navLabel: 'Phones',
    slug: 'phone-tablets',
    description: 'Smartphones and tablets from Apple, Samsung, Google, Xiaomi and more.',
  },
  {
    label: 'Laptops & Computers',
    navLabel: 'Laptops',
    slug: 'laptop-desktop',
    description: 'Laptops, desktops and all-in-ones for study, work and play.',
  },
  {
    label: 'Components',
    navLabel: 'Components',
    slug: 'component',
    description: 'Processors, memory, storage, power supplies and cases to build or upgrade a PC.',
  },
  {
    label: 'Office Equipment',
    navLabel: 'Office',
    slug: 'office-equipment',
    description: 'Printers, scanners, UPS units and everything else an office runs on.',
  },
  {
    label: 'Accessories',
    navLabel: 'Accessories',
    slug: 'accessories',
    description: 'Chargers, cables, cases, headphones, keyboards and mice.',
  },
  {
    label: 'Networking',
    navLabel: 'Networking',
    slug: 'networking',
    description: 'Routers, switches, mesh Wi-Fi and cameras for home and office networks.',
  },
  {
    label: 'Photocopiers',
    navLabel: 'Photocopiers',
    slug: 'photocopier',
    description: 'Photocopiers and multifunction machines for busy offices.',
  },
  {
    label: 'Projectors',
    navLabel: 'Projectors',
    slug: 'projector',
    description: 'Projectors and screens for classrooms, meeting rooms and home cinema.',
  },
  {
    label: 'Laptop Accessories',
    navLabel: 'Laptop Gear',
    // The spelling the shop's menus published: links to it are already out in the world
    // (docs/decisions/0013-routes-and-pages.md).
    slug: 'laptopaccessorises',
    description: 'Bags, docks, stands, coolers and chargers for your laptop.',
  },
  {
    label: 'Software',
    navLabel: 'Software',
    slug: 'software',
    description: 'Operating systems, office suites and security software.',
  },
  {
    label: 'Gaming',
    navLabel: 'Gaming',
    slug: 'gaming',
    description: 'Consoles, gaming laptops, monitors, headsets and controllers.',
  },
];

/** The category whose slug matches, ignoring case (paths are matched case-insensitively). */
export function findCategory(slug: string): Category | undefined {
  const wanted = slug.toLowerCase();
  return categories.find((category) => category.slug === wanted);
}

/** The home page's tabs; a product lists the ones it suits. */
export const useCases = ['students', 'gamers', 'professionals', 'travelers'] as const;
export type UseCase = (typeof useCases)[number];

/** The use case named `value` (ignoring letter case), if there is one. */
export const findUseCase = (value: string): UseCase | undefined =>
  useCases.find((useCase) => useCase === value.toLowerCase());
