import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { notProvided } from '#machines/not-provided.ts';
import { clampQuantity, maxQuantity, QUANTITY } from '#shop-api/cart-rules.ts';

/** What the cart knows of a product: the catalog's terms and the stock (never from storage). */
export interface CartProduct {
  id: string;
  name: string;
  imageUrl: string;
  imageAlt: string;
  priceCents: number;
  stockCount: number;
}

/** A line as it is stored: which product and how many, nothing a price could be read from. */
export interface CartLine {
  productId: string;
  quantity: number;
}

export interface CartInput {
  /** The lines kept from an earlier visit, as read from storage. */
  lines: CartLine[];
  /** Some or all of the stored cart could not be read and was left out of `lines`. */
  unreadable: boolean;
}

export interface CartContext {
  lines: CartLine[];
  /** The catalog's terms for the products in `lines`, once known. */
  products: Record<string, CartProduct>;
  /** The cart started without what could not be read of the stored cart. */
  unreadable: boolean;
  /** The browser refused to save the cart (storage full or turned off) at least once. */
  saveFailed: boolean;
  /**
   * The quantity last typed for a line, as typed, so its stepper can say which limit it went
   * past (`selectLimitPassed`); gone with the line's next step.
   */
  typed: QuantityChange | undefined;
}

export type CartEvent =
  | { type: 'cart.add'; product: CartProduct; quantity: number }
  | { type: 'cart.increment'; productId: string }
  | { type: 'cart.decrement'; productId: string }
  | { type: 'cart.setQuantity'; productId: string; quantity: number }
  | { type: 'cart.remove'; productId: string }
  | { type: 'cart.clear' }
  | { type: 'cart.retry' }
  /** Another tab saved the cart. */
  | { type: 'cart.storageChanged'; lines: CartLine[] }
  /** `saveLines` could not save: the browser refuses storage (full, or turned off). */
  | { type: 'cart.saveFailed' };

export type CartEmitted =
  | {
      type: 'cart.added';
      name: string;
      /** How many the shopper asked for, and how many fitted under the line's limit. */
      requested: number;
      added: number;
      /** The line's limit: min(10, stock). */
      max: number;
    }
  /** Lines whose products the catalog no longer sells were dropped. */
  | { type: 'cart.linesDropped'; count: number }
  /** Lines whose products have none left were dropped. */
  | { type: 'cart.soldOut'; names: string[] }
  /** Lines holding more than is left now hold what is left. */
  | { type: 'cart.quantitiesLowered'; lines: LoweredLine[] }
  /** The cart started without what could not be read of the stored cart. */
  | { type: 'cart.unreadableDropped' }
  /** The cart cannot be saved on this device, so it lasts as long as the page: told once. */
  | { type: 'cart.cannotSave' };

const quantityOf = (context: CartContext, productId: string) =>
  context.lines.find((line) => line.productId === productId)?.quantity ?? 0;

/** A quantity event's params: the line, and the quantity the shopper asks it to hold. */
interface QuantityChange {
  productId: string;
  quantity: number;
}

// What `cart.increment`, `cart.decrement` and `cart.setQuantity` each ask for, read by the guard
// and the action of their transition alike.
type QuantityArgs<Event> = { context: CartContext; event: Event };
const oneMore = ({ context, event }: QuantityArgs<{ productId: string }>): QuantityChange => ({
  productId: event.productId,
  quantity: quantityOf(context, event.productId) + 1,
});
const oneLess = ({ context, event }: QuantityArgs<{ productId: string }>): QuantityChange => ({
  productId: event.productId,
  quantity: quantityOf(context, event.productId) - 1,
});
const asTyped = ({ event }: QuantityArgs<QuantityChange>): QuantityChange => ({
  productId: event.productId,
  quantity: event.quantity,
});

/** The quantity a change leaves its line with, within the line's limit; undefined when it can't. */
function allowedQuantity(context: CartContext, { productId, quantity }: QuantityChange) {
  const product = context.products[productId];
  if (quantityOf(context, productId) === 0 || !product || !Number.isFinite(quantity)) {
    return undefined;
  }
  return clampQuantity(quantity, maxQuantity(product));
}

const withQuantity = (lines: CartLine[], productId: string, quantity: number) =>
  lines.map((line) => (line.productId === productId ? { ...line, quantity } : line));

