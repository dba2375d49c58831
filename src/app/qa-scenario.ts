import type { RequestHandler } from 'msw';
import { readItem, removeItem, writeItem } from '#src/services/storage/web-storage.ts';

/**
 * Development only: `?scenario=<name>` has MSW answer the identity calls or the shop's server's with
 * one of the scenarios in mocks/scenarios.ts, so QA can replay every error flow by hand (docs/qa.md,
 * "Scenarios"). main.tsx loads this module behind `import.meta.env.DEV`, so the build drops it.
 */
export const SCENARIO_PARAM = 'scenario';
export const SCENARIO_STORAGE_KEY = 'voltbay:qa-scenario';
const OFF_WORDS = ['off', 'none'];

type ScenarioStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the address, or else this tab's memory, asks for; the name is not checked yet. */
export type ScenarioRequest = { kind: 'none' } | { kind: 'off' } | { kind: 'named'; name: string };

export function readScenarioRequest(search: string, storage: ScenarioStorage): ScenarioRequest {
  const asked = new URLSearchParams(search).get(SCENARIO_PARAM);
  if (asked === null) {
    const remembered = storage.getItem(SCENARIO_STORAGE_KEY);
    return remembered ? { kind: 'named', name: remembered } : { kind: 'none' };
  }
  const name = asked.trim().toLowerCase();
  return OFF_WORDS.includes(name) ? { kind: 'off' } : { kind: 'named', name };
}

/** The address without its `scenario` parameter, everything else kept. */
export function withoutScenario(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(SCENARIO_PARAM);
  return url.href;
}

/** What the QA switch touches in the page, so tests can stand in for the browser. */
export interface QaScenarioEnvironment {
  href: string;
  storage: ScenarioStorage;
  startWorker: (handlers: RequestHandler[]) => Promise<unknown>;
  unregisterWorker: () => Promise<void>;
  navigate: (href: string) => void;
}

const browserEnvironment = (): QaScenarioEnvironment => ({
  href: window.location.href,
  // A browser that refuses storage keeps the scenario for this page only.
  storage: {
    getItem: (key) => readItem('sessionStorage', key),
    setItem: (key, value) => void writeItem('sessionStorage', key, value),
    removeItem: (key) => removeItem('sessionStorage', key),
  },
  // msw/browser loads only when a scenario is asked for.
  startWorker: async (handlers) => (await import('#mocks/browser.ts')).startWorker(handlers),
  unregisterWorker: async () => (await import('#mocks/browser.ts')).unregisterWorker(),
  navigate: (href) => window.location.replace(href),
});

const BADGE_STYLE = `display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;
  padding:8px 16px;border-bottom:3px solid #ffcc00;background:#1a1a1a;color:#fff;
  font:13px/1.4 system-ui,sans-serif`;
const BUTTON_STYLE = `padding:4px 10px;border:0;border-radius:4px;
  background:#ffcc00;color:#111;font:600 13px system-ui,sans-serif;cursor:pointer`;

/**
 * A bar above the page, outside React's root, so QA sees the shop is not on the real service. In
 * the page's flow, not fixed: a fixed corner badge covered the checkout's totals at 1280 px.
 */
export function showScenarioBadge(
  name: string,
  description: string,
  onTurnOff: () => void,
): HTMLElement {
  const badge = document.createElement('aside');
  badge.setAttribute('aria-label', 'QA scenario');
  badge.style.cssText = BADGE_STYLE;
  const title = document.createElement('strong');
  title.textContent = `QA scenario: ${name}`;
  const detail = document.createElement('span');
  detail.textContent = description;
  const button = document.createElement('button');
  button.type = 'button';
  button.style.cssText = BUTTON_STYLE;
  button.textContent = 'Turn off';
  button.addEventListener('click', onTurnOff);
  badge.append(title, detail, button);
  document.body.prepend(badge);
  return badge;
}

async function turnOff(env: QaScenarioEnvironment): Promise<void> {
  env.storage.removeItem(SCENARIO_STORAGE_KEY);
  await env.unregisterWorker();
  // A fresh load, so nothing the mocked answers left behind (a session, an error) stays on screen.
  env.navigate(withoutScenario(env.href));
}

/**
 * Starts the scenario the address or this tab asks for, before the app renders; an unknown name
 * starts nothing and says which names exist. Never throws: the shop renders either way.
 */
export async function startQaScenario(
  env: QaScenarioEnvironment = browserEnvironment(),
): Promise<void> {
  const request = readScenarioRequest(new URL(env.href).search, env.storage);
  if (request.kind === 'none') return;
  if (request.kind === 'off') {
    env.storage.removeItem(SCENARIO_STORAGE_KEY);
    await env.unregisterWorker().catch(() => undefined);
    return;
  }
  const { forgetScenarioState, isScenarioName, scenarioDescriptions, scenarioNames, scenarios } =
    await import('#mocks/scenarios.ts');
  const { name } = request;
  if (!isScenarioName(name)) {
    env.storage.removeItem(SCENARIO_STORAGE_KEY);
    console.error(
      `QA scenario "${name}" does not exist, so none is running. ` +
        `Use ?${SCENARIO_PARAM}= with one of: ${scenarioNames.join(', ')}; ` +
        `?${SCENARIO_PARAM}=off turns scenarios off.`,
    );
    return;
  }
  // Asked for by the address (not remembered by the tab across a reload): it starts afresh.
  if (new URL(env.href).searchParams.has(SCENARIO_PARAM)) forgetScenarioState();
  try {
    await env.startWorker(scenarios[name]);
  } catch (error) {
    env.storage.removeItem(SCENARIO_STORAGE_KEY);
    console.error(
      `QA scenario "${name}" could not start MSW's service worker, so the shop talks to the ` +
        'real services. Does vite.config.ts have mswWorkerPlugin() from mocks/?',
      error,
    );
    return;
  }
  env.storage.setItem(SCENARIO_STORAGE_KEY, name);
  showScenarioBadge(name, scenarioDescriptions[name], () => void turnOff(env));
}
