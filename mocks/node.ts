import { setupServer } from 'msw/node';
import { successHandlers } from './identity-toolkit.ts';

/** The MSW server for Vitest; every identity call succeeds unless a test picks a scenario. */
export const server = setupServer(...successHandlers);
