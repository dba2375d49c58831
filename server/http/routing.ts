import type { Context, Hono } from 'hono';
import type * as v from 'valibot';
import { routes, type Route, type RouteName, type Who } from '#shop-api/routes.ts';
import type { Caller } from '#server/shop/orders.ts';
import { check, pathParam, readBody } from './errors.ts';

// The server's side of the route table (shop-api/routes.ts): each route's handler gets its
// caller, path parameters, query and body already checked as the table says, in that order
// (a refusal names the first thing wrong: the limit, the identity, the path, the query, the body).

export type Env = { Variables: { requestId: string } };

type Output<Schema> = Schema extends v.GenericSchema ? v.InferOutput<Schema> : undefined;
type CallerFor<W extends Who> = W extends 'anyone'
  ? null
  : W extends 'anyone-known-if-signed-in'
    ? Caller | null
    : Caller;

/** What a route's handler is given. */
interface RequestOf<R extends Route> {
  c: Context<Env>;
  caller: CallerFor<R['who']>;
  params: R extends { params: infer Params }
    ? { [Name in keyof Params]: Output<Params[Name]> }
    : Record<string, never>;
  query: R extends { query: infer Query } ? Output<Query> : undefined;
  body: R extends { body: infer Body } ? Output<Body> : undefined;
}

/** The handlers of `Names`: each answers its route's checked request. */
export type Handlers<Names extends RouteName> = {
  [Name in Names]: (request: RequestOf<(typeof routes)[Name]>) => Promise<Response>;
};

/** The front door's checks a route's table entry asks for before its handler runs. */
export interface Gate {
  /** Counts the request against the client's per-minute limit on forms; a 429 past it. */
  limit: (c: Context<Env>) => Promise<void>;
  /** The caller `who` allows, or the refusal (401, 403, 429, or 503 when Firebase cannot say). */
  caller: (c: Context<Env>, who: Who, route: RouteName) => Promise<Caller | null>;
}

/** Registers every route of the table with its handler, behind the checks its entry names. */
export function mountRoutes(app: Hono<Env>, handlers: Handlers<RouteName>, gate: Gate) {
  // Each handler takes its own route's request; the loop sees them all as one kind.
  const handlerOf = handlers as unknown as Record<
    RouteName,
    (request: RequestOf<Route>) => Promise<Response>
  >;
  for (const name of Object.keys(routes) as RouteName[]) {
    const route: Route = routes[name];
    const handle = handlerOf[name];
    app.on(route.method, route.path, async (c) => {
      if (route.limited) await gate.limit(c);
      const caller = await gate.caller(c, route.who, name);
      const params = Object.fromEntries(
        Object.entries(route.params ?? {}).map(([key, schema]) => [key, pathParam(c, key, schema)]),
      );
      const query = route.query ? check(route.query, c.req.query()) : undefined;
      const body = route.body ? await readBody(c, route.body) : undefined;
      return handle({ c, caller, params, query, body } as RequestOf<Route>);
    });
  }
}
