import type * as v from 'valibot';

// What a route of the shop's server is (each resource's module in shop-api/ declares its own;
// routes.ts gathers them into the table the server registers).

/**
 * Who may call a route; the server checks it before the handler runs.
 * - `anyone`: no identity is read.
 * - `anyone-known-if-signed-in`: a token that is sent must be valid, and the answer may depend
 *   on it (a shopper's own review, an order kept with the account).
 * - `signed-in`: a valid token.
 * - `poster`: signed in with a confirmed e-mail (or staff), within the hour's posts of the account.
 * - `staff`: signed in with the staff claim.
 */
export type Who = 'anyone' | 'anyone-known-if-signed-in' | 'signed-in' | 'poster' | 'staff';

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /api; `:name` is a path parameter. */
  path: string;
  who: Who;
  /** Each path parameter's schema: one that does not read names nothing the shop has (404). */
  params?: Record<string, v.GenericSchema>;
  /** The query string's (400 when it does not read). */
  query?: v.GenericSchema;
  /** The JSON body's (400 when it does not read, 415 when it is not JSON). */
  body?: v.GenericSchema;
  /** A form a script could flood or guess through: counted per client and minute. */
  limited?: true;
  /**
   * The JSON of a successful answer. The browser's client checks it before a page reads it; the
   * server's tests check every answer they get against it.
   */
  answer: v.GenericSchema;
}
