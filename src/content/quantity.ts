import { QUANTITY, type QuantityLimit } from '#shop-api/cart-rules.ts';

/** The quantity stepper's texts (product page and cart); they load with those, not the shell. */
export const quantityText = {
  decrease: (itemName: string) => `Decrease quantity of ${itemName}`,
  increase: (itemName: string) => `Increase quantity of ${itemName}`,
  field: (itemName: string) => `Quantity of ${itemName}`,
  /** Why a typed quantity was changed: `max` is the most that can be chosen, min(10, stock). */
  limitPassed: (limit: QuantityLimit, max: number) =>
    limit === 'least'
      ? `The least you can order is ${QUANTITY.min}`
      : limit === 'stock'
        ? `We have ${max} in stock`
        : `The most you can order is ${max}`,
} as const;
