import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import {
  codeDiscounts,
  priceNow,
  type CodeTerms,
  type OfferProduct,
  type PriceNow,
  type SaleTerms,
} from '#shop-api/offer-rules.ts';
import { centsOf, impliedDiscount, MOST_DISCOUNT_PERCENT } from '#shop-api/money.ts';
import type { CatalogEntry, Product } from '#catalog/product.ts';
import type { CodeRefusalReason } from '#shop-api/offers.ts';
import type { OffersAnswer } from '#shop-api/published-offers.ts';
import { dhakaIso } from '#shop-api/dates.ts';
import type { PricedLine } from '#shop-api/orders.ts';
import type { Db, Tx } from '#server/store/database.ts';
import { products, promoCodes, promoRedemptions, sales } from '#server/store/schema.ts';
import { refusals } from '#server/texts.ts';

// Sales and promo codes on the server (docs/decisions/0042-offers.md): which run at a moment of
// the server's clock, and what a code takes off an order, its uses counted in the database.

/** The sales running at `now`: the ones that price a quote or an order placed then. */
export async function runningSales(db: Db | Tx, now: Date): Promise<SaleTerms[]> {
  const rows = await db
    .select()
    .from(sales)
    .where(and(lte(sales.startsAt, now), gt(sales.endsAt, now)));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    reduction: row.reduction,
    scope: row.scope,
    startsAt: dhakaIso(row.startsAt),
    endsAt: dhakaIso(row.endsAt),
  }));
}

/**
 * Where a product row is listed, read from its catalog document: its category first, then the
 * others it is in, and its brand (none for a row without a document).
 */
export const listedInColumns = {
  categories: sql<
    string[]
  >`coalesce(jsonb_path_query_array(${products.document}, '$.category') || jsonb_path_query_array(${products.document}, '$.alsoListedIn[*]'), '[]'::jsonb)`,
  brand: sql<string>`coalesce(${products.document}->>'brand', '')`,
};

/**
 * What a product shows at `now` when a sale runs on it: the sale's price, the price before it
 * (the higher of the catalog's and the regular one) and the discount the two imply, in cents;
 * null without a sale.
 */
function salePrices(
  product: OfferProduct & { originalPriceCents: number },
  sales: readonly SaleTerms[],
  now: Date,
) {
  const price = priceNow(product, sales, now);
  if (!price.sale) return null;
  const { title, endsAt } = price.sale;
  // The catalog's "was" when it is higher, unless the discount would pass the catalog's cap.
  const catalogs = Math.max(product.originalPriceCents, price.regularPriceCents);
  const originalPriceCents =
    impliedDiscount(price.priceCents, catalogs) <= MOST_DISCOUNT_PERCENT
      ? catalogs
      : price.regularPriceCents;
  return {
    priceCents: price.priceCents,
    originalPriceCents,
    discountPercentage: impliedDiscount(price.priceCents, originalPriceCents),
    sale: { title, endsAt },
  };
}

/** `entry`, the catalog file's form, at its price now (`salePrices`); as it is without a sale. */
export function entryPricedNow(
  entry: CatalogEntry,
  sales: readonly SaleTerms[],
  now: Date,
): CatalogEntry {
  const prices = salePrices(
    {
      id: entry.id,
      priceCents: centsOf(entry.price),
      originalPriceCents: centsOf(entry.originalPrice),
      categories: [entry.category, ...(entry.alsoListedIn ?? [])],
      brand: entry.brand,
    },
    sales,
    now,
  );
  if (!prices) return entry;
  return {
    ...entry,
    price: prices.priceCents / 100,
    originalPrice: prices.originalPriceCents / 100,
    discountPercentage: prices.discountPercentage,
    sale: prices.sale,
  };
}

/** `product` as the offers' rules read it: with every category it is listed in. */
export const offerProductOf = (product: Product) => ({
  ...product,
  categories: [product.category, ...product.alsoListedIn],
});

/** `product`, the shop's form, at its price now (`salePrices`); as it is without a sale. */
export function productPricedNow(
  product: Product,
  sales: readonly SaleTerms[],
  now: Date,
): Product {
  const prices = salePrices(offerProductOf(product), sales, now);
  return prices ? { ...product, ...prices } : product;
}

/** A price's sale as the answers name it: its title, the price without it and its end. */
export const saleOf = ({ sale, regularPriceCents }: PriceNow) =>
  sale && { title: sale.title, regularPriceCents, endsAt: sale.endsAt };

/** Who uses a code, as its cap on one customer counts them: any of these is the same one. */
export interface CodeCustomer {
  uid: string | null;
  email: string;
  phoneKey: string;
}

/** A priced line with where its product is listed, as a code needs it. */
export type CodeLineInput = PricedLine & { categories: readonly string[] };

export type CodeOutcome =
  | { applied: true; code: string; lineDiscountsCents: number[] }
  | { applied: false; code: string; reason: CodeRefusalReason; message: string };

/**
 * What `code` takes off `lines` at `now` for `customer` (when known), or why it does not. Placing
 * an order passes `tx` and `lockCode`: the code's row stays locked to the transaction's end, so
 * orders using it count its uses one after the other and a cap of N gives exactly N.
 */
