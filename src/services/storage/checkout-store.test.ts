import { describe, expect, it } from 'vitest';
import { clearCheckout, readCheckout, writeCheckout } from './checkout-store.ts';

describe('checkout store', () => {
  it("keeps a tab's checkout for a reload, and forgets it once cleared", () => {
    const kept = {
      contact: { name: 'Ada', email: 'ada@voltbay.example', phone: '+880 1700 000000' },
      delivery: { method: 'pickup', store: 'riverside' } as const,
      reached: 'review' as const,
      acceptedPrices: { 'vb-0001': 32_900 },
      sent: { key: 'key-1', request: '[]' },
    };
    writeCheckout(kept);
    expect(readCheckout()).toEqual(kept);
    clearCheckout();
    expect(readCheckout()).toEqual({});
  });

  it.each([
    ['text that is not JSON', '{"contact":'],
    ['another version', JSON.stringify({ version: 2, reached: 'contact' })],
    ['an unknown step', JSON.stringify({ version: 1, reached: 'paid', contact: {}, delivery: {} })],
    [
      'a price that is not whole cents',
      JSON.stringify({
        version: 1,
        contact: {},
        delivery: {},
        reached: 'review',
        acceptedPrices: { 'vb-0001': 0.5 },
        sent: null,
      }),
    ],
  ])('starts afresh from %s', (_, stored) => {
    sessionStorage.setItem('voltbay.checkout', stored);
    expect(readCheckout()).toEqual({});
  });
});