/** A line whose quantity was lowered to the stock that is left. */
export interface LoweredLine {
  name: string;
  quantity: number;
}

/**
 * The lines as the products' terms allow: each within its limit; dropped when the catalog no
 * longer sells its product (`noLongerSold`) or none is left (`soldOut`, by name); `lowered` names
 * those holding more than is left.
 */
function linesAllowed(lines: CartLine[], products: Record<string, CartProduct>) {
  const kept: CartLine[] = [];
  const soldOut: string[] = [];
  const lowered: LoweredLine[] = [];
  let noLongerSold = 0;
  for (const line of lines) {
    const product = products[line.productId];
    if (!product) {
      noLongerSold += 1;
    } else if (product.stockCount <= 0) {
      soldOut.push(product.name);
    } else {
      const quantity = clampQuantity(line.quantity, maxQuantity(product));
      // Only the stock is news: a stored quantity over 10 was never the shopper's choice.
      if (line.quantity > product.stockCount) lowered.push({ name: product.name, quantity });
      kept.push({ productId: line.productId, quantity });
    }
  }
  return { lines: kept, noLongerSold, soldOut, lowered };
}

const unpricedIds = (context: CartContext) =>
  context.lines.map((line) => line.productId).filter((id) => !(id in context.products));

const saveLines = {
  type: 'saveLines',
  params: ({ context }: { context: CartContext }) => ({ lines: context.lines }),
} as const;

/** A step's transition: its guard and its action read the same change. */
const quantityTransition = <Event>(change: (args: QuantityArgs<Event>) => QuantityChange) =>
  ({
    guard: { type: 'changesQuantity', params: change },
    actions: [{ type: 'changeQuantity', params: change }, saveLines],
  }) as const;

/** What `cart.add` asks for, read by its guard and its action alike. */
interface Addition {
  product: CartProduct;
  quantity: number;
}
const additionOf = ({ event }: { event: Addition }): Addition => ({
  product: event.product,
  quantity: event.quantity,
});

/** The line an event names, for the guard and the action that take only that. */
const lineOf = ({ event }: { event: { productId: string } }) => ({ productId: event.productId });

/**
 * A typed quantity's transition: the line takes it within its limit, and what was typed is kept
 * for the line's stepper, also when the line already held that limit and does not change.
 */
const typedTransition = {
  guard: { type: 'hasLine', params: lineOf },
  actions: [
    { type: 'changeQuantity', params: asTyped },
    { type: 'keepTyped', params: asTyped },
    saveLines,
  ],
} as const;

/**
 * The shopper's cart: a line per product (1 to min(10, stock)), priced from the catalog. Lines
 * kept from an earlier visit or saved by another tab are priced before the cart is `ready`, with
 * the stock as it is then: products the catalog no longer sells are dropped
 * (`cart.linesDropped`), and so are those sold out (`cart.soldOut`); a line holding more than is
 * left is lowered to what is left (`cart.quantitiesLowered`). A stored cart that
 * could not all be read is announced as the cart starts (`cart.unreadableDropped`). The shopper's
 * changes are saved with `saveLines`, which sends `cart.saveFailed` when the browser refuses
 * (announced once: `cart.cannotSave`); `watchStorage` reports the changes of other tabs.
 */
