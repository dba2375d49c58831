// The pickup stores' texts: they load with the store choice (pickup-stores.tsx), not with the
// checkout's first view.

export const pickupText = {
  legend: 'Pickup store',
  opening: 'Opening hours',
  finding: 'Checking which stores have your items...',
  notChecked:
    'We could not check which stores have your items. Choose a store: we check it when you review your order.',
  noneHasAll: 'No store has every item in your cart now',
  noneHasAllHint: 'Choose delivery, or change your cart to collect it.',
  lacks: (items: string) => `Not in stock here: ${items}.`,
  lackedLine: (name: string, available: number) =>
    available === 0 ? name : `${name} (only ${available})`,
  availableAt: (store: string) => `All your items are available at ${store}.`,
  chosenLacks: (store: string) =>
    `${store} does not have every item in your cart now. Choose another store, or delivery.`,
} as const;
