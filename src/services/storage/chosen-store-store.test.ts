import { describe, expect, it } from 'vitest';
import { chosenStoreStore, createChosenStoreStore } from './chosen-store-store.ts';

const key = 'voltbay.chosenStore';
const stored = (data: unknown) => JSON.stringify({ version: 1, data });

describe('chosenStoreStore', () => {
  it('reads none when nothing is stored, and reads back the store it wrote', () => {
    expect(chosenStoreStore.read()).toEqual({ value: null, unreadable: false });
    expect(chosenStoreStore.write('riverside')).toBe(true);
    expect(chosenStoreStore.read()).toEqual({ value: 'riverside', unreadable: false });
    expect(chosenStoreStore.write(null)).toBe(true);
    expect(chosenStoreStore.read()).toEqual({ value: null, unreadable: false });
  });

  it.each([
    ['the warehouse, which is no store', stored('warehouse')],
    ['a store the shop does not have', stored('old-town')],
    ['a number', stored(3)],
    ['text that is not JSON', '{"version":1,"data":'],
    ['a store of another version', JSON.stringify({ version: 2, data: 'riverside' })],
  ])('reads no store from %s', (_, text) => {
    localStorage.setItem(key, text);
    expect(chosenStoreStore.read()).toEqual({ value: null, unreadable: true });
  });

  it("keeps another tab's choice when this tab saves what it already had", () => {
    localStorage.setItem(key, stored('riverside'));
    const first = createChosenStoreStore();
    const second = createChosenStoreStore();
    first.read();
    second.read();
    second.write('lakeview-mall');
    first.write('riverside');
    expect(chosenStoreStore.read().value).toBe('lakeview-mall');
    first.write('northgate-plaza');
    expect(chosenStoreStore.read().value).toBe('northgate-plaza');
  });
});
