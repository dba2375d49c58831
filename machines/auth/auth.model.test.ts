import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describePath, eventsFromOutside } from '#machines/model-testing.ts';
import { authMachine, type AuthEvent } from './auth.machine.ts';
import {
  selectFailure,
  selectIsSignedIn,
  selectIsSignedOut,
  selectPendingFlow,
} from './auth.selectors.ts';
import { testUser as ada } from './auth.fixtures.ts';
import { AuthError, type User } from './auth.types.ts';

// Model-based: every state the session can reach, by the shortest path to each, when the shopper
// signs up, logs in (also with Google), renames, logs out and dismisses messages in any order,
// another tab signs in or out, the identity service goes away and comes back, and every flow's
// service succeeds or fails. The shop's rules for the session are checked on each of them.

const grace: User = { ...ada, uid: 'u2', email: 'grace@voltbay.example', displayName: 'Grace' };
const renamedAda: User = { ...ada, displayName: 'Ada King' };
const failed = (kind: AuthError['kind']) => new AuthError(kind, kind);
const network = failed('unreachable');

const shopperAndTabs: AuthEvent[] = [
  { type: 'auth.changed', user: ada },
  { type: 'auth.changed', user: grace },
  { type: 'auth.changed', user: null },
  { type: 'auth.failed', error: network },
  { type: 'auth.retry' },
  {
    type: 'signUp.submit',
    details: {
      firstName: 'Ada',
      lastName: 'L',
      email: ada.email!,
      password: 'secret1',
      companyName: '',
    },
  },
  { type: 'logIn.submit', credentials: { email: ada.email!, password: 'secret1' } },
  { type: 'google.submit' },
  { type: 'google.returned' },
  { type: 'google.failed', error: failed('popup-closed') },
  { type: 'logOut.submit' },
  { type: 'profile.submit', displayName: 'Ada King' },
  { type: 'failure.dismiss' },
];

const flowStarts = shopperAndTabs.filter(({ type }) =>
  ['signUp.submit', 'logIn.submit', 'google.submit', 'logOut.submit', 'profile.submit'].includes(
    type,
  ),
);

const services = {
  createAccount: { outputs: [ada], errors: [failed('email-in-use')] },
  logIn: { outputs: [ada], errors: [failed('wrong-credentials')] },
  signInWithGoogle: { outputs: [grace], errors: [failed('popup-blocked'), network] },
  redirectToGoogle: { errors: [network] },
  logOut: { outputs: [undefined], errors: [network] },
  updateDisplayName: { outputs: [renamedAda], errors: [network] },
  // The token refresh ends when the account is disabled or its token has expired.
  tokenRefresh: { outputs: [undefined] },
};

const paths = getShortestPaths(authMachine, {
  events: (snapshot) => [...shopperAndTabs, ...eventsFromOutside<AuthEvent>(snapshot, services)],
});

type AuthSnapshot = (typeof paths)[number]['state'];
const runsTokenRefresh = (snapshot: AuthSnapshot) =>
  Object.values(snapshot.children).some((child) => child?.src === 'tokenRefresh');
const flowsUnderWay = ['signingUp', 'loggingIn', 'googleSignIn', 'loggingOut'] as const;

describe('auth machine, every state the session can reach', () => {
  it('reaches every state of the session', () => {
    const reached = new Set(paths.map(({ state }) => JSON.stringify(state.value)));
    for (const state of [
      'checking',
      'signedOut',
      'signingUp',
      'loggingIn',
      'googleSignIn',
      'redirectingToGoogle',
      'loggingOut',
      'endingSession',
    ]) {
      expect(reached).toContain(JSON.stringify({ session: state }));
    }
    expect(reached).toContain(JSON.stringify({ session: { signedIn: 'savingProfile' } }));
    expect(reached).toContain(JSON.stringify('unavailable'));
  });

  it('keeps the rules in every one of them', () => {
    for (const { state: snapshot, steps } of paths) {
      const how = describePath(steps);
      const { user, error } = snapshot.context;

      // Signed in means a user; signed out or checking means none. Once the session is known,
      // the identity service is known to answer.
      if (selectIsSignedIn(snapshot)) expect(user, how).not.toBeNull();
      if (selectIsSignedOut(snapshot) || snapshot.matches({ session: 'checking' })) {
        expect(user, how).toBeNull();
      }
      if (selectIsSignedIn(snapshot) || selectIsSignedOut(snapshot)) expect(error, how).toBeNull();
      // Without the identity service the shop goes on without accounts, and knows why.
      if (snapshot.matches('unavailable')) expect([user, error], how).toEqual([null, network]);
      // The token is kept fresh exactly while signed in.
      expect(runsTokenRefresh(snapshot), how).toBe(selectIsSignedIn(snapshot));
      // A busy button always belongs to one flow under way.
      const pending = selectPendingFlow(snapshot);
      expect(snapshot.hasTag('busy'), how).toBe(pending !== null);
      // Starting a flow clears the last one's message: it is about the attempt before.
      if (selectFailure(snapshot) !== null && pending === null) {
        for (const start of flowStarts) {
          const [next] = transition(authMachine, snapshot, start);
          if (selectPendingFlow(next) !== null) expect(selectFailure(next), how).toBeNull();
        }
      }

      // While a flow is under way, another tab's sign-in or sign-out does not cut it short: its
      // own answer moves the session on, so a new account is signed in only with its name.
      for (const flow of flowsUnderWay) {
        if (!snapshot.matches({ session: flow })) continue;
        for (const changed of [ada, grace, null]) {
          const [next] = transition(authMachine, snapshot, { type: 'auth.changed', user: changed });
          expect(next.value, how).toEqual(snapshot.value);
          expect(next.context, how).toEqual(snapshot.context);
        }
      }
      // A message the shopper dismisses is gone, wherever they are.
      if (selectFailure(snapshot) !== null) {
        const [next] = transition(authMachine, snapshot, { type: 'failure.dismiss' });
        expect(selectFailure(next), how).toBeNull();
      }
    }
  });
});
