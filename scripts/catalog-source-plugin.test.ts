import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogSourcePlugin } from './catalog-source-plugin.ts';

const load = async (id: string) => {
  const hook = catalogSourcePlugin().load as (id: string) => Promise<string | undefined>;
  return hook(id);
};

afterEach(() => vi.unstubAllEnvs());

describe("the build's catalog source", () => {
  it('is the catalog file when nothing else is named', async () => {
    vi.stubEnv('VOLTBAY_CATALOG_FILE', '');
    vi.stubEnv('VOLTBAY_CATALOG_SIZE', '');
    expect(await load('/work/catalog/products.json')).toBeUndefined();
  });

  it("is the database's export when VOLTBAY_CATALOG_FILE names it, for that module only", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'voltbay-catalog-')), 'catalog.json');
    writeFileSync(file, '[{"id":"vb-0001","name":"As staff left it"}]\n');
    vi.stubEnv('VOLTBAY_CATALOG_FILE', file);
    expect(await load('/work/catalog/products.json')).toBe(
      '[{"id":"vb-0001","name":"As staff left it"}]\n',
    );
    expect(await load('/work/catalog/taxonomy.ts')).toBeUndefined();
  });
});
