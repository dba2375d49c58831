import type { Context } from 'hono';
import type { RouteName } from '#shop-api/routes.ts';
import type { VerifyIdToken } from '#server/identity.ts';
import { describeError, type Log } from '#server/log.ts';
import type { Caller } from '#server/shop/orders.ts';
import { ShopError } from '#server/shop/problems.ts';
import { refusals } from '#server/texts.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Env, Gate } from './routing.ts';

/** Why a route asks a guest to sign in, in the shopper's words. */
const signInReason: Partial<Record<RouteName, string>> = {
  saveReview: refusals.signIn.reviews,
  deleteReview: refusals.signIn.reviews,
  voteHelpful: refusals.signIn.reviews,
  reportReview: refusals.signIn.reviews,
  askQuestion: refusals.signIn.askQuestion,
  answerQuestion: refusals.signIn.answerQuestion,
};

/**
 * Who is calling, as a route's `who` allows (shop-api/routes.ts): the identity from a verified
 * Firebase ID token (`Authorization: Bearer`), never from anything else the client sends.
 */
export function callerGate(deps: {
  verifyIdToken: VerifyIdToken;
  log: Log;
  /** One account's posts in the hour (reviews, votes, reports, questions, answers). */
  posts: RateLimiter;
}): Gate['caller'] {
  /** The caller a sent token names; null when none was sent. */
  async function tokenCaller(c: Context<Env>): Promise<Caller | null> {
    const header = c.req.header('authorization');
    if (!header) return null;
    const token = /^Bearer ([\w.-]+)$/.exec(header)?.[1];
    let caller: Caller | null;
    try {
      caller = token ? await deps.verifyIdToken(token) : null;
    } catch (error) {
      // Not the shopper's session: Firebase could not be asked. Signed-in requests wait for it.
      deps.log('ERROR', 'identity unavailable', {
        requestId: c.get('requestId'),
        ...describeError(error),
      });
      throw new ShopError('unavailable', refusals.identityUnavailable);
    }
    if (!caller) throw new ShopError('unauthenticated', refusals.sessionEnded);
    return caller;
  }

  return async (c, who, route) => {
    if (who === 'anyone') return null;
    const caller = await tokenCaller(c);
    if (who === 'anyone-known-if-signed-in') return caller;
    if (!caller) {
      throw new ShopError('unauthenticated', signInReason[route] ?? refusals.signIn.orders);
    }
    if (who === 'staff' && !caller.staff) throw new ShopError('forbidden', refusals.staffOnly);
    if (who === 'poster') {
      // A throwaway address could post in bulk: the shop's rule for every post (record 0032).
      if (!caller.emailVerified && !caller.staff) {
        throw new ShopError('email-not-confirmed', refusals.emailNotConfirmed);
      }
      if (!(await deps.posts(caller.uid))) throw new ShopError('rate-limited', refusals.postsLimit);
    }
    return caller;
  };
}
