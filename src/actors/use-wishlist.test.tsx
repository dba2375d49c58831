import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { wishlistMachine, type WishlistEmitted } from '#machines/wishlist/wishlist.machine.ts';
import { selectIsSaved, selectProductIds } from '#machines/wishlist/wishlist.selectors.ts';
import { useWishlist, useWishlistAnnouncements } from './use-wishlist.ts';
import { WishlistActor } from './wishlist-actor.ts';

/** An empty wishlist that saves nowhere. */
const wishlistLogic = wishlistMachine.provide({
  actors: {
    findUnavailable: fromPromise<string[], { ids: string[] }>(() => Promise.resolve([])),
    watchStorage: fromCallback(() => {}),
  },
  actions: { saveProductIds: () => {} },
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <WishlistActor.Provider
    logic={wishlistLogic}
    options={{ input: { productIds: [], unreadable: false } }}
  >
    {children}
  </WishlistActor.Provider>
);

describe('useWishlist', () => {
  it('drives the wishlist with functions named for its events', () => {
    const { result } = renderHook(() => useWishlist({ productIds: selectProductIds }), {
      wrapper,
    });
    act(() => result.current.toggle('vb-1', 'Phone'));
    act(() => result.current.toggle('vb-2', 'Tablet'));
    expect(result.current.productIds).toEqual(['vb-1', 'vb-2']);
    act(() => result.current.toggle('vb-1', 'Phone'));
    act(() => result.current.remove('vb-2'));
    expect(result.current.productIds).toEqual([]);
  });

  it("draws a product's heart again only when that product is saved or taken out", () => {
    let renders = 0;
    let toggle = (_productId: string, _name: string) => {};
    function PhoneHeart() {
      renders += 1;
      ({ toggle } = useWishlist({ saved: (wishlist) => selectIsSaved(wishlist, 'vb-1') }));
      return null;
    }
    // Counts renders, which StrictMode doubles (src/testing/vitest-setup.ts).
    render(<PhoneHeart />, { wrapper, reactStrictMode: false });
    act(() => toggle('vb-2', 'Tablet'));
    act(() => toggle('vb-3', 'Laptop'));
    expect(renders).toBe(1);
    act(() => toggle('vb-1', 'Phone'));
    expect(renders).toBe(2);
  });
});

describe('useWishlistAnnouncements', () => {
  it('hears what the wishlist announces', () => {
    const heard = vi.fn<(announcement: WishlistEmitted) => void>();
    const { result } = renderHook(
      () => {
        useWishlistAnnouncements(heard);
        return useWishlist();
      },
      { wrapper },
    );
    act(() => result.current.toggle('vb-1', 'Phone'));
    expect(heard).toHaveBeenCalledWith({ type: 'wishlist.toggled', name: 'Phone', saved: true });
  });
});
