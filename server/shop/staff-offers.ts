import { and, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { brands, categories } from '#catalog/taxonomy.ts';
import { formatDateTime, dhakaIso } from '#shop-api/dates.ts';
import { formatCents } from '#shop-api/money.ts';
import { priceNow, windowState, type SaleScope } from '#shop-api/offer-rules.ts';
import {
  reductionText,
  scopeText,
  type CodeTermsEdit,
  type KnownSlugs,
  type OfferChange,
  type OfferState,
  type SalePreview,
  type SaleTermsEdit,
  type StaffCode,
  type StaffOffers,
  type StaffSale,
} from '#shop-api/staff-offers.ts';
import type { Db, Tx } from '#server/store/database.ts';
import { offerChanges, products, promoCodes, sales } from '#server/store/schema.ts';
import { refusals } from '#server/texts.ts';
import { codeUses, listedInColumns } from './offers.ts';
import type { Caller } from './orders.ts';
import { ShopError } from './problems.ts';

// Staff creating, changing and ending sales and promo codes (/staff/offers,
// docs/decisions/0042-offers.md, "Staff"): each write and the history row that says who made it
// in one transaction, every moment read from the server's clock (`now`).

/** The category and brand slugs a sale or code may name: the taxonomy's. */
export const knownSlugs: KnownSlugs = {
  categories: categories.map((category) => category.slug),
  brands: brands.map((brand) => brand.slug),
};

/**
 * How many sales and codes the staff's list names, by their ends, the latest first: every one
 * running or to come, and the last ones ended.
 */
const LISTED = 200;
/** How many changes the history answers, the newest first. */
const HISTORY_LISTED = 100;
/** How many products a preview prices: the three cheapest and the three dearest. */
const PREVIEW_EACH_END = 3;

type Who = Pick<Caller, 'uid' | 'email'>;
type SaleRow = typeof sales.$inferSelect;
type CodeRow = typeof promoCodes.$inferSelect;
type What = 'sale' | 'code';

const windowOf = (row: { startsAt: Date; endsAt: Date }) => ({
  startsAt: dhakaIso(row.startsAt),
  endsAt: dhakaIso(row.endsAt),
});

const stateOf = (row: { startsAt: Date; endsAt: Date }, now: Date): OfferState =>
  windowState({ startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() }, now);

const saleOf = (row: SaleRow, now: Date): StaffSale => ({
  id: row.id,
  title: row.title,
  reduction: row.reduction,
  scope: row.scope,
  ...windowOf(row),
  state: stateOf(row, now),
});

const codeOf = (row: CodeRow, uses: number, now: Date): StaffCode => ({
  code: row.code,
  reduction: row.reduction,
  minimumCents: row.minimumCents,
  ...windowOf(row),
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  categories: row.categories,
  excludedCategories: row.excludedCategories,
  withSales: row.withSales,
  published: row.published,
  state: stateOf(row, now),
  uses,
});

/** Running first (the one ending first first), then those to come (the next first), then ended. */
function byState<Offer extends { state: OfferState; startsAt: string; endsAt: string }>(
  offers: Offer[],
): Offer[] {
  const rank = { running: 0, 'not-started': 1, ended: 2 } as const;
  const at = (offer: Offer) =>
    offer.state === 'running'
      ? Date.parse(offer.endsAt)
      : offer.state === 'not-started'
        ? Date.parse(offer.startsAt)
        : -Date.parse(offer.endsAt);
  return offers.sort((a, b) => rank[a.state] - rank[b.state] || at(a) - at(b));
}

/** Every sale and code as staff list them at `now`, each code with its uses. */
export async function staffOffers(db: Db, now: Date): Promise<StaffOffers> {
  const uses = codeUses(db);
  const [saleRows, codeRows] = await Promise.all([
    db.select().from(sales).orderBy(desc(sales.endsAt)).limit(LISTED),
    db
      .select({ code: promoCodes, uses: uses.uses })
      .from(promoCodes)
      .leftJoin(uses, eq(uses.code, promoCodes.code))
      .orderBy(desc(promoCodes.endsAt))
      .limit(LISTED),
  ]);
  return {
    sales: byState(saleRows.map((row) => saleOf(row, now))),
    codes: byState(codeRows.map(({ code, uses }) => codeOf(code, Number(uses ?? 0), now))),
  };
}

/** The latest changes of sales and codes, newest first. */
export async function offerHistory(db: Db): Promise<OfferChange[]> {
  const rows = await db
    .select()
    .from(offerChanges)
    .orderBy(desc(offerChanges.at), desc(offerChanges.id))
    .limit(HISTORY_LISTED);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    by: row.staffEmail ?? row.staffUid,
    entity: row.entity,
    subject: row.subject,
    action: row.action,
    summary: row.summary,
  }));
}

