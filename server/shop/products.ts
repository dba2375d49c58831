import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { centsOf, impliedDiscount } from '#shop-api/money.ts';
import type { EditableProduct, ProductEdit, StaffProduct } from '#shop-api/staff-products.ts';
import { productSchema, type CatalogEntry } from '#catalog/product.ts';
import type { Db, Tx } from '#server/store/database.ts';
import { products } from '#server/store/schema.ts';
import { refusals } from '#server/texts.ts';
import { ShopError } from './problems.ts';
import { entryPricedNow, runningSales } from './offers.ts';

/** A product as the catalog writes it, with the stock the server holds now. */
export const withStock = (entry: CatalogEntry, stock: number): CatalogEntry => ({
  ...entry,
  stockCount: stock,
  inStock: stock > 0,
});

/**
 * The products with `ids` the shop sells, in the catalog's form with their stock and their price
 * at `now` (a running sale's), in the order asked; an id it does not sell (unknown, withdrawn or
 * inactive) is left out.
 */
export async function readProducts(
  db: Db,
  ids: readonly string[],
  now: Date,
): Promise<CatalogEntry[]> {
  if (ids.length === 0) return [];
  const [rows, sales] = await Promise.all([
    db
      .select({ document: products.document, stock: products.stock })
      .from(products)
      .where(
        and(inArray(products.id, [...ids]), eq(products.sold, true), isNotNull(products.document)),
      ),
    runningSales(db, now),
  ]);
  const byId = new Map(
    rows.flatMap(({ document, stock }) =>
      document?.isActive
        ? [[document.id, entryPricedNow(withStock(document, stock), sales, now)] as const]
        : [],
    ),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The catalog as the shop sells it now, in the catalog file's form: every product sold, with its
 * staff edits, by id. What a deploy's build prerenders (`npm run catalog:export`).
 */
export async function soldCatalog(db: Db): Promise<CatalogEntry[]> {
  const rows = await db
    .select({ document: products.document })
    .from(products)
    .where(and(eq(products.sold, true), isNotNull(products.document)))
    .orderBy(products.id);
  return rows.flatMap(({ document }) => (document ? [document] : []));
}

/** Every product the shop knows, sold or not: what its staff's pages name and choose. */
export const staffProducts = (db: Db): Promise<StaffProduct[]> =>
  db
    .select({ id: products.id, name: products.name, stock: products.stock, sold: products.sold })
    .from(products);

/** The product's catalog document and its edit date, or a 404 for staff. */
async function editableRow(db: Db | Tx, id: string, forUpdate = false) {
  const query = db
    .select({ document: products.document, editedAt: products.editedAt })
    .from(products)
    .where(eq(products.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row?.document) {
    throw new ShopError('not-found', refusals.productEdit.noSuchProduct);
  }
  return { document: row.document, editedAt: row.editedAt };
}

const editableOf = ({
  document,
  editedAt,
}: {
  document: CatalogEntry;
  editedAt: Date | null;
}): EditableProduct => ({
  id: document.id,
  name: document.name,
  description: document.description,
  priceCents: centsOf(document.price),
  originalPriceCents: centsOf(document.originalPrice),
  isActive: document.isActive,
  editedAt: editedAt?.toISOString() ?? null,
});

/** A product as staff edit it (/staff/products). */
export const editableProduct = async (db: Db, id: string): Promise<EditableProduct> =>
  editableOf(await editableRow(db, id));

/**
 * Applies a staff edit (docs/decisions/0041-staff-edit-the-catalog.md): the product's row and
 * its catalog document, checked whole by the catalog's schema, in one transaction. The price
 * shoppers pay and see changes at once; listings and searches within `CATALOG_CHECK_MS`; a
 * release of the catalog file no longer changes the product.
 */
export async function editProduct(
  db: Db,
  id: string,
  edit: ProductEdit,
  now = new Date(),
): Promise<EditableProduct> {
  return db.transaction(async (tx) => {
    const { document } = await editableRow(tx, id, true);
    const price = edit.priceCents / 100;
    const originalPrice = edit.originalPriceCents / 100;
    const edited: CatalogEntry = {
      ...document,
      name: edit.name,
      description: edit.description,
      price,
      originalPrice,
      discountPercentage: impliedDiscount(price, originalPrice),
      isActive: edit.isActive,
      updatedAt: now.toISOString(),
    };
    const checked = v.safeParse(productSchema, edited);
    if (!checked.success) {
      const [issue] = checked.issues;
      const why = `${v.getDotPath(issue) ?? 'the product'} ${issue.message}`;
      throw new ShopError('bad-request', refusals.productEdit.refused(why));
    }
    await tx
      .update(products)
      .set({
        name: edit.name,
        priceCents: edit.priceCents,
        document: edited,
        sold: edit.isActive,
        editedAt: now,
        updatedAt: now,
      })
      .where(eq(products.id, id));
    return editableOf({ document: edited, editedAt: now });
  });
}
