// Interaction latency: Playwright taps each control at 4x CPU on a phone's screen, N times on a
// fresh page, and keeps the Event Timing API's longest entry of each tap (as INP counts it).
import type { Browser, Locator } from '@playwright/test';
import { anyAddToCart, CART_KEY, storedCart } from '../../tests/support/cart.ts';
import {
  continueButton,
  fillContact,
  orderHeading,
  pickUpAt,
  placeOrderButton,
  placingOrderButton,
  step,
  typeContact,
} from '../../tests/support/checkout.ts';
import { cartNameWithCount, Storefront } from '../../tests/support/storefront.ts';
import { doneStarting, onSlowPhone, withBrowser } from './browser.ts';
import { median } from './median.ts';
import { BASE_URL } from './pages.ts';

export const INTERACTION_TARGET_MS = 100;

// The controls and the steps before them are the end-to-end tests' own (tests/support/), found by
// role and name as a shopper (or a screen reader) finds them: a renamed label is fixed there once.
// `control` is what the shopper taps; `seen` resolves when its result shows.
interface Interaction {
  name: string;
  path: string;
  /** The cart the page starts with, as the shop stores it. */
  cart?: string;
  /** What the shopper does on the page before the measured tap (not measured). */
  prepare?: (shop: Storefront) => Promise<unknown>;
  control: (shop: Storefront) => Locator;
  seen: (shop: Storefront) => Promise<void>;
}

const ONE_IPAD = storedCart([{ productId: 'vb-0001', quantity: 1 }]);
const SHOPPER = { name: 'Perf Shopper', email: 'perf@example.com' };

/** The checkout's delivery step, pickup at a store chosen. */
async function checkoutWithPickup({ page }: Storefront) {
  await fillContact(page, SHOPPER);
  return pickUpAt(page, 'Riverside');
}

/** The checkout's payment step, for pickup. */
async function checkoutPayment(shop: Storefront) {
  await continueButton(await checkoutWithPickup(shop)).click();
  await step(shop.page, 'Payment').waitFor();
}

/** The checkout's review, ready to place an order for pickup. */
async function checkoutReview(shop: Storefront) {
  await checkoutPayment(shop);
  await continueButton(shop.main).click();
  await placeOrderButton(shop.main).waitFor();
}

/** The checkout's Continue, measured to the next step's heading. */
const checkoutContinue = (shop: Storefront) => continueButton(shop.main);
const stepShown = (name: string) => (shop: Storefront) => step(shop.page, name).waitFor();
/** The header's cart button once it counts `count` items. */
const cartButton = (shop: Storefront, count: number) => shop.headerButton(cartNameWithCount(count));

const INTERACTIONS: Interaction[] = [
  {
    name: 'Add to Cart on a product card',
    path: '/laptop-desktop',
    control: (shop) => anyAddToCart(shop.main).first(),
    seen: (shop) => cartButton(shop, 1).waitFor(),
  },
  {
    name: 'Switching a home tab',
    path: '/',
    control: ({ page }) => page.getByRole('tab', { name: 'For Gamers' }),
    seen: ({ page }) => page.getByRole('tab', { name: 'For Gamers', selected: true }).waitFor(),
  },
  {
    name: 'Opening the cart drawer',
    path: '/',
    control: (shop) => cartButton(shop, 0),
    seen: (shop) => shop.cartDrawer.waitFor(),
  },
  {
    name: "Checkout's next step",
    path: '/checkout',
    cart: ONE_IPAD,
    prepare: ({ page }) => typeContact(page, SHOPPER),
    control: checkoutContinue,
    seen: stepShown('Delivery or pickup'),
  },
  {
    name: 'Checkout: on to payment',
    path: '/checkout',
    cart: ONE_IPAD,
    prepare: checkoutWithPickup,
    control: checkoutContinue,
    seen: stepShown('Payment'),
  },
  {
    // The tap asks the server for a quote; measured to the review it shows.
    name: 'Checkout: on to review',
    path: '/checkout',
    cart: ONE_IPAD,
    prepare: checkoutPayment,
    control: checkoutContinue,
    seen: stepShown('Review and place order'),
  },
  {
    // A real order on the perf run's fresh database; measured to the button saying so.
    name: 'Place order',
    path: '/checkout',
    cart: ONE_IPAD,
    prepare: checkoutReview,
    control: (shop) => placeOrderButton(shop.main),
    seen: ({ page }) => placingOrderButton(page).or(orderHeading(page)).first().waitFor(),
  },
];