// What each part of an offer reads as in the history: a creation names them all, a change only
// those that differ ("end: 8 Dec 2026, 00:00 → 10 Dec 2026, 00:00").
type Described<Terms> = readonly (readonly [label: string, read: (terms: Terms) => string])[];

const windowParts = [
  ['start', (terms) => formatDateTime(terms.startsAt)],
  ['end', (terms) => formatDateTime(terms.endsAt)],
] as const satisfies Described<{ startsAt: string; endsAt: string }>;

const saleParts: Described<SaleTermsEdit> = [
  ['title', (terms) => terms.title],
  ['reduction', (terms) => reductionText(terms.reduction)],
  ['covers', (terms) => scopeText(terms.scope)],
  ...windowParts,
];

const yesNo = (yes: boolean) => (yes ? 'yes' : 'no');
const capText = (cap: number | null) => (cap === null ? 'none' : String(cap));
const codeParts: Described<CodeTermsEdit> = [
  ['reduction', (terms) => reductionText(terms.reduction)],
  ['minimum spend', (terms) => formatCents(terms.minimumCents)],
  ...windowParts,
  ['cap on uses', (terms) => capText(terms.maxUses)],
  ['cap per customer', (terms) => capText(terms.maxUsesPerCustomer)],
  ['categories', (terms) => terms.categories.join(', ') || 'all'],
  ['left out', (terms) => terms.excludedCategories.join(', ') || 'none'],
  ['adds to sales', (terms) => yesNo(terms.withSales)],
  ['on the Offers page', (terms) => yesNo(terms.published)],
];

function summaryOf<Terms>(parts: Described<Terms>, after: Terms, before?: Terms): string {
  return parts
    .flatMap(([label, read]) => {
      const now = read(after);
      if (!before) return [`${label}: ${now}`];
      const was = read(before);
      return was === now ? [] : [`${label}: ${was} → ${now}`];
    })
    .join('; ');
}

async function recordChange(
  tx: Tx,
  change: { who: Who; at: Date; entity: What; subject: string; action: OfferChange['action'] },
  summary: string,
) {
  await tx.insert(offerChanges).values({
    at: change.at,
    staffUid: change.who.uid,
    staffEmail: change.who.email ?? null,
    entity: change.entity,
    subject: change.subject,
    action: change.action,
    summary,
  });
}

/** A new end must be after `now`: a past one is what ending now is for. */
function refusePastEnd(what: What, endsAt: string, now: Date) {
  if (Date.parse(endsAt) <= now.getTime()) {
    throw new ShopError('bad-request', refusals.staffOffers.endPassed(what));
  }
}

/** A sale naming products one by one names products the shop has. */
async function refuseUnknownProducts(db: Db | Tx, scope: SaleScope) {
  if (scope.kind !== 'products') return;
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...scope.productIds]));
  const known = new Set(found.map((row) => row.id));
  const unknown = scope.productIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new ShopError('bad-request', refusals.staffOffers.unknownProducts(unknown));
  }
}

const saleValues = (terms: SaleTermsEdit) => ({
  title: terms.title,
  reduction: terms.reduction,
  scope: terms.scope,
  startsAt: new Date(terms.startsAt),
  endsAt: new Date(terms.endsAt),
});

/** A sale's terms as saved, as staff wrote them (what a change is compared with). */
function termsOfSale(row: SaleRow): SaleTermsEdit {
  const { id: _id, state: _state, scope, ...terms } = saleOf(row, row.startsAt);
  // Read only, as the history's summary reads it.
  return { ...terms, scope: scope as SaleTermsEdit['scope'] };
}

/** A sale's id from its title: `Monitor week` is `monitor-week`, then `monitor-week-2`. */
async function newSaleId(tx: Tx, title: string): Promise<string> {
  const base =
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 48)
      .replace(/^-+|-+$/g, '') || 'sale';
  const taken = new Set(
    (
      await tx
        .select({ id: sales.id })
        .from(sales)
        .where(or(eq(sales.id, base), like(sales.id, `${base}-%`)))
    ).map((row) => row.id),
  );
  let id = base;
  for (let next = 2; taken.has(id); next += 1) id = `${base}-${next}`;
  return id;
}

