import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import catalogFile from './products.json?raw';
import { catalogRelease } from './catalog-release.ts';

it('names the catalog file as it is: a change to products.json raises its version', () => {
  const digest = createHash('sha256').update(catalogFile).digest('hex');
  expect(
    digest,
    `products.json changed: in catalog-release.ts, raise the version to ${catalogRelease.version + 1} and set the digest to ${digest}`,
  ).toBe(catalogRelease.digest);
});
