import { describe, expect, it } from 'vitest';
import {
  COMPARE_LIMIT,
  compareRows,
  idsInLink,
  readCompareLink,
  valuesDiffer,
} from './compare.rules.ts';

const sold = new Set(['vb-0001', 'vb-0002', 'vb-0003', 'vb-0004', 'vb-0005', 'vb-0006']);
const isKnown = (id: string) => sold.has(id);

describe('readCompareLink', () => {
  it('is null without ids, so the page shows the kept list', () => {
    expect(readCompareLink(null, isKnown)).toBeNull();
  });

  it('keeps known ids in the link order', () => {
    expect(readCompareLink('vb-0003,vb-0001', isKnown)).toEqual({
      productIds: ['vb-0003', 'vb-0001'],
      unknown: 0,
      repeated: 0,
      overLimit: 0,
    });
  });

  it('counts unknown, malformed and repeated ids, and leaves them out', () => {
    expect(readCompareLink('vb-0001,vb-9999,vb-0001,<script>,,VB-0002, vb-0002 ', isKnown)).toEqual(
      { productIds: ['vb-0001', 'vb-0002'], unknown: 3, repeated: 1, overLimit: 0 },
    );
  });

  it(`keeps the first ${COMPARE_LIMIT} of a link with 100 ids`, () => {
    const ids = Array.from({ length: 100 }, (_, n) => `vb-${String(n + 1).padStart(4, '0')}`);
    const link = readCompareLink(ids.join(','), isKnown);
    expect(link?.productIds).toEqual(['vb-0001', 'vb-0002', 'vb-0003', 'vb-0004']);
    expect(link?.overLimit).toBe(2);
    expect(link?.unknown).toBe(94);
  });

  it('reads no further than a bounded length of a huge link', () => {
    const link = readCompareLink(`vb-0001,${'x'.repeat(1_000_000)},vb-0002`, isKnown);
    expect(link?.productIds).toEqual(['vb-0001']);
    expect(link?.unknown).toBe(1);
  });
});

describe('idsInLink', () => {
  it('names each well-formed id of a link once, in its order: what the page looks up', () => {
    expect(idsInLink(' vb-0002,,vb-0001,vb-0002,Not An Id,vb-0003 ')).toEqual([
      'vb-0002',
      'vb-0001',
      'vb-0003',
    ]);
    expect(idsInLink(null)).toEqual([]);
  });
});

describe('compareRows', () => {
  const phone = {
    fields: ['screenSize', 'storage', 'batteryLife', 'processor', 'warranty'],
    values: { screenSize: '6.1 inches', storage: '128 GB', warranty: '1 year' },
  };
  const otherPhone = {
    fields: phone.fields,
    values: { screenSize: '6.1 inches', storage: '256 GB', warranty: '1 year' },
  };
  const headphones = {
    fields: ['driverSize', 'batteryLife', 'warranty'],
    values: { driverSize: '40 mm', batteryLife: '30 hours', warranty: '1 year' },
  };
  const order = [
    'screenSize',
    'storage',
    'driverSize',
    'processor',
    'batteryLife',
    'warranty',
    'ram',
  ];

  it("aligns every field of the products' kinds, in order, and marks the rows that differ", () => {
    const rows = compareRows([phone, otherPhone], order);
    expect(rows.map((row) => [row.field, row.differs])).toEqual([
      ['screenSize', false],
      ['storage', true],
      ['processor', false],
      ['batteryLife', false],
      ['warranty', false],
    ]);
    expect(rows[2]?.cells).toEqual([{ type: 'notStated' }, { type: 'notStated' }]);
  });

  it('says which rows do not apply to a product of another kind', () => {
    const rows = compareRows([phone, headphones], order);
    const driver = rows.find((row) => row.field === 'driverSize');
    expect(driver?.cells).toEqual([{ type: 'notApplicable' }, { type: 'value', text: '40 mm' }]);
    expect(driver?.differs).toBe(true);
    expect(rows.find((row) => row.field === 'warranty')?.differs).toBe(false);
    expect(rows.map((row) => row.field)).not.toContain('ram');
  });

  it('marks nothing with a single product', () => {
    expect(compareRows([phone], order).some((row) => row.differs)).toBe(false);
  });

  it('tells fixed values apart', () => {
    expect(valuesDiffer([100, 100])).toBe(false);
    expect(valuesDiffer([100, 120])).toBe(true);
  });
});
