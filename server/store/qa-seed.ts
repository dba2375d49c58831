import { totalsOf, type OrderStatus, type PlaceOrderRequest } from '#shop-api/orders.ts';
import type { Db } from './database.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StoreId } from '#shop-api/stores.ts';
import {
  answers,
  orderEvents,
  orderLines,
  orders,
  products,
  promoCodes,
  storeStock,
  promoRedemptions,
  questions,
  sales,
} from './schema.ts';

/** The QA accounts of emulator-data/ (README, "QA"). */
const qaAccounts = {
  named: {
    uid: 'BUMOjA5W6W3G610BT26UhdjJasOv',
    email: 'qa.named@voltbay.example',
    name: 'Quinn Assurance',
  },
  staff: { uid: 'qaStaffQuentinStaffAccount01', name: 'Sam S.' },
} as const;

const delivery: PlaceOrderRequest['fulfilment'] = {
  type: 'delivery',
  address: { line1: '12 Test Road', city: 'Dhaka', postcode: '1205' },
  payment: 'cash-on-delivery',
};
const pickup: PlaceOrderRequest['fulfilment'] = {
  type: 'pickup',
  store: 'riverside',
  payment: 'pay-at-store',
};

/** One order of Quinn's in each state, with the path it took to get there. */
const qaOrders: {
  number: string;
  path: OrderStatus[];
  fulfilment: PlaceOrderRequest['fulfilment'];
  productId: string;
  quantity: number;
}[] = [
  {
    number: 'VB-100001',
    path: ['placed'],
    fulfilment: delivery,
    productId: 'vb-0001',
    quantity: 1,
  },
  {
    number: 'VB-100002',
    path: ['placed', 'confirmed'],
    fulfilment: pickup,
    productId: 'vb-0002',
    quantity: 2,
  },
  {
    number: 'VB-100003',
    path: ['placed', 'confirmed', 'ready-for-pickup'],
    fulfilment: pickup,
    productId: 'vb-0003',
    quantity: 1,
  },
  {
    number: 'VB-100004',
    path: ['placed', 'confirmed', 'shipped'],
    fulfilment: delivery,
    productId: 'vb-0004',
    quantity: 1,
  },
  {
    number: 'VB-100005',
    path: ['placed', 'confirmed', 'ready-for-pickup', 'collected'],
    fulfilment: pickup,
    productId: 'vb-0005',
    quantity: 1,
  },
  {
    number: 'VB-100006',
    path: ['placed', 'confirmed', 'shipped', 'delivered'],
    fulfilment: delivery,
    productId: 'vb-0006',
    quantity: 3,
  },
  {
    number: 'VB-100007',
    path: ['placed', 'cancelled'],
    fulfilment: delivery,
    productId: 'vb-0007',
    quantity: 1,
  },
];

/** What QA find at the start (docs/qa.md): Quinn's orders, questions on one product, offers. */
export async function seedQaData(db: Db, now = new Date()): Promise<void> {
  await seedQaOrders(db);
  await seedQaQuestions(db);
  await seedQaOffers(db, now);
  await seedQaStoreStock(db);
}

/** The product whose stores QA find in every state (docs/qa.md, "Where to get it"). */
const QA_STORES_PRODUCT = 'vb-0007';

/**
 * The stores' units of the `index`th product (in id order): Riverside, the flagship, has what the
 * warehouse has; each other store lacks some products, and the Galaxy S24 Ultra (vb-0007) is sold
 * out at Circuit Square and down to its last 2 at Lakeview Mall.
 */
function qaStoreUnits(id: string, index: number, warehouse: number): Record<StoreId, number> {
  if (id === QA_STORES_PRODUCT) {
    return { 'circuit-square': 0, riverside: warehouse, 'lakeview-mall': 2, 'northgate-plaza': 4 };
  }
  return {
    'circuit-square': index % 3 === 0 ? 0 : 6,
    riverside: warehouse,
    'lakeview-mall': index % 4 === 1 ? 2 : 9,
    'northgate-plaza': index % 5 === 2 ? 0 : 4,
  };
}

/**
 * Gives the stores their units, once: a database whose stores hold any row is left as QA and
 * staff changed it. The warehouse's count is the catalog's (server/shop/catalog-release.ts).
 */
async function seedQaStoreStock(db: Db): Promise<void> {
  const [stocked] = await db.select({ id: storeStock.productId }).from(storeStock).limit(1);
  if (stocked) return;
  const sold = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(eq(products.sold, true))
    .orderBy(asc(products.id));
  const rows = sold.flatMap(({ id, stock }, index) =>
    Object.entries(qaStoreUnits(id, index, stock)).map(([storeId, units]) => ({
      productId: id,
      storeId: storeId as StoreId,
      units,
    })),
  );
  // In slices: one insert of 10,000 products' rows would pass PostgreSQL's parameter limit.
  for (let start = 0; start < rows.length; start += 5_000) {
    await db
      .insert(storeStock)
      .values(rows.slice(start, start + 5_000))
      .onConflictDoNothing();
  }
}

/**
 * Gives the QA account 'Quinn Assurance' an order in each state (VB-100001 to VB-100007, docs/qa.md),
 * once: orders already there are left as QA changed them. They are history: no stock is taken.
 */
