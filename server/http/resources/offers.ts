import { codeTermsSchemaOf, saleTermsSchemaOf } from '#shop-api/staff-offers.ts';
import {
  changeCode,
  changeSale,
  createCode,
  createSale,
  endCode,
  endSale,
  knownSlugs,
  offerHistory,
  previewSale,
  staffOffers,
} from '#server/shop/staff-offers.ts';
import { check } from '../errors.ts';
import type { Handlers } from '../routing.ts';
import type { ResourceContext } from './context.ts';

// The route's body schema reads any slug (the contract cannot read the catalog); the same schema
// with the shop's own categories and brands is checked here, as the staff's form checks it.
const saleTerms = saleTermsSchemaOf(knownSlugs);
const codeTerms = codeTermsSchemaOf(knownSlugs);

/** Staff creating, changing and ending sales and promo codes (docs/decisions/0042-offers.md). */
export const offerRoutes = ({
  db,
  clock,
}: ResourceContext): Handlers<
  | 'staffOffers'
  | 'createSale'
  | 'changeSale'
  | 'endSale'
  | 'salePreview'
  | 'createCode'
  | 'changeCode'
  | 'endCode'
  | 'offerHistory'
> => ({
  staffOffers: async ({ c }) => c.json(await staffOffers(db, clock())),
  createSale: async ({ c, caller, body }) =>
    c.json(await createSale(db, check(saleTerms, body), caller, clock())),
  changeSale: async ({ c, caller, params, body }) =>
    c.json(await changeSale(db, params.id, check(saleTerms, body), caller, clock())),
  endSale: async ({ c, caller, params }) => c.json(await endSale(db, params.id, caller, clock())),
  salePreview: async ({ c, body }) => c.json(await previewSale(db, check(saleTerms, body))),
  createCode: async ({ c, caller, body }) =>
    c.json(await createCode(db, check(codeTerms, body), caller, clock())),
  changeCode: async ({ c, caller, params, body }) =>
    c.json(await changeCode(db, params.code, check(codeTerms, body), caller, clock())),
  endCode: async ({ c, caller, params }) => c.json(await endCode(db, params.code, caller, clock())),
  offerHistory: async ({ c }) => c.json({ changes: await offerHistory(db) }),
});
