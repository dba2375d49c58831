import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToNewsletter } from './newsletter.ts';

const signUp = { email: 'ada@voltbay.example' };

describe('subscribeToNewsletter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('resolves when online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await expect(subscribeToNewsletter(signUp)).resolves.toBeUndefined();
  });

  it('rejects with the offline message when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(subscribeToNewsletter(signUp)).rejects.toThrow(
      new Error('You appear to be offline'),
    );
  });
});
