import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CatalogEntry } from '#catalog/product.ts';
import { centsOf } from '#shop-api/money.ts';
import type { Db, Tx } from '#server/store/database.ts';
import { catalogReleases, products } from '#server/store/schema.ts';

/**
 * A catalog with its release (catalog/catalog-release.ts): its products as the catalog writes
 * them, each checked by the catalog's schema.
 */
export interface CatalogRelease {
  version: number;
  digest: string;
  products: readonly CatalogEntry[];
}

/** A release the database must not take; the message says why and what to do. */
export class CatalogReleaseRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogReleaseRefused';
  }
}

/**
 * Applies `release` to the products table when it is newer than the newest applied: 'applied',
 * or 'current' when the database has it already. An older version, or the same version of
 * another catalog, is refused (`CatalogReleaseRefused`) and changes nothing. Releases running at
 * once (two deploys) take their turns.
 */
export async function releaseCatalog(
  db: Db,
  release: CatalogRelease,
): Promise<'applied' | 'current'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalog-release'))`);
    const [newest] = await tx
      .select()
      .from(catalogReleases)
      .orderBy(desc(catalogReleases.version))
      .limit(1);
    if (newest && newest.version > release.version) {
      throw new CatalogReleaseRefused(
        `The database has catalog version ${newest.version}, newer than this ${release.version}: nothing was changed. Deploy the shop at version ${newest.version} or later.`,
      );
    }
    if (newest?.version === release.version && newest.digest !== release.digest) {
      throw new CatalogReleaseRefused(
        `Catalog version ${release.version} was applied from another catalog file: raise the version in catalog/catalog-release.ts for this one.`,
      );
    }
    if (newest?.version === release.version && !(await lacksDocuments(tx))) return 'current';
    await syncProducts(tx, release.products);
    await tx
      .insert(catalogReleases)
      .values({ version: release.version, digest: release.digest })
      .onConflictDoNothing();
    return 'applied';
  });
}

/**
 * Whether a product on sale has no document: the release was applied before the column came
 * (migration 0013), so the same release is applied again to fill it.
 */
async function lacksDocuments(tx: Tx): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sold, true), isNull(products.document)))
    .limit(1);
  return row !== undefined;
}

/**
 * Brings the products table in line with the catalog: a new product arrives with the catalog's
 * price and stock; a known one takes the catalog's name and price but keeps the server's
 * stock (the server owns it once sold); one gone from the catalog is no longer sold. A product
 * staff have edited is kept as they left it: the database is its home from then on.
 */
async function syncProducts(tx: Tx, catalog: readonly CatalogEntry[]): Promise<void> {
  if (catalog.length > 0) {
    await tx
      .insert(products)
      .values(
        catalog.map((entry) => ({
          id: entry.id,
          name: entry.name,
          priceCents: centsOf(entry.price),
          stock: entry.stockCount,
          document: entry,
        })),
      )
      .onConflictDoUpdate({
        target: products.id,
        set: {
          name: sql`excluded.name`,
          priceCents: sql`excluded.price_cents`,
          document: sql`excluded.document`,
          sold: true,
          updatedAt: sql`now()`,
        },
        setWhere: isNull(products.editedAt),
      });
  }
  const ids = catalog.map((product) => product.id);
  await tx
    .update(products)
    .set({ sold: false })
    .where(
      and(
        isNull(products.editedAt),
        ids.length > 0 ? sql`${products.id} not in ${ids}` : undefined,
      ),
    );
}
