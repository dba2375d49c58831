import { bypass, delay, http, HttpResponse, passthrough, type RequestHandler } from 'msw';
import type { ApiErrorBody, LineProblem } from '#shop-api/errors.ts';
import {
  totalsOf,
  type PlaceOrderRequest,
  type Quote,
  type QuoteRequest,
} from '#shop-api/orders.ts';
import { readItem, removeItem, writeItem } from '#src/services/storage/web-storage.ts';

/**
 * QA scenarios of the shop's server for the checkout (docs/qa.md, "Scenarios"): faults that the
 * real server, which runs beside them, cannot be asked to show on demand. Every answer that can
 * be the real server's is: these handlers pass requests through to it and change only what the
 * scenario is about.
 */

const anyShopCall = '/api/*';
const quotePath = '/api/orders/quote';
const ordersPath = '/api/orders';

/** The product a scenario picked for this tab (sold out, or its price changed), across reloads. */
const PICKED_PRODUCT_KEY = 'voltbay:qa-scenario-product';

/** A scenario asked for by the address starts afresh, with no product picked yet. */
export const forgetScenarioState = () => removeItem('sessionStorage', PICKED_PRODUCT_KEY);

type SentLine = QuoteRequest['lines'][number];

/** The product of the cart's first line, once picked, for the rest of the tab's scenario. */
function pickedProduct(lines: readonly SentLine[]): string | undefined {
  const picked = readItem('sessionStorage', PICKED_PRODUCT_KEY);
  if (picked) return picked;
  const first = lines[0]?.productId;
  if (first) writeItem('sessionStorage', PICKED_PRODUCT_KEY, first);
  return first;
}

/** The server's refusal of an order as it stands (server/shop/orders.ts). */
const notAccepted = (lines: LineProblem[]) =>
  HttpResponse.json<ApiErrorBody>(
    {
      error: {
        code: 'order-not-accepted',
        message: 'Some products cannot be ordered as they are in your cart.',
        lines,
      },
    },
    { status: 409 },
  );

/** Asks the real server, past the scenario, with `body` in place of the request's own. */
async function askServer<Answer>(request: Request, path: string, body: unknown) {
  const response = await fetch(
    bypass(new URL(path, request.url), {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify(body),
    }),
  );
  return { response, answer: (await response.clone().json()) as Answer };
}

/** The price the scenario says the server asks now: a tenth more, in whole dollars. */
export const raisedPrice = (priceCents: number) => Math.ceil((priceCents * 1.1) / 100) * 100;

/**
 * The real server's quote as it would be with `productId` at `priceCents`: its line and the
 * totals priced so, and the price-changed problem of a line sent at another price.
 */
export function withServerPrice(
  quote: Quote,
  sent: QuoteRequest,
  productId: string,
  priceCents: number,
): Quote {
  const lines = quote.lines.map((line) =>
    line.productId === productId
      ? { ...line, unitPriceCents: priceCents, lineTotalCents: priceCents * line.quantity }
      : line,
  );
  const sentPrice = sent.lines.find((line) => line.productId === productId)?.priceCents;
  const problems: LineProblem[] = quote.problems.filter(
    (problem) => !(problem.productId === productId && problem.problem === 'price-changed'),
  );
  if (sentPrice !== undefined && sentPrice !== priceCents) {
    problems.push({ productId, problem: 'price-changed', priceCents });
  }
  return { ...quote, lines, problems, ...totalsOf(lines, sent.fulfilment ?? 'delivery') };
}

/** The lines with `productId` sent at `priceCents`, the others as they were. */
const sentAt = <Line extends SentLine>(lines: Line[], productId: string, priceCents: number) =>
  lines.map((line) => (line.productId === productId ? { ...line, priceCents } : line));

/** The server's own price of `productId`, from a quote of the lines. */
async function serverPriceOf(request: Request, lines: SentLine[], productId: string) {
  const { answer } = await askServer<Quote>(request, quotePath, { lines });
  return answer.lines.find((line) => line.productId === productId)?.unitPriceCents;
}

/**
 * The first product quoted costs a tenth more than the catalog says, as if its price went up
 * after the page was built: the review shows the new price to accept. An order sent at the new
 * price is placed on the real server, at its own (unchanged) price.
 */