/** Creates a sale: its id from its title. */
export async function createSale(
  db: Db,
  terms: SaleTermsEdit,
  who: Who,
  now: Date,
): Promise<StaffSale> {
  refusePastEnd('sale', terms.endsAt, now);
  return db.transaction(async (tx) => {
    await refuseUnknownProducts(tx, terms.scope);
    const id = await newSaleId(tx, terms.title);
    const [row] = await tx
      .insert(sales)
      .values({ id, ...saleValues(terms) })
      .returning();
    await recordChange(
      tx,
      { who, at: now, entity: 'sale', subject: id, action: 'created' },
      summaryOf(saleParts, terms),
    );
    return saleOf(row!, now);
  });
}

async function lockedSale(tx: Tx, id: string): Promise<SaleRow> {
  const [row] = await tx.select().from(sales).where(eq(sales.id, id)).for('update');
  if (!row) throw new ShopError('not-found', refusals.staffOffers.noSuchSale);
  return row;
}

/** Changes a sale's terms; a new end must be to come. A save that changes nothing is not recorded. */
export async function changeSale(
  db: Db,
  id: string,
  terms: SaleTermsEdit,
  who: Who,
  now: Date,
): Promise<StaffSale> {
  return db.transaction(async (tx) => {
    const before = termsOfSale(await lockedSale(tx, id));
    if (Date.parse(terms.endsAt) !== Date.parse(before.endsAt)) {
      refusePastEnd('sale', terms.endsAt, now);
    }
    await refuseUnknownProducts(tx, terms.scope);
    const [row] = await tx.update(sales).set(saleValues(terms)).where(eq(sales.id, id)).returning();
    const summary = summaryOf(saleParts, terms, before);
    if (summary) {
      await recordChange(
        tx,
        { who, at: now, entity: 'sale', subject: id, action: 'changed' },
        summary,
      );
    }
    return saleOf(row!, now);
  });
}

/** Refuses to end an offer that is not running at `now`. */
function refuseNotRunning(what: What, row: { startsAt: Date; endsAt: Date }, now: Date) {
  const state = stateOf(row, now);
  if (state === 'not-started') {
    throw new ShopError(
      'transition-not-allowed',
      refusals.staffOffers.notStarted(what, row.startsAt.toISOString()),
    );
  }
  if (state === 'ended') {
    throw new ShopError(
      'transition-not-allowed',
      refusals.staffOffers.ended(what, row.endsAt.toISOString()),
    );
  }
}

const endedSummary = (was: Date, now: Date) =>
  `end: ${formatDateTime(was.toISOString())} → ${formatDateTime(now.toISOString())} (ended now)`;

/** Ends a running sale at `now`: the next quote or order is priced without it. */
export async function endSale(db: Db, id: string, who: Who, now: Date): Promise<StaffSale> {
  return db.transaction(async (tx) => {
    const before = await lockedSale(tx, id);
    refuseNotRunning('sale', before, now);
    const [row] = await tx.update(sales).set({ endsAt: now }).where(eq(sales.id, id)).returning();
    await recordChange(
      tx,
      { who, at: now, entity: 'sale', subject: id, action: 'ended' },
      endedSummary(before.endsAt, now),
    );
    return saleOf(row!, now);
  });
}

/**
 * The prices a sale with `terms` would give, not saved: how many products the shop sells that
 * it covers, and the three cheapest and three dearest of them priced by the offers' own rules
 * (`priceNow`) at its start, from the server's own prices.
 */
export async function previewSale(db: Db, terms: SaleTermsEdit): Promise<SalePreview> {
  await refuseUnknownProducts(db, terms.scope);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      ...listedInColumns,
    })
    .from(products)
    .where(
      and(
        eq(products.sold, true),
        // A product the catalog marks inactive is not shown to shoppers.
        sql`coalesce((${products.document}->>'isActive')::boolean, true)`,
        coveredBy(terms.scope),
      ),
    )
    .orderBy(products.priceCents, products.id);
  const sale = { id: 'preview', ...terms };
  const at = new Date(terms.startsAt);
  const priced = rows.map((row) => {
    const price = priceNow(row, [sale], at);
    return {
      id: row.id,
      name: row.name,
      regularPriceCents: price.regularPriceCents,
      priceCents: price.priceCents,
    };
  });
  const shown =
    priced.length <= 2 * PREVIEW_EACH_END
      ? priced
      : [...priced.slice(0, PREVIEW_EACH_END), ...priced.slice(-PREVIEW_EACH_END)];
  return { productCount: priced.length, products: shown };
}

