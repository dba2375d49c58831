import * as v from 'valibot';

// Offers in the contract: the promo code a shopper types and why the server may refuse it
// (docs/decisions/0042-offers.md). The rules that price them are `offer-rules.ts`.

/** A promo code as the shop writes it: 3 to 32 capitals, digits or dashes; typed in any case. */
export const promoCodeSchema = v.pipe(
  v.string('Enter a promo code'),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9-]{3,32}$/, 'A promo code is 3 to 32 letters, digits or dashes'),
);

/** Why a code does not price an order: its terms, its uses, or the cart. */
const codeRefusalReasons = [
  'unknown',
  'not-started',
  'ended',
  'minimum-not-reached',
  'used-up',
  'already-used',
  'no-eligible-product',
] as const;
export type CodeRefusalReason = (typeof codeRefusalReasons)[number];

/**
 * The code a quote was asked with: applied when `refused` is absent (its discount is in the
 * quote's lines and totals), else why not, in the shopper's words.
 */
export const quotedCodeSchema = v.object({
  code: v.string(),
  refused: v.optional(v.object({ reason: v.picklist(codeRefusalReasons), message: v.string() })),
});
