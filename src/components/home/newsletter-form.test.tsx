import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timing } from '#machines/timing.ts';
import { newsletterText } from '#src/content/home.ts';
import type { NewsletterSignUp } from '#src/services/newsletter.ts';
import { fakeTimersFromNow } from '#src/testing/fake-timers.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { notify } from '#src/components/ui/notify.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { apiText } from '#src/services/shop-api/api-text.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';

// The toaster itself is tested elsewhere; here it is enough that the right toast is asked for.
vi.mock('#src/components/ui/notify.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#src/components/ui/notify.ts')>()),
  notify: vi.fn(),
}));

afterEach(() => {
  vi.mocked(notify).mockClear();
});

/** A subscribe the test settles by hand, remembering what it was given. */
function controlledSubscribe() {
  const calls: NewsletterSignUp[] = [];
  let settle = { resolve: () => {}, reject: (_error: Error) => {} };
  const subscribe = vi.fn((signUp: NewsletterSignUp) => {
    calls.push(signUp);
    return new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    subscribe,
    calls,
    resolve: () => settle.resolve(),
    reject: () => settle.reject(new ShopApiError(apiText.unreachable, 'offline', 0)),
  };
}

function renderForm(subscribe: (signUp: NewsletterSignUp) => Promise<void>) {
  renderApp(<NewsletterForm subscribe={subscribe} />);
  const form = within(screen.getByRole('form', { name: newsletterText.heading }));
  return {
    email: form.getByLabelText(/^Email address/),
    submit: form.getByRole('button'),
  };
}

describe('NewsletterForm', () => {
  it('shows a heading, the text and a labelled e-mail field', () => {
    const { subscribe } = controlledSubscribe();
    const { email, submit } = renderForm(subscribe);
    expect(screen.getByRole('heading', { level: 2, name: newsletterText.heading })).toBeVisible();
    expect(screen.getByText(newsletterText.body)).toBeVisible();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(submit).toHaveTextContent(newsletterText.subscribe);
    expect(submit).toBeEnabled();
  });

  it('asks for an address on an empty submit and subscribes nothing', async () => {
    const { subscribe } = controlledSubscribe();
    const { email, submit } = renderForm(subscribe);
    await userEvent.click(submit);
    expect(email).toHaveAccessibleDescription('Email address is required');
    expect(email).toHaveFocus();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('rejects an invalid address and subscribes nothing', async () => {
    const { subscribe } = controlledSubscribe();
    const { email, submit } = renderForm(subscribe);
    await userEvent.type(email, 'ada@voltbay');
    await userEvent.click(submit);
    expect(email).toHaveAccessibleDescription('Invalid email format');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('is busy for at least 1000 ms even when answered at once, then thanks the shopper and clears the field', async () => {
    const { subscribe, calls, resolve } = controlledSubscribe();
    const { email, submit } = renderForm(subscribe);
    await userEvent.type(email, '  ada@voltbay.example ');
    const advance = fakeTimersFromNow();
    fireEvent.click(submit);

    expect(calls).toEqual([{ email: 'ada@voltbay.example' }]);
    expect(submit).toHaveTextContent(newsletterText.subscribing);
    expect(submit).toBeDisabled();

    resolve();
    await advance(timing.newsletterBusy - 1);
    expect(submit).toBeDisabled();
    expect(notify).not.toHaveBeenCalled();

    await advance(1);
    expect(submit).toBeEnabled();
    expect(submit).toHaveTextContent(newsletterText.subscribe);
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: newsletterText.success }),
    );
  });

  it('keeps the address for a retry when subscribing fails', async () => {
    const { subscribe, calls, reject, resolve } = controlledSubscribe();
    const { email, submit } = renderForm(subscribe);
    await userEvent.type(email, 'ada@voltbay.example');
    const advance = fakeTimersFromNow();
    fireEvent.click(submit);
    expect(submit).toBeDisabled();
    reject();

    await advance(timing.newsletterBusy);
    expect(submit).toBeEnabled();
    expect(email).toHaveValue('ada@voltbay.example');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: newsletterText.failure,
        description: apiText.unreachable,
      }),
    );

    fireEvent.click(submit);
    expect(calls).toHaveLength(2);
    expect(submit).toBeDisabled();
    resolve();
    await advance(timing.newsletterBusy);
    expect(email).toHaveValue('');
  });
});