const priceChanged = (): RequestHandler[] => [
  http.post(quotePath, async ({ request }) => {
    const sent = (await request.clone().json()) as QuoteRequest;
    const productId = pickedProduct(sent.lines);
    if (!productId) return passthrough();
    // The real quote, its price of the product raised (and its own word on that price dropped).
    const { answer } = await askServer<Quote>(request, quotePath, sent);
    const real = answer.lines.find((line) => line.productId === productId)?.unitPriceCents;
    if (!real) return HttpResponse.json(answer);
    return HttpResponse.json(withServerPrice(answer, sent, productId, raisedPrice(real)));
  }),
  http.post(ordersPath, async ({ request }) => {
    const sent = (await request.clone().json()) as PlaceOrderRequest;
    const productId = pickedProduct(sent.lines);
    const real = productId && (await serverPriceOf(request, sent.lines, productId));
    if (!productId || !real) return passthrough();
    const raised = raisedPrice(real);
    const sentPrice = sent.lines.find((line) => line.productId === productId)?.priceCents;
    if (sentPrice !== undefined && sentPrice !== raised) {
      return notAccepted([{ productId, problem: 'price-changed', priceCents: raised }]);
    }
    const { response } = await askServer(request, ordersPath, {
      ...sent,
      lines: sentAt(sent.lines, productId, real),
    });
    return response;
  }),
];

/**
 * The cart's first product sells out between the review and placing: placing refuses it, and
 * from then on the server's quotes say it is sold out; without it, the order goes through.
 */
const soldOutAtPlacing = (): RequestHandler[] => {
  const isPicked = (line: SentLine) =>
    line.productId === readItem('sessionStorage', PICKED_PRODUCT_KEY);
  return [
    http.post(quotePath, async ({ request }) => {
      const sent = (await request.clone().json()) as QuoteRequest;
      const soldOut = sent.lines.find(isPicked);
      if (!soldOut) return passthrough();
      const { answer } = await askServer<Quote>(request, quotePath, sent);
      const problems: LineProblem[] = [
        ...answer.problems.filter((problem) => problem.productId !== soldOut.productId),
        { productId: soldOut.productId, problem: 'sold-out' },
      ];
      return HttpResponse.json({ ...answer, problems });
    }),
    http.post(ordersPath, async ({ request }) => {
      const sent = (await request.clone().json()) as PlaceOrderRequest;
      const productId = pickedProduct(sent.lines);
      if (!productId || !sent.lines.some(isPicked)) return passthrough();
      return notAccepted([{ productId, problem: 'sold-out' }]);
    }),
  ];
};

/**
 * The promo code applied at the review runs out before Place order (used up by other shoppers
 * meanwhile): placing with it is refused as the server refuses it, and nothing is placed; without
 * it, the order goes through on the real server.
 */
const codeRunsOut = (): RequestHandler[] => [
  http.post(ordersPath, async ({ request }) => {
    const sent = (await request.clone().json()) as PlaceOrderRequest;
    if (!sent.promoCode) return passthrough();
    return HttpResponse.json<ApiErrorBody>(
      {
        error: {
          code: 'promo-code-refused',
          message: `Your order was not placed. The code ${sent.promoCode} has been used as many times as it can be.`,
        },
      },
      { status: 409 },
    );
  }),
];

/** What the slow server scenario waits before each answer: past the checkout's "taking longer". */
const SLOW_ANSWER_MS = 8_000;

export const shopServerScenarios = {
  'sold-out-at-placing': soldOutAtPlacing(),
  'price-changed': priceChanged(),
  'code-runs-out': codeRunsOut(),
  'server-down': [http.all(anyShopCall, () => HttpResponse.error())],
  'slow-server': [
    http.all(anyShopCall, async () => {
      await delay(SLOW_ANSWER_MS);
      return passthrough();
    }),
  ],
  // The order is sent twice at once with its key, as a double tap or a network's retry would.
  'double-tap': [
    http.post(ordersPath, async ({ request }) => {
      const [, second] = await Promise.all([
        fetch(bypass(request.clone())),
        fetch(bypass(request.clone())),
      ]);
      return second;
    }),
  ],
} satisfies Record<string, RequestHandler[]>;

export const shopServerScenarioDescriptions: Record<keyof typeof shopServerScenarios, string> = {
  'sold-out-at-placing':
    "the cart's first product sells out while you review: placing refuses it, then the order " +
    'goes through without it',
  'price-changed':
    "the cart's first product costs a tenth more on the server than the page says; accept the " +
    'new price and the order is placed (on the real server, at its real price)',
  'code-runs-out':
    'the promo code applied at the review is used up by the time you place the order: placing ' +
    'says so and places nothing; the review is priced again without it',
  'server-down': "every call to the shop's server fails as if the server were down",
  'slow-server': "every call to the shop's server is answered 8 s late (then for real)",
  'double-tap':
    'Place order sends the order twice at once with one key, as a double tap would: one order',
};