async function seedQaOrders(db: Db): Promise<void> {
  const rows = await db
    .select({ id: products.id, name: products.name, priceCents: products.priceCents })
    .from(products)
    .where(
      inArray(
        products.id,
        qaOrders.map((order) => order.productId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const day = 24 * 60 * 60 * 1000;
  await db.transaction(async (tx) => {
    for (const [index, seed] of qaOrders.entries()) {
      const product = byId.get(seed.productId);
      if (!product) continue;
      const line = {
        productId: product.id,
        name: product.name,
        unitPriceCents: product.priceCents,
        quantity: seed.quantity,
        lineTotalCents: product.priceCents * seed.quantity,
        discountCents: 0,
      };
      const placedAt = new Date(Date.UTC(2026, 9, 1) + index * day);
      const [inserted] = await tx
        .insert(orders)
        .values({
          number: seed.number,
          ownerUid: qaAccounts.named.uid,
          email: qaAccounts.named.email,
          contact: {
            name: qaAccounts.named.name,
            email: qaAccounts.named.email,
            phone: '+880 1700-000099',
          },
          fulfilment: seed.fulfilment,
          status: seed.path.at(-1) ?? 'placed',
          ...totalsOf([line], seed.fulfilment.type),
          idempotencyKey: `qa-seed-${seed.number}`,
          requestDigest: 'qa-seed',
          placedAt,
          // History that took no stock: no hold to end (holdEndsAt null), no cap counts it.
        })
        .onConflictDoNothing()
        .returning({ number: orders.number });
      if (!inserted) continue;
      await tx.insert(orderLines).values({ ...line, orderNumber: seed.number });
      await tx.insert(orderEvents).values(
        seed.path.map((status, step) => ({
          orderNumber: seed.number,
          status,
          at: new Date(placedAt.getTime() + step * 6 * 60 * 60 * 1000),
          by: step === 0 || status === 'cancelled' ? 'shopper' : `staff:${qaAccounts.staff.uid}`,
        })),
      );
    }
  });
}

const QA_QUESTIONS_PRODUCT = 'vb-0001';

/**
 * Two of Quinn's questions on vb-0001, once: one answered by staff (Sam), one waiting for an
 * answer. Left alone when Quinn has asked there before.
 */
async function seedQaQuestions(db: Db): Promise<void> {
  const asked = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.productId, QA_QUESTIONS_PRODUCT),
        eq(questions.askerUid, qaAccounts.named.uid),
      ),
    )
    .limit(1);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, QA_QUESTIONS_PRODUCT));
  if (asked.length > 0 || !product) return;
  const asker = { productId: product.id, askerUid: qaAccounts.named.uid, askerName: 'Quinn A.' };
  await db.transaction(async (tx) => {
    const [answered] = await tx
      .insert(questions)
      .values({
        ...asker,
        body: 'Can I put a SIM card in it?',
        createdAt: new Date(Date.UTC(2026, 9, 10)),
      })
      .returning({ id: questions.id });
    await tx.insert(answers).values({
      questionId: answered!.id,
      authorUid: qaAccounts.staff.uid,
      authorName: qaAccounts.staff.name,
      byStaff: true,
      body: "No: this is the Wi-Fi model, with no SIM slot. It connects over Wi-Fi, or through your phone's hotspot.",
      createdAt: new Date(Date.UTC(2026, 9, 11)),
    });
    await tx.insert(questions).values({
      ...asker,
      body: 'Does it come with a case?',
      createdAt: new Date(Date.UTC(2026, 9, 12)),
    });
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sales and codes for QA (docs/qa.md, "Offers"), their times around the server's first start:
 * a sale running for a week, one ended yesterday, one starting tomorrow, on products no other
 * QA flow prices; a code anyone may use once, one with a $500 minimum, and one used up (by
 * Quinn's delivered order). Once: what QA changed is left as it is.
 */
async function seedQaOffers(db: Db, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await db
    .insert(sales)
    .values([
      {
        id: 'qa-monitor-week',
        title: 'Monitor week',
        reduction: { kind: 'percent', percent: 15 },
        scope: { kind: 'products', productIds: ['vb-0067', 'vb-0069', 'vb-0070'] },
        startsAt: at(-1),
        endsAt: at(7),
      },
      {
        id: 'qa-printer-days',
        title: 'Printer days',
        reduction: { kind: 'amount', amountCents: 2_000 },
        scope: { kind: 'products', productIds: ['vb-0066'] },
        startsAt: at(-8),
        endsAt: at(-1),
      },
      {
        id: 'qa-ups-weekend',
        title: 'UPS weekend',
        reduction: { kind: 'percent', percent: 20 },
        scope: { kind: 'products', productIds: ['vb-0063'] },
        startsAt: at(1),
        endsAt: at(3),
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(promoCodes)
    .values([
      {
        code: 'WELCOME10',
        reduction: { kind: 'percent', percent: 10 },
        startsAt: at(-1),
        endsAt: at(365),
        maxUsesPerCustomer: 1,
        withSales: true,
        published: true,
      },
      {
        code: 'SAVE50',
        reduction: { kind: 'amount', amountCents: 5_000 },
        minimumCents: 50_000,
        startsAt: at(-1),
        endsAt: at(30),
        published: true,
      },
      {
        code: 'FLASH5',
        reduction: { kind: 'percent', percent: 5 },
        startsAt: at(-1),
        endsAt: at(30),
        maxUses: 1,
      },
    ])
    .onConflictDoNothing();
  const [delivered] = await db
    .select({ number: orders.number, uid: orders.ownerUid, email: orders.email })
    .from(orders)
    .where(eq(orders.number, 'VB-100006'));
  if (!delivered) return;
  await db
    .insert(promoRedemptions)
    .values({
      orderNumber: delivered.number,
      code: 'FLASH5',
      ownerUid: delivered.uid,
      email: delivered.email,
      phoneKey: '1700000099',
    })
    .onConflictDoNothing();
}
