import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { AuthError } from './auth.types.ts';
import { passwordChangeMachine } from './password-change.machine.ts';
import {
  selectError,
  selectHasChanged,
  selectIsBusy,
  selectNeedsCurrentPassword,
  selectStep,
} from './password-change.selectors.ts';

const failed = (kind: AuthError['kind']) => new AuthError(kind, kind);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starts the machine with services that answer in turn from `changes` (for `changePassword`) and
 * `confirmations` (for `confirmCurrentPassword`): undefined succeeds, an `AuthError` fails. Every
 * call is noted with its input.
 */
function start({
  changes = [],
  confirmations = [],
}: {
  changes?: (AuthError | undefined)[];
  confirmations?: (AuthError | undefined)[];
}) {
  const calls: [string, unknown][] = [];
  const answer = <Input>(name: string, answers: (AuthError | undefined)[]) =>
    fromPromise<void, Input>(({ input }) => {
      calls.push([name, input]);
      const next = answers.shift();
      return next ? Promise.reject(next) : Promise.resolve();
    });
  const actor = createActor(
    passwordChangeMachine.provide({
      actors: {
        changePassword: answer<{ newPassword: string }>('changePassword', changes),
        confirmCurrentPassword: answer<{ currentPassword: string }>(
          'confirmCurrentPassword',
          confirmations,
        ),
      },
    }),
  ).start();
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await settle();
  };
  return { actor, calls, send, snapshot: () => actor.getSnapshot() };
}

describe('password-change machine', () => {
  it('changes the password and says so; another change can follow', async () => {
    const { calls, send, snapshot } = start({});
    expect(selectHasChanged(snapshot())).toBe(false);
    await send({ type: 'password.submit', newPassword: 'Difference-1822' });
    expect(selectHasChanged(snapshot())).toBe(true);
    expect(snapshot().context.newPassword).toBe('');
    await send({ type: 'password.submit', newPassword: 'Another-One-1833' });
    expect(calls).toEqual([
      ['changePassword', { newPassword: 'Difference-1822' }],
      ['changePassword', { newPassword: 'Another-One-1833' }],
    ]);
  });

  it('is busy while the change is under way', () => {
    const { actor } = start({});
    expect(selectStep(actor.getSnapshot())).toBe('editing');
    actor.send({ type: 'password.submit', newPassword: 'Difference-1822' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectStep(actor.getSnapshot())).toBe('busy');
  });

  it('is busy, still asking for the current password, while it is checked', async () => {
    const { actor, send } = start({
      changes: [failed('recent-login-required')],
      confirmations: [failed('wrong-credentials')],
    });
    await send({ type: 'password.submit', newPassword: 'Difference-1822' });
    expect(selectStep(actor.getSnapshot())).toBe('confirming');
    actor.send({ type: 'identity.submit', currentPassword: 'not-it' });
    expect(selectStep(actor.getSnapshot())).toBe('busy');
    expect(selectNeedsCurrentPassword(actor.getSnapshot())).toBe(true);
  });

  it('on recent-login-required asks for the current password, then changes it', async () => {
    const { calls, send, snapshot } = start({ changes: [failed('recent-login-required')] });
    await send({ type: 'password.submit', newPassword: 'Difference-1822' });
    expect(selectNeedsCurrentPassword(snapshot())).toBe(true);
    expect(selectError(snapshot())).toBeNull();

    await send({ type: 'identity.submit', currentPassword: 'Analytical-1843' });
    expect(selectHasChanged(snapshot())).toBe(true);
    expect(calls).toEqual([
      ['changePassword', { newPassword: 'Difference-1822' }],
      ['confirmCurrentPassword', { currentPassword: 'Analytical-1843' }],
      ['changePassword', { newPassword: 'Difference-1822' }],
    ]);
  });

  it('keeps asking while the current password is wrong, with the error', async () => {
    const { calls, send, snapshot } = start({
      changes: [failed('recent-login-required')],
      confirmations: [failed('wrong-credentials')],
    });
    await send({ type: 'password.submit', newPassword: 'Difference-1822' });
    await send({ type: 'identity.submit', currentPassword: 'not-it' });
    expect(selectNeedsCurrentPassword(snapshot())).toBe(true);
    expect(selectError(snapshot())?.kind).toBe('wrong-credentials');

    await send({ type: 'identity.submit', currentPassword: 'Analytical-1843' });
    expect(selectHasChanged(snapshot())).toBe(true);
    expect(selectError(snapshot())).toBeNull();
    expect(calls.filter(([name]) => name === 'changePassword')).toHaveLength(2);
  });

  it('cancelling the confirmation drops the new password and changes nothing', async () => {
    const { calls, send, snapshot } = start({ changes: [failed('recent-login-required')] });
    await send({ type: 'password.submit', newPassword: 'Difference-1822' });
    await send({ type: 'identity.cancel' });
    expect(selectNeedsCurrentPassword(snapshot())).toBe(false);
    expect(selectHasChanged(snapshot())).toBe(false);
    expect(snapshot().context.newPassword).toBe('');
    expect(calls).toHaveLength(1);
  });

  it.each(['password-against-policy', 'unreachable'] as const)(
    'after %s goes back to the form with the error, until the next try',
    async (kind) => {
      const { send, snapshot } = start({ changes: [failed(kind)] });
      await send({ type: 'password.submit', newPassword: 'Difference-1822' });
      expect(selectError(snapshot())?.kind).toBe(kind);
      expect(selectHasChanged(snapshot())).toBe(false);
      expect(selectNeedsCurrentPassword(snapshot())).toBe(false);
      expect(snapshot().context.newPassword).toBe('');

      await send({ type: 'password.submit', newPassword: 'Difference-1822!' });
      expect(selectError(snapshot())).toBeNull();
      expect(selectHasChanged(snapshot())).toBe(true);
    },
  );
});
