/**
 * The shop's categories and their brands (spec §2, Navigation data): the nav bar, the mobile
 * drawer, the categories page, the listings and the catalog all read them from here.
 * Slugs are the canonical lowercase path segments: `/{category}` and `/{category}/{brand}`.
 */
export interface Brand {
  label: string;
  slug: string;
}

export interface Category {
  label: string;
  /** The nav bar's shorter name, so the eleven categories fit on one line from 1024 px. */
  navLabel: string;
  slug: string;
  /** One sentence for the category's listing page and its meta description. */
  description: string;
  brands: readonly Brand[];
}

const phoneBrands: readonly Brand[] = [
  { label: 'iPad & Tablets', slug: 'ipad-tab' },
  { label: 'iPhone', slug: 'iphone' },
  { label: 'Samsung', slug: 'samsung' },
  { label: 'Google', slug: 'google' },
  { label: 'Xiaomi', slug: 'xiaomi' },
  { label: 'Amazon', slug: 'amazon' },
  { label: 'OnePlus', slug: 'oneplus' },
  { label: 'Nokia', slug: 'nokia' },
  { label: 'Realme', slug: 'realme' },
  { label: 'Huawei', slug: 'huawei' },
  { label: 'Infinix', slug: 'infinix' },
];

// The spec's shared list, without its duplicates; its '/star-pc' entry is labelled HP.
const sharedBrands: readonly Brand[] = [
  { label: 'HP', slug: 'star-pc' },
  { label: 'Dell', slug: 'dell' },
  { label: 'Huawei', slug: 'huawei' },
  { label: 'Samsung', slug: 'samsung' },
  { label: 'NPC', slug: 'npc' },
  { label: 'Hikvision', slug: 'hikvision' },
  { label: 'Gigasonic', slug: 'gigasonic' },
  { label: 'Lenovo', slug: 'lenovo' },
  { label: 'LG', slug: 'lg' },
  { label: 'BenQ', slug: 'lgbenq' },
  { label: 'ViewSonic', slug: 'viewsonic' },
  { label: 'Corsair', slug: 'corsair' },
  { label: 'Philips', slug: 'philips' },
  { label: 'Walton', slug: 'walton' },
];

export const categories: readonly Category[] = [
  {
    label: 'Phones & Tablets',
    navLabel: 'Phones',
    slug: 'phone-tablets',
    description: 'Smartphones and tablets from Apple, Samsung, Google, Xiaomi and more.',
    brands: phoneBrands,
  },
  {
    label: 'Laptops & Computers',
    navLabel: 'Laptops',
    slug: 'laptop-desktop',
    description: 'Laptops, desktops and all-in-ones for study, work and play.',
    brands: sharedBrands,
  },
  {
    label: 'Components',
    navLabel: 'Components',
    slug: 'component',
    description: 'Processors, memory, storage, power supplies and cases to build or upgrade a PC.',
    brands: sharedBrands,
  },
  {
    label: 'Office Equipment',
    navLabel: 'Office',
    slug: 'office-equipment',
    description: 'Printers, scanners, UPS units and everything else an office runs on.',
    brands: sharedBrands,
  },
  {
    label: 'Accessories',
    navLabel: 'Accessories',
    slug: 'accessories',
    description: 'Chargers, cables, cases, headphones, keyboards and mice.',
    brands: sharedBrands,
  },
  {
    label: 'Networking',
    navLabel: 'Networking',
    slug: 'networking',
    description: 'Routers, switches, mesh Wi-Fi and cameras for home and office networks.',
    brands: sharedBrands,
  },
  {
    label: 'Photocopiers',
    navLabel: 'Photocopiers',
    slug: 'photocopier',
    description: 'Photocopiers and multifunction machines for busy offices.',
    brands: sharedBrands,
  },
  {
    label: 'Projectors',
    navLabel: 'Projectors',
    slug: 'projector',
    description: 'Projectors and screens for classrooms, meeting rooms and home cinema.',
    brands: sharedBrands,
  },
  {
    label: 'Laptop Accessories',
    navLabel: 'Laptop Gear',
    // The spec's own spelling: links to it are already out in the world.
    slug: 'laptopaccessorises',
    description: 'Bags, docks, stands, coolers and chargers for your laptop.',
    brands: sharedBrands,
  },
  {
    label: 'Software',
    navLabel: 'Software',
    slug: 'software',
    description: 'Operating systems, office suites and security software.',
    brands: sharedBrands,
  },
  {
    label: 'Gaming',
    navLabel: 'Gaming',
    slug: 'gaming',
    description: 'Consoles, gaming laptops, monitors, headsets and controllers.',
    brands: sharedBrands,
  },
];

/** The category whose slug matches, ignoring case (paths are matched case-insensitively). */
export function findCategory(slug: string): Category | undefined {
  const wanted = slug.toLowerCase();
  return categories.find((category) => category.slug === wanted);
}

/** The category's brand whose slug matches, ignoring case. */
export function findBrand(category: Category, slug: string): Brand | undefined {
  const wanted = slug.toLowerCase();
  return category.brands.find((brand) => brand.slug === wanted);
}

/** A 'Shop By Category' tile of the home page (spec §3); its count comes from the catalog. */
export interface CategoryTile {
  category: Category;
  /** The tile's own name, which may say more than the category's label. */
  name: string;
  /** A 4:3 illustration, drawn on `categoryTileImageSize`. */
  image: string;
  imageAlt: string;
}

export const categoryTileImageSize = { width: 400, height: 300 } as const;

const tile = (slug: string, name: string, imageAlt: string): CategoryTile => {
  const category = findCategory(slug);
  if (!category) throw new Error(`category tile: no category '${slug}'`);
  return { category, name, image: `/images/categories/${slug}.svg`, imageAlt };
};

export const categoryTiles: readonly CategoryTile[] = [
  tile('phone-tablets', 'Phones & Tablets', 'A tablet and two phones'),
  tile('laptop-desktop', 'Laptops & Computers', 'A monitor, a tower PC and a laptop'),
  tile('gaming', 'Gaming Accessories', 'A games console, a gamepad and a headset'),
  tile('office-equipment', 'Office Equipment', 'A monitor, a printer, a keyboard and a mouse'),
];