/** The products' rows `scope` covers, as `offer-rules.ts` reads a scope. */
function coveredBy(scope: SaleScope): SQL {
  switch (scope.kind) {
    case 'products':
      return inArray(products.id, [...scope.productIds]);
    case 'category':
      return sql`${listedInColumns.categories} @> ${JSON.stringify([scope.category])}::jsonb`;
    case 'brand':
      return sql`${listedInColumns.brand} = ${scope.brand}`;
  }
}

const codeValues = (terms: CodeTermsEdit) => ({
  reduction: terms.reduction,
  minimumCents: terms.minimumCents,
  startsAt: new Date(terms.startsAt),
  endsAt: new Date(terms.endsAt),
  maxUses: terms.maxUses,
  maxUsesPerCustomer: terms.maxUsesPerCustomer,
  categories: [...terms.categories],
  excludedCategories: [...terms.excludedCategories],
  withSales: terms.withSales,
  published: terms.published,
});

/** A code's terms as saved, as staff wrote them (what a change is compared with). */
function termsOfCode(row: CodeRow): CodeTermsEdit {
  const { state: _state, uses: _uses, ...terms } = codeOf(row, 0, row.startsAt);
  return terms;
}

/** The code's row locked to the transaction's end, with its uses; a 404 for none. */
async function lockedCode(tx: Tx, code: string) {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
  if (!row) throw new ShopError('not-found', refusals.staffOffers.noSuchCode);
  const uses = codeUses(tx);
  const [used] = await tx.select({ uses: uses.uses }).from(uses).where(eq(uses.code, code));
  return { row, uses: Number(used?.uses ?? 0) };
}

/** Creates a promo code; one that exists is refused (it is changed instead). */
export async function createCode(
  db: Db,
  terms: CodeTermsEdit,
  who: Who,
  now: Date,
): Promise<StaffCode> {
  refusePastEnd('code', terms.endsAt, now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promoCodes)
      .values({ code: terms.code, ...codeValues(terms) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ShopError('bad-request', refusals.staffOffers.codeExists(terms.code));
    await recordChange(
      tx,
      { who, at: now, entity: 'code', subject: terms.code, action: 'created' },
      summaryOf(codeParts, terms),
    );
    return codeOf(row, 0, now);
  });
}

/** Changes a code's terms (never its name); a new end must be to come. */
export async function changeCode(
  db: Db,
  code: string,
  terms: CodeTermsEdit,
  who: Who,
  now: Date,
): Promise<StaffCode> {
  if (terms.code !== code) throw new ShopError('bad-request', refusals.staffOffers.codeRenamed);
  return db.transaction(async (tx) => {
    const { row: before, uses } = await lockedCode(tx, code);
    if (Date.parse(terms.endsAt) !== before.endsAt.getTime()) {
      refusePastEnd('code', terms.endsAt, now);
    }
    const [row] = await tx
      .update(promoCodes)
      .set(codeValues(terms))
      .where(eq(promoCodes.code, code))
      .returning();
    const summary = summaryOf(codeParts, terms, termsOfCode(before));
    if (summary) {
      await recordChange(
        tx,
        { who, at: now, entity: 'code', subject: code, action: 'changed' },
        summary,
      );
    }
    return codeOf(row!, uses, now);
  });
}

/** Ends a running code at `now`: the next quote or order is refused it. */
export async function endCode(db: Db, code: string, who: Who, now: Date): Promise<StaffCode> {
  return db.transaction(async (tx) => {
    const { row: before, uses } = await lockedCode(tx, code);
    refuseNotRunning('code', before, now);
    const [row] = await tx
      .update(promoCodes)
      .set({ endsAt: now })
      .where(eq(promoCodes.code, code))
      .returning();
    await recordChange(
      tx,
      { who, at: now, entity: 'code', subject: code, action: 'ended' },
      endedSummary(before.endsAt, now),
    );
    return codeOf(row!, uses, now);
  });
}
