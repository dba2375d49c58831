import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scenarioNames, scenarios } from '#mocks/scenarios.ts';
import {
  SCENARIO_STORAGE_KEY,
  readScenarioRequest,
  startQaScenario,
  withoutScenario,
  type QaScenarioEnvironment,
} from './qa-scenario.ts';

/** The page as the QA switch sees it, with a fake worker; the tab's memory is jsdom's own. */
function page(href: string, overrides: Partial<QaScenarioEnvironment> = {}) {
  const env = {
    href,
    storage: window.sessionStorage,
    startWorker: vi.fn(() => Promise.resolve()),
    unregisterWorker: vi.fn(() => Promise.resolve()),
    navigate: vi.fn(),
    ...overrides,
  };
  return env;
}

const badge = () => screen.queryByRole('complementary', { name: 'QA scenario' });

afterEach(() => {
  window.sessionStorage.clear();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('readScenarioRequest', () => {
  it('asks for nothing when neither the address nor the tab names a scenario', () => {
    expect(readScenarioRequest('?inspect', window.sessionStorage)).toEqual({ kind: 'none' });
  });

  it('takes the name from the address, trimmed and in lower case', () => {
    expect(readScenarioRequest('?scenario=%20Too-Many-Requests', window.sessionStorage)).toEqual({
      kind: 'named',
      name: 'too-many-requests',
    });
  });

  it('falls back to the scenario this tab remembers', () => {
    window.sessionStorage.setItem(SCENARIO_STORAGE_KEY, 'user-disabled');
    expect(readScenarioRequest('', window.sessionStorage)).toEqual({
      kind: 'named',
      name: 'user-disabled',
    });
  });

  it.each(['off', 'none', 'OFF'])('reads ?scenario=%s as off, over a remembered one', (word) => {
    window.sessionStorage.setItem(SCENARIO_STORAGE_KEY, 'user-disabled');
    expect(readScenarioRequest(`?scenario=${word}`, window.sessionStorage)).toEqual({
      kind: 'off',
    });
  });
});

describe('withoutScenario', () => {
  it('drops only the scenario parameter', () => {
    expect(withoutScenario('http://localhost/login?scenario=wrong-password&returnTo=%2Fcart')).toBe(
      'http://localhost/login?returnTo=%2Fcart',
    );
  });
});

describe('startQaScenario', () => {
  it('starts the named scenario with only its handlers and shows the badge', async () => {
    const env = page('http://localhost/?scenario=too-many-requests');
    await startQaScenario(env);

    expect(env.startWorker).toHaveBeenCalledExactlyOnceWith(scenarios['too-many-requests']);
    const shown = badge();
    expect(shown).toBeVisible();
    expect(shown).toHaveTextContent('QA scenario: too-many-requests');
    expect(within(shown!).getByRole('button', { name: 'Turn off' })).toBeVisible();
    // Above the page, in its flow: a badge fixed over a corner covered the checkout's totals.
    expect(document.body.firstElementChild).toBe(shown);
    expect(getComputedStyle(shown!).position).not.toBe('fixed');
  });

  it('keeps the scenario for later loads in the tab that carry no ?scenario', async () => {
    await startQaScenario(page('http://localhost/?scenario=wrong-password'));
    document.body.replaceChildren();

    const later = page('http://localhost/account');
    await startQaScenario(later);
    expect(later.startWorker).toHaveBeenCalledWith(scenarios['wrong-password']);
    expect(badge()).toHaveTextContent('QA scenario: wrong-password');
  });

  it('does nothing at all without a scenario', async () => {
    const env = page('http://localhost/');
    await startQaScenario(env);
    expect(env.startWorker).not.toHaveBeenCalled();
    expect(env.unregisterWorker).not.toHaveBeenCalled();
    expect(badge()).toBeNull();
  });

  it('?scenario=off forgets the remembered scenario and removes the worker', async () => {
    await startQaScenario(page('http://localhost/?scenario=user-disabled'));
    document.body.replaceChildren();

    const off = page('http://localhost/?scenario=off');
    await startQaScenario(off);
    expect(off.startWorker).not.toHaveBeenCalled();
    expect(off.unregisterWorker).toHaveBeenCalled();
    expect(badge()).toBeNull();

    const later = page('http://localhost/');
    await startQaScenario(later);
    expect(later.startWorker).not.toHaveBeenCalled();
  });

  it('an unknown name starts nothing and logs every valid name', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.setItem(SCENARIO_STORAGE_KEY, 'wrong-password');
    const env = page('http://localhost/?scenario=too-many-request');
    await startQaScenario(env);

    expect(env.startWorker).not.toHaveBeenCalled();
    expect(badge()).toBeNull();
    expect(error).toHaveBeenCalledOnce();
    const message = String(error.mock.calls[0]?.[0]);
    expect(message).toContain('"too-many-request" does not exist');
    for (const name of scenarioNames) expect(message).toContain(name);
    expect(window.sessionStorage.getItem(SCENARIO_STORAGE_KEY)).toBeNull();
  });

  it('says so, and shows no badge, when the worker cannot start', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = page('http://localhost/?scenario=user-disabled', {
      startWorker: () => Promise.reject(new Error('404 for /mockServiceWorker.js')),
    });
    await expect(startQaScenario(env)).resolves.toBeUndefined();
    expect(badge()).toBeNull();
    expect(String(error.mock.calls[0]?.[0])).toContain('could not start');
    expect(window.sessionStorage.getItem(SCENARIO_STORAGE_KEY)).toBeNull();
  });

  it('"Turn off" forgets the scenario, removes the worker and reloads without ?scenario', async () => {
    const env = page('http://localhost/login?scenario=weak-password&returnTo=%2Fcart');
    await startQaScenario(env);

    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(window.sessionStorage.getItem(SCENARIO_STORAGE_KEY)).toBeNull();
    expect(env.unregisterWorker).toHaveBeenCalled();
    expect(env.navigate).toHaveBeenCalledWith('http://localhost/login?returnTo=%2Fcart');
  });
});
