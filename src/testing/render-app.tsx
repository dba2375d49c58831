import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { fromCallback } from 'xstate';
import { authMachine, type AuthEvent } from '../../machines/auth/auth.machine';
import { AuthActor } from '../app/auth-actor';
import { system } from '../theme/system';

/** A session the test drives: `session.report(...)` plays the identity service's part. */
export function fakeSession() {
  const session = { report: (_event: AuthEvent) => {} };
  const logic = authMachine.provide({
    actors: {
      watchSession: fromCallback<AuthEvent>(({ sendBack }) => {
        session.report = sendBack;
      }),
    },
  });
  return Object.assign(session, { logic });
}

interface Options {
  session?: ReturnType<typeof fakeSession>;
  routes?: RouteObject[];
  path?: string;
}

/** Renders `ui` (or the given routes) with the app's providers, a memory router and a session. */
export function renderApp(ui: ReactElement | null, options: Options = {}) {
  const session = options.session ?? fakeSession();
  const routes = options.routes ?? [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const result = render(
    <ChakraProvider value={system}>
      <AuthActor.Provider logic={session.logic}>
        <RouterProvider router={router} />
      </AuthActor.Provider>
    </ChakraProvider>,
  );
  return { ...result, router, session };
}
