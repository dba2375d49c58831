import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { cartMachine, type CartEmitted, type CartProduct } from '#machines/cart/cart.machine.ts';
import { selectIsPriced, selectItemCount, selectLines } from '#machines/cart/cart.selectors.ts';
import { makeProduct } from '#catalog/product.fixtures.ts';
import { CartActor } from './cart-actor.ts';
import { useCart, useCartAnnouncements } from './use-cart.ts';

/** An empty cart that saves nowhere and prices nothing (every line is added with its terms). */
const cartLogic = cartMachine.provide({
  actors: {
    loadProducts: fromPromise<CartProduct[], { ids: string[] }>(() => Promise.resolve([])),
    watchStorage: fromCallback(() => {}),
  },
  actions: { saveLines: () => {} },
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <CartActor.Provider logic={cartLogic} options={{ input: { lines: [], unreadable: false } }}>
    {children}
  </CartActor.Provider>
);

const phone = makeProduct({ id: 'vb-1', name: 'Phone', stockCount: 5 });
const tablet = makeProduct({ id: 'vb-2', name: 'Tablet', stockCount: 5 });

describe('useCart', () => {
  it('drives the cart with functions named for its events', () => {
    const { result } = renderHook(() => useCart({ lines: selectLines }), { wrapper });
    act(() => result.current.add(phone, 2));
    act(() => result.current.add(tablet, 1));
    act(() => result.current.increment('vb-1'));
    act(() => result.current.decrement('vb-2'));
    expect(result.current.lines).toEqual([
      { productId: 'vb-1', quantity: 3 },
      { productId: 'vb-2', quantity: 1 },
    ]);
    act(() => result.current.setQuantity('vb-2', 4));
    act(() => result.current.remove('vb-1'));
    expect(result.current.lines).toEqual([{ productId: 'vb-2', quantity: 4 }]);
    act(() => result.current.clear());
    expect(result.current.lines).toEqual([]);
  });

  it("adds within the live stock the page has, over the catalog's", () => {
    const { result } = renderHook(() => useCart({ lines: selectLines }), { wrapper });
    act(() => result.current.add(phone, 4, 2));
    expect(result.current.lines).toEqual([{ productId: 'vb-1', quantity: 2 }]);
  });

  it('draws again only when a picked value changes; with no picks, never on the cart', () => {
    const renders = { button: 0, count: 0, line: 0 };
    let add = (_product: typeof phone, _quantity: number) => {};
    function AddButton() {
      renders.button += 1;
      ({ add } = useCart());
      return null;
    }
    function Count() {
      renders.count += 1;
      useCart({ count: selectItemCount });
      return null;
    }
    // A line's stepper: whether the tablet can have one more.
    function TabletStepper() {
      renders.line += 1;
      useCart({ canIncrement: (cart) => cart.can({ type: 'cart.increment', productId: 'vb-2' }) });
      return null;
    }
    render(
      <>
        <AddButton />
        <Count />
        <TabletStepper />
      </>,
      // Counts renders, which StrictMode doubles (src/testing/vitest-setup.ts).
      { wrapper, reactStrictMode: false },
    );
    const firstAdd = add;
    act(() => add(phone, 1));
    act(() => add(phone, 1));
    expect(renders).toEqual({ button: 1, count: 3, line: 1 });
    act(() => add(tablet, 1));
    expect(renders).toEqual({ button: 1, count: 4, line: 2 });
    expect(add).toBe(firstAdd);
  });

  it('keeps its value while what it picks stays the same', () => {
    const { result } = renderHook(() => useCart({ priced: selectIsPriced }), { wrapper });
    const before = result.current;
    // New snapshots (new lines) in which the cart is still priced.
    act(() => result.current.add(phone, 1));
    act(() => result.current.add(tablet, 1));
    expect(result.current).toBe(before);
  });
});

describe('useCartAnnouncements', () => {
  it('hears what the cart announces', () => {
    const heard = vi.fn<(announcement: CartEmitted) => void>();
    const { result } = renderHook(
      () => {
        useCartAnnouncements(heard);
        return useCart();
      },
      { wrapper },
    );
    act(() => result.current.add(phone, 12));
    expect(heard).toHaveBeenCalledWith({
      type: 'cart.added',
      name: 'Phone',
      requested: 10,
      added: 5,
      max: 5,
    });
  });
});
