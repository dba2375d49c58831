import { describe, expect, it } from 'vitest';
import { compareStore, createCompareStore } from './compare-store.ts';

const key = 'voltbay.compare';

describe('compareStore', () => {
  it('reads no ids when nothing is stored, and reads back the ids it wrote, in order', () => {
    expect(compareStore.read()).toEqual({ value: [], unreadable: false });
    expect(compareStore.write(['vb-0003', 'vb-0001'])).toBe(true);
    expect(compareStore.read()).toEqual({ value: ['vb-0003', 'vb-0001'], unreadable: false });
  });

  it.each([
    ['text that is not JSON', '{"version":1,"data":["vb-0001"'],
    ['a list of another version', JSON.stringify({ version: 2, data: ['vb-0001'] })],
    ['a bare list of ids', JSON.stringify(['vb-0001'])],
    ['a number', '42'],
  ])('discards %s and reports it unreadable', (_, text) => {
    localStorage.setItem(key, text);
    expect(compareStore.read()).toEqual({ value: [], unreadable: true });
  });

  it('keeps the ids that can be used of a list with garbage in it, and reports it', () => {
    localStorage.setItem(
      key,
      JSON.stringify({ version: 1, data: ['vb-0001', 7, null, '../x', { id: 1 }, 'vb-0001'] }),
    );
    expect(compareStore.read()).toEqual({ value: ['vb-0001'], unreadable: true });
  });

  it('keeps the products of two tabs saved one right after the other', () => {
    const first = createCompareStore();
    const second = createCompareStore();
    first.read();
    second.read();
    first.write(['vb-0001']);
    second.write(['vb-0002']);
    expect(compareStore.read().value.toSorted()).toEqual(['vb-0001', 'vb-0002']);
  });
});
