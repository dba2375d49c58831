import raw from './products.json' with { type: 'json' };
import { parseCatalog } from './parse-catalog.ts';

/** The catalog the shop ships with, checked. Import it on demand: it is the whole catalog. */
export const parseShopCatalog = () => parseCatalog(raw);