export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  actors: {
    /** The terms of those of the products `ids` the catalog still sells, with their stock now. */
    loadProducts: fromPromise<CartProduct[], { ids: string[] }>(
      notProvided('cart', 'loadProducts'),
    ),
    /** Sends `cart.storageChanged` whenever another tab saves the cart. */
    watchStorage: fromCallback<CartEvent>(notProvided('cart', 'watchStorage')),
  },
  actions: {
    saveLines: (_, _params: { lines: CartLine[] }) => notProvided('cart', 'saveLines', 'action')(),
    addLine: enqueueActions(({ context, enqueue }, { product, quantity }: Addition) => {
      const current = quantityOf(context, product.id);
      const max = maxQuantity(product);
      const total = clampQuantity(current + quantity, max);
      enqueue.assign({
        products: { ...context.products, [product.id]: product },
        lines: current
          ? withQuantity(context.lines, product.id, total)
          : [...context.lines, { productId: product.id, quantity: total }],
      });
      enqueue.emit({
        type: 'cart.added',
        name: product.name,
        requested: clampQuantity(quantity, QUANTITY.max),
        added: total - current,
        max,
      });
    }),
    changeQuantity: assign(({ context }, change: QuantityChange) => ({
      lines: withQuantity(
        context.lines,
        change.productId,
        allowedQuantity(context, change) ?? quantityOf(context, change.productId),
      ),
      // A step leaves no note of an earlier typed value on its line.
      typed: context.typed?.productId === change.productId ? undefined : context.typed,
    })),
    keepTyped: assign((_, typed: QuantityChange) => ({ typed })),
    removeLine: assign(({ context }, { productId }: { productId: string }) => ({
      lines: context.lines.filter((line) => line.productId !== productId),
    })),
    clearLines: assign({ lines: [] }),
    replaceLines: assign((_, { lines }: { lines: CartLine[] }) => ({ lines })),
    reportCannotSave: enqueueActions(({ enqueue }) => {
      enqueue.assign({ saveFailed: true });
      enqueue.emit({ type: 'cart.cannotSave' });
    }),
    pricesLoaded: enqueueActions(({ context, enqueue }, products: CartProduct[]) => {
      const known = { ...context.products };
      for (const product of products) known[product.id] = product;
      const { lines, noLongerSold, soldOut, lowered } = linesAllowed(context.lines, known);
      enqueue.assign({ products: known, lines });
      if (noLongerSold > 0) enqueue.emit({ type: 'cart.linesDropped', count: noLongerSold });
      if (soldOut.length > 0) enqueue.emit({ type: 'cart.soldOut', names: soldOut });
      if (lowered.length > 0) enqueue.emit({ type: 'cart.quantitiesLowered', lines: lowered });
    }),
  },
  guards: {
    canAdd: (_, { product, quantity }: Addition) =>
      product.stockCount > 0 && Number.isFinite(quantity),
    /** The change would alter the line's quantity (so + is refused at the limit, - at 1). */
    changesQuantity: ({ context }, change: QuantityChange) => {
      const quantity = allowedQuantity(context, change);
      return quantity !== undefined && quantity !== quantityOf(context, change.productId);
    },
    hasLine: ({ context }, { productId }: { productId: string }) =>
      quantityOf(context, productId) > 0,
    hasUnpricedLines: ({ context }) => unpricedIds(context).length > 0,
    isFirstSaveFailure: ({ context }) => !context.saveFailed,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    lines: input.lines,
    products: {},
    unreadable: input.unreadable,
    saveFailed: false,
    typed: undefined,
  }),
  // What could not be read is told as the cart starts, and what was read saved at once, so
  // the next visit reads it whole and the shopper hears of it only once.
  entry: enqueueActions(({ context, enqueue }) => {
    if (!context.unreadable) return;
    enqueue.emit({ type: 'cart.unreadableDropped' });
    enqueue({ type: 'saveLines', params: { lines: context.lines } });
  }),
  invoke: { src: 'watchStorage' },
  initial: 'checking',
  on: {
    'cart.add': {
      guard: { type: 'canAdd', params: additionOf },
      actions: [{ type: 'addLine', params: additionOf }, saveLines],
    },
    'cart.increment': quantityTransition(oneMore),
    'cart.decrement': quantityTransition(oneLess),
    'cart.setQuantity': typedTransition,
    'cart.remove': {
      guard: { type: 'hasLine', params: lineOf },
      actions: [{ type: 'removeLine', params: lineOf }, saveLines],
    },
    'cart.clear': { actions: ['clearLines', saveLines] },
    // Not saved again: the other tab has saved it.
    'cart.storageChanged': {
      target: '.checking',
      actions: { type: 'replaceLines', params: ({ event }) => ({ lines: event.lines }) },
    },
    'cart.saveFailed': { guard: 'isFirstSaveFailure', actions: 'reportCannotSave' },
  },
  states: {
    checking: {
      always: [{ guard: 'hasUnpricedLines', target: 'pricing' }, { target: 'ready' }],
    },
    pricing: {
      invoke: {
        src: 'loadProducts',
        input: ({ context }) => ({ ids: unpricedIds(context) }),
        onDone: {
          target: 'checking',
          actions: [{ type: 'pricesLoaded', params: ({ event }) => event.output }, saveLines],
        },
        onError: 'unpriced',
      },
    },
    /** The catalog could not be loaded: the lines stay, unpriced, until `cart.retry`. */
    unpriced: {
      on: { 'cart.retry': 'pricing' },
    },
    ready: {},
  },
});