export async function priceCode(
  db: Db | Tx,
  code: string,
  lines: readonly CodeLineInput[],
  { now, customer, lockCode = false }: { now: Date; customer?: CodeCustomer; lockCode?: boolean },
): Promise<CodeOutcome> {
  const refused = (reason: CodeRefusalReason, message: string): CodeOutcome => ({
    applied: false,
    code,
    reason,
    message,
  });
  const query = db.select().from(promoCodes).where(eq(promoCodes.code, code));
  const [row] = await (lockCode ? query.for('update') : query);
  if (!row) return refused('unknown', refusals.promo.unknown(code));
  const terms: CodeTerms = {
    code: row.code,
    reduction: row.reduction,
    minimumCents: row.minimumCents,
    categories: row.categories,
    excludedCategories: row.excludedCategories,
    withSales: row.withSales,
    startsAt: dhakaIso(row.startsAt),
    endsAt: dhakaIso(row.endsAt),
  };
  const priced = codeDiscounts(
    terms,
    lines.map((line) => ({
      lineTotalCents: line.lineTotalCents,
      onSale: line.sale !== undefined,
      categories: line.categories,
    })),
    now,
  );
  // The code's own state first (its window, then its uses), the cart's last: a shopper is not
  // sent to change the cart for a code that could not be used anyway.
  if ('reason' in priced && priced.reason === 'not-started') {
    return refused(priced.reason, refusals.promo.notStarted(code, priced.startsAt));
  }
  if ('reason' in priced && priced.reason === 'ended') {
    return refused(priced.reason, refusals.promo.ended(code, priced.endedAt));
  }
  if (row.maxUses !== null && (await usesOf(db, code)) >= row.maxUses) {
    return refused('used-up', refusals.promo.usedUp(code));
  }
  if (
    customer &&
    row.maxUsesPerCustomer !== null &&
    (await usesOf(db, code, customer)) >= row.maxUsesPerCustomer
  ) {
    return refused('already-used', refusals.promo.alreadyUsed(code));
  }
  if ('reason' in priced) {
    return priced.reason === 'minimum-not-reached'
      ? refused(
          priced.reason,
          refusals.promo.minimumNotReached(code, priced.minimumCents, priced.missingCents),
        )
      : refused('no-eligible-product', refusals.promo.noEligibleProduct(code));
  }
  return { applied: true, code, lineDiscountsCents: priced.lineDiscountsCents };
}

/** The orders not cancelled that used `code`, all of them or one customer's. */
async function usesOf(db: Db | Tx, code: string, customer?: CodeCustomer): Promise<number> {
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int` })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.code, code),
        isNull(promoRedemptions.returnedAt),
        customer
          ? or(
              eq(promoRedemptions.email, customer.email),
              eq(promoRedemptions.phoneKey, customer.phoneKey),
              customer.uid ? eq(promoRedemptions.ownerUid, customer.uid) : undefined,
            )
          : undefined,
      ),
    );
  return Number(row?.uses ?? 0);
}

/** Records that order `orderNumber` used `code` (in the order's transaction). */
export async function redeemCode(
  tx: Tx,
  code: string,
  orderNumber: string,
  customer: CodeCustomer,
): Promise<void> {
  await tx.insert(promoRedemptions).values({
    orderNumber,
    code,
    ownerUid: customer.uid,
    email: customer.email,
    phoneKey: customer.phoneKey,
  });
}

/** A cancelled order's use of its code, given back: once, however often it is cancelled. */
export async function returnCodeUse(tx: Tx, orderNumber: string): Promise<void> {
  await tx
    .update(promoRedemptions)
    .set({ returnedAt: sql`now()` })
    .where(and(eq(promoRedemptions.orderNumber, orderNumber), isNull(promoRedemptions.returnedAt)));
}

/** Each used code's uses not given back, as a table to join the codes with (`uses.uses`). */
export const codeUses = (db: Db | Tx) =>
  db
    .select({ code: promoRedemptions.code, uses: sql<number>`count(*)::int`.as('uses') })
    .from(promoRedemptions)
    .where(isNull(promoRedemptions.returnedAt))
    .groupBy(promoRedemptions.code)
    .as('uses');

/**
 * The codes the Offers page lists at `now`: published, running and not used up, the one ending
 * first first. A code for those it was given to (not published) is never listed.
 */
export async function publishedCodes(db: Db, now: Date): Promise<OffersAnswer['codes']> {
  const uses = codeUses(db);
  const rows = await db
    .select({ code: promoCodes, uses: uses.uses })
    .from(promoCodes)
    .leftJoin(uses, eq(uses.code, promoCodes.code))
    .where(
      and(
        eq(promoCodes.published, true),
        lte(promoCodes.startsAt, now),
        gt(promoCodes.endsAt, now),
      ),
    )
    .orderBy(asc(promoCodes.endsAt), asc(promoCodes.code));
  return rows
    .filter(({ code, uses }) => code.maxUses === null || Number(uses ?? 0) < code.maxUses)
    .map(({ code }) => ({
      code: code.code,
      reduction: code.reduction,
      minimumCents: code.minimumCents,
      endsAt: dhakaIso(code.endsAt),
      withSales: code.withSales,
      categories: code.categories,
      excludedCategories: code.excludedCategories,
      maxUsesPerCustomer: code.maxUsesPerCustomer,
    }));
}
