/** The comparison's texts: the Compare buttons, the header's link, the chooser and the page. */
export const compareText = {
  /** The toggle's visible word; its accessible name starts with it (WCAG 2.5.3). */
  toggle: 'Compare',
  toggleLabel: (productName: string) => `Compare ${productName}`,
  /** The header's link: its name starts with the count it shows. */
  link: (count: number) => `${count} ${count === 1 ? 'product' : 'products'} to compare`,
  // The chooser, when a fifth product is added.
  chooserTitle: 'Compare up to 4 products',
  chooserText: (productName: string) =>
    `Choose the product that ${productName} replaces, or keep the comparison as it is.`,
  replaceLabel: (productName: string) => `Replace ${productName}`,
  keep: 'Keep the comparison',
  // The page.
  title: 'Compare products',
  description: 'Compare products side by side at Voltbay: prices, ratings and specifications.',
  /** Under the heading, in the HTML as once started: what the page does, and where it keeps it. */
  intro:
    'Up to 4 products side by side: their prices, ratings, stock and every specification, the rows where they differ marked. The comparison is kept in this browser, and its address can be shared.',
  count: (count: number) => `${count} of 4 products`,
  empty: 'Nothing to compare yet',
  emptyHint: "Press Compare on up to 4 products, and they'll be shown here side by side.",
  browse: 'Browse products',
  onlyDifferences: 'Show only differences',
  differs: 'Differs',
  /** Read out after a row's name when its values differ. */
  differsLabel: (row: string) => `${row}, differs`,
  tableLabel: 'Products compared side by side',
  product: 'Product',
  price: 'Price',
  rating: 'Rating',
  stock: 'Stock',
  kind: 'Kind',
  addToCart: 'Add to cart',
  notApplicable: 'Does not apply',
  notStated: 'Not stated',
  remove: 'Remove',
  removeLabel: (productName: string) => `Remove ${productName} from the comparison`,
  clear: 'Clear comparison',
  share: 'Link to this comparison',
  noDifferences: 'These products read the same in every row.',
  // What was wrong with a link or the kept list: said once, above the table.
  linkUnknown: (count: number) =>
    count === 1
      ? "1 product in this link isn't sold here and was left out."
      : `${count} products in this link aren't sold here and were left out.`,
  linkRepeated: 'Products named more than once in this link are shown once.',
  linkOverLimit: (count: number) =>
    `Only 4 products can be compared: the first 4 of this link are shown, ${count} more left out.`,
  unreadable: "We couldn't read all of your comparison, so some products may be missing.",
  dropped: (count: number) =>
    count === 1
      ? 'A product in your comparison is no longer sold and was removed.'
      : `${count} products in your comparison are no longer sold and were removed.`,
} as const;
