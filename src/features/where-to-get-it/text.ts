/** The product page's "where to get it"; loads with its places, after the page has started. */
export const whereText = {
  /** The select's label, and the badge on the shopper's store. */
  yourStore: 'Your store',
  noStore: 'None chosen',
  delivery: 'Delivery',
  fromWarehouse: 'Sent from our warehouse',
  /** Until the server has answered: no count claimed. */
  checking: 'Checking stock…',
  couldNotCheck: "Couldn't check stock just now",
  notInStock: 'Not in stock',
  hours: (days: string, time: string) => `${days}, ${time}`,
} as const;
