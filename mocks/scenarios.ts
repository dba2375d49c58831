import type { RequestHandler } from 'msw';
import {
  scenarioDescriptions as identityDescriptions,
  scenarios as identityScenarios,
} from './identity-toolkit.ts';
import { shopServerScenarioDescriptions, shopServerScenarios } from './shop-server.ts';

export { forgetScenarioState } from './shop-server.ts';

/**
 * Every QA scenario (`?scenario=<name>` in development, src/app/qa-scenario.ts): the identity
 * calls' (mocks/identity-toolkit.ts) and the shop's server's (mocks/shop-server.ts).
 */
export const scenarios = {
  ...identityScenarios,
  ...shopServerScenarios,
} satisfies Record<string, RequestHandler[]>;

export type ScenarioName = keyof typeof scenarios;

export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

export const isScenarioName = (name: string): name is ScenarioName =>
  (scenarioNames as string[]).includes(name);

/** What each scenario does, in a line: shown by the development QA badge and in the README. */
export const scenarioDescriptions: Record<ScenarioName, string> = {
  ...identityDescriptions,
  ...shopServerScenarioDescriptions,
};
