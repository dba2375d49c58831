import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, parsePath, type RouteObject } from 'react-router-dom';
import { fromCallback, fromPromise } from 'xstate';
import { authMachine, type AuthEvent } from '#machines/auth/auth.machine.ts';
import { tokenRefreshMachine } from '#machines/auth/token-refresh.machine.ts';
import { anHourLeft } from '#machines/auth/auth.fixtures.ts';
import { authActors } from '#src/services/firebase/index.ts';
import { AppProviders } from '#src/app/app-providers.tsx';
import type { ReadLiveStock } from '#src/services/shop-api/stock.ts';
import { serverUnreachable } from './live-stock.ts';
import { TestServers, type Servers } from './servers.tsx';

/**
 * A session the test drives: `session.report(...)` plays the session watcher's part. Signing up,
 * logging in and out go through the real Firebase SDK, which MSW answers (mocks/identity-toolkit);
 * the ID token always has an hour left. `actors` replaces some, for what MSW cannot play (a popup).
 */
export function fakeSession(actors: Partial<typeof authActors> = {}) {
  const session = { report: (_event: AuthEvent) => {} };
  const logic = authMachine.provide({
    actors: {
      ...authActors,
      ...actors,
      watchSession: fromCallback<AuthEvent>(({ sendBack }) => {
        session.report = sendBack;
      }),
      tokenRefresh: tokenRefreshMachine.provide({
        actors: { refreshToken: fromPromise(() => Promise.resolve(anHourLeft())) },
      }),
    },
  });
  return Object.assign(session, { logic });
}

interface Options {
  session?: ReturnType<typeof fakeSession>;
  /** The shop server's stock counts; by default the server cannot be reached. */
  readStock?: ReadLiveStock;
  routes?: RouteObject[];
  path?: string;
  /**
   * The calls to the shop's server the test plays, by feature (`{ orders: { getMyOrder } }`);
   * the rest reach no server (src/testing/servers.tsx).
   */
  servers?: Servers;
  /** The router's state of the first entry (the checkout's `{ order }`). */
  state?: unknown;
}

/** Renders `ui` (or the given routes) with the app's providers, a memory router and a session. */
export function renderApp(ui: ReactElement | null, options: Options = {}) {
  const session = options.session ?? fakeSession();
  const routes = options.routes ?? [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, {
    initialEntries: [{ ...parsePath(options.path ?? '/'), state: options.state }],
  });
  const result = render(
    <AppProviders authLogic={session.logic} readStock={options.readStock ?? serverUnreachable}>
      <TestServers servers={options.servers ?? {}}>
        <RouterProvider router={router} />
      </TestServers>
    </AppProviders>,
  );
  return { ...result, router, session };
}
