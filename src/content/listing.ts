import type { ListingSort, SpecFacetField } from '#catalog/listing-query.ts';

/** The texts of product listings, their filters and the categories page. */
export const listingText = {
  productCount: (count: number) => (count === 1 ? '1 product' : `${count} products`),
  empty: 'No products here yet',
  addingMore: 'We are adding more every week. Meanwhile, have a look at everything else we stock.',
  brandNotInCategory: (brand: string, category: string) =>
    `We have no ${brand} products in ${category} yet.`,
  brandElsewhere: (brand: string) => `${brand} products we do have:`,
  seeAll: (category: string) => `See all ${category}`,
  browseCategories: 'Browse all categories',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  allProducts: 'All products',
  allProductsDescription: 'Every phone, laptop, component and accessory in the Voltbay catalog.',
  /** What a use case's listing of all products is called: 'Products for Gamers'. */
  products: 'Products',
  brandInCategory: (brand: string, category: string) => `${brand} in ${category}`,
  brandInCategoryDescription: (brand: string, category: string, categoryDescription: string) =>
    `${brand} products in ${category} at Voltbay: ${categoryDescription}`,
  pickedFor: (useCase: string, description: string) =>
    `Picked for ${useCase.toLowerCase()}: ${description}`,
  allCategories: 'All categories',
  allCategoriesDescription: 'Every Voltbay category and brand, with how many products each has.',
  forUseCase: (listing: string, useCase: string) => `${listing} for ${useCase}`,
  unknownUseCase: (value: string) => `We don't know the use case '${value}'; showing all products.`,
  noMatch: 'No products match these filters',
  noMatchHint: 'Try fewer filters, or clear them to see everything here.',
  clearFilters: 'Clear filters',
  activeFilters: 'Chosen filters',
  removeFilter: (label: string) => `Remove filter: ${label}`,
  priceRange: (min?: string, max?: string) =>
    min && max ? `${min} – ${max}` : min ? `From ${min}` : `Up to ${max}`,
  filters: 'Filters',
  filtersWithCount: (count: number) => (count > 0 ? `Filters (${count})` : 'Filters'),
  showResults: (count: number) => (count === 1 ? 'Show 1 product' : `Show ${count} products`),
  countingResults: 'Counting…',
  sortBy: 'Sort by',
  sorts: {
    relevance: 'Best match',
    featured: 'Featured',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
    rating: 'Customer rating',
    newest: 'Newest',
  } satisfies Record<ListingSort, string>,
  brand: 'Brand',
  price: 'Price',
  priceMin: 'Min',
  priceMax: 'Max',
  pricePlaceholder: (amount: number) => `$${amount}`,
  applyPrice: 'Apply price',
  priceNotWhole: 'Enter whole dollars, such as 250.',
  availability: 'Availability',
  inStockOnly: 'In stock only',
  useCase: 'Use case',
  anyUseCase: 'Any',
  rating: 'Customer rating',
  anyRating: 'Any rating',
  ratingAtLeast: (stars: number) => `${stars} stars & up`,
  optionCount: (count: number) => `(${count})`,
  pagination: 'Pagination',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageLabel: (page: number) => `Page ${page}`,
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  showing: (first: number, last: number, total: number) => `${first}–${last} of ${total} products`,
} as const;

/**
 * The specification facets each category's listings offer: the one or two numbers shoppers of
 * that category choose by. Other categories have no facet a number describes well.
 */
export const specFacetsByCategory: Readonly<Record<string, readonly SpecFacetField[]>> = {
  'phone-tablets': ['storage', 'ram'],
  'laptop-desktop': ['ram', 'storage'],
  component: ['storage', 'ram'],
  'office-equipment': ['screenSize'],
  gaming: ['refreshRate', 'screenSize'],
};
