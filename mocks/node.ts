import { setupServer } from 'msw/node';
import { successHandlers } from './identity-toolkit';

/** The MSW server for Vitest; every identity call succeeds unless a test picks a scenario. */
export const server = setupServer(...successHandlers);
