/** The "Recently viewed" section's texts (product page, home, account); they load with it. */
export const recentlyViewedText = {
  heading: 'Recently viewed',
  clear: 'Clear',
  /** The Clear button's accessible name: its word first, then what it clears. */
  clearLabel: 'Clear recently viewed products',
  cleared: 'Recently viewed products cleared',
  /** The account page's line: how many are kept, and where. */
  kept: (count: number) =>
    `${count} ${count === 1 ? 'product' : 'products'} you opened lately, kept in this browser only.`,
} as const;