/** An interaction's longest Event Timing entry, in ms, and its parts. */
interface InteractionTiming {
  durationMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

export interface InteractionResult {
  name: string;
  path: string;
  /** Null for a run whose every entry was under the API's 16 ms floor. */
  runs: (InteractionTiming | null)[];
  medianMs: number;
  maxMs: number;
  medianPhasesMs: { inputDelay: number; processing: number; presentation: number };
}

/** Each interaction, or those named in `chosen` (all when it is empty), `runs` times. */
export async function measureInteractions(runs: number, chosen: string[]) {
  return withBrowser(async (browser) => {
    const results: InteractionResult[] = [];
    const unknown = chosen.filter((name) => !INTERACTIONS.some((known) => known.name === name));
    if (unknown.length) {
      const names = INTERACTIONS.map(({ name }) => name).join(', ');
      throw new Error(`perf: no interaction named ${unknown.join(', ')}; there are: ${names}`);
    }
    const measured = chosen.length
      ? INTERACTIONS.filter(({ name }) => chosen.includes(name))
      : INTERACTIONS;
    for (const interaction of measured) {
      const measuredRuns: (InteractionTiming | null)[] = [];
      for (let index = 1; index <= runs; index++) {
        console.log(`perf: interaction "${interaction.name}" (${index}/${runs})`);
        measuredRuns.push(await interactionRun(browser, interaction));
      }
      // In the medians and max, 0 stands for "under 16 ms" (a run without an entry).
      const medianOf = (phase: keyof InteractionTiming) =>
        median(measuredRuns.map((run) => run?.[phase] ?? 0)) ?? 0;
      results.push({
        name: interaction.name,
        path: interaction.path,
        runs: measuredRuns,
        medianMs: medianOf('durationMs'),
        maxMs: Math.max(...measuredRuns.map((run) => run?.durationMs ?? 0)),
        medianPhasesMs: {
          inputDelay: medianOf('inputDelayMs'),
          processing: medianOf('processingMs'),
          presentation: medianOf('presentationMs'),
        },
      });
    }
    return results;
  });
}

/**
 * One interaction on a fresh page (empty storage) with a phone's screen, at 4x CPU slowdown: a
 * tap on `control`, scrolled into view beforehand. Returns the longest Event Timing entry of the interaction in ms: from the tap to the next
 * paint after the page's handlers ran. Null when every entry was under the API's 16 ms floor.
 */
async function interactionRun(
  browser: Browser,
  { path, cart, prepare, control, seen }: Interaction,
) {
  return onSlowPhone(browser, async (page) => {
    const shop = new Storefront(page);
    if (cart) {
      await page.addInitScript(([key, saved]) => localStorage.setItem(key, saved), [
        CART_KEY,
        cart,
      ] as const);
    }
    await page.addInitScript(() => {
      const recorder = window as RecordingWindow;
      recorder.__interactionEntries = [];
      recorder.__eventObserver = new PerformanceObserver((list) => {
        recorder.__interactionEntries.push(...(list.getEntries() as PerformanceEventTiming[]));
      });
      recorder.__eventObserver.observe({
        type: 'event',
        buffered: true,
        // Event Timing's own option, which TypeScript's DOM types do not list yet.
        durationThreshold: 16,
      } as PerformanceObserverInit);
    });
    await page.goto(BASE_URL + path);
    // Interact with a page that has finished starting: loaded, hydrated, lazy parts in.
    await doneStarting(page);
    if (prepare) await prepare(shop);
    // As a shopper does: the control is scrolled into view, and tapped once the page has drawn
    // what came into view (and hydrated a region that came near). Playwright would otherwise
    // scroll in the same breath as the tap, and the tap would wait for that frame.
    const target = control(shop);
    await target.scrollIntoViewIfNeeded();
    await doneStarting(page);
    // Only the measured interaction counts, not the ones that prepared the page.
    await page.evaluate(() => {
      const recorder = window as RecordingWindow;
      recorder.__eventObserver.takeRecords();
      recorder.__interactionEntries = [];
    });
    await target.tap();
    await seen(shop);
    return await page.evaluate(
      () =>
        new Promise<InteractionTiming | null>((resolve) => {
          // Entries arrive once the frame after the handlers is on screen: wait two frames.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const recorder = window as RecordingWindow;
              const entries = recorder.__interactionEntries.concat(
                recorder.__eventObserver.takeRecords() as PerformanceEventTiming[],
              );
              const longest = entries
                .filter((entry) => entry.interactionId > 0)
                .sort((a, b) => b.duration - a.duration)[0];
              resolve(
                longest
                  ? {
                      durationMs: longest.duration,
                      // Where it went: waiting for the main thread, the handlers, the frame.
                      inputDelayMs: longest.processingStart - longest.startTime,
                      processingMs: longest.processingEnd - longest.processingStart,
                      presentationMs: longest.startTime + longest.duration - longest.processingEnd,
                    }
                  : null,
              );
            }),
          );
        }),
    );
  });
}

/**
 * The page's own record of its Event Timing entries, kept on its window: the observer starts
 * before the page's scripts (an init script), and each `page.evaluate` reads it there.
 */
type RecordingWindow = typeof window & {
  __interactionEntries: PerformanceEventTiming[];
  __eventObserver: PerformanceObserver;
};
