/** The texts of product listings and the categories page. */
export const listingText = {
  productCount: (count: number) => (count === 1 ? '1 product' : `${count} products`),
  empty: 'No products here yet',
  addingMore: 'We are adding more every week. Meanwhile, have a look at everything else we stock.',
  brandNotInCategory: (brand: string, category: string) =>
    `We have no ${brand} products in ${category} yet.`,
  brandElsewhere: (brand: string) => `${brand} products we do have:`,
  seeAll: (category: string) => `See all ${category}`,
  browseCategories: 'Browse all categories',
} as const;
