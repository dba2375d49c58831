import { ShopperFacingError } from './shopper-facing-error.ts';

/** What to tell the shopper about `error`: its message when written for them, else nothing. */
export const shopperMessage = (error: unknown): string | undefined =>
  error instanceof ShopperFacingError ? error.message : undefined;
