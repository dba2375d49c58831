import type { Category } from '#catalog/taxonomy.ts';

/** The texts of the search box, the phone's search dialog and the search page. */
export const searchText = {
  fieldLabel: 'Search products',
  submitLabel: 'Search',
  /** The phone header's button that opens the search dialog. */
  openDialog: 'Search',
  boxPlaceholder: 'Search phones, laptops, brands...',
  dialogPlaceholder: 'Search...',
  dialogTitle: 'Search the shop',
  closeDialog: 'Close search',
  suggestionsLabel: 'Suggested products',
  /** What a screen reader hears once the suggestions for the typed text are in. */
  suggestionsAnnounced: (count: number) =>
    count === 0
      ? 'No suggestions'
      : `${count === 1 ? '1 suggestion' : `${count} suggestions`}, use up and down arrows to choose`,
  pageTitle: (query: string) => (query ? `Search results for "${query}"` : 'Search'),
  queryShortened: (max: number) =>
    `Your search was longer than ${max} characters: only the first ${max} were used.`,
  pageDescription: "Search Voltbay's phones, laptops, components and more.",
  resultCount: (count: number) => (count === 1 ? '1 product found' : `${count} products found`),
  noQuery: 'Type what you are looking for in the search box.',
  noMatch: (query: string) => `Nothing matches "${query}".`,
  searchFailed: 'We could not search the shop',
  didYouMean: 'Did you mean:',
  howToSearch:
    'Search by product name, brand or category, for example "laptop", "Samsung" or "router". Or browse the shop by category.',
  popularCategories: 'Popular categories',
} as const;

/** The categories the search page's empty state offers, most visited first. */
export const popularCategorySlugs: readonly Category['slug'][] = [
  'phone-tablets',
  'laptop-desktop',
  'accessories',
  'gaming',
];
