// Where npm run perf finds the build, and what it measures there: the pages, and beside them the
// plain-HTML control, this machine's ceiling on the day.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipBytes } from '../chunk-report.ts';
import { MEASURED_PRODUCT } from '../catalog-source-plugin.ts';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const PORT = 4173;
// The app on the Auth emulator's host, as in the end-to-end tests.
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// Every page type (issue 58): home, the listing, a category, a product, a search, the checkout as
// a first visit meets it (an empty cart), a seeded order's page as anyone but its owner does (it
// asks for the order's e-mail), the comparison (empty) and an information page.
export const DEFAULT_PAGES = [
  '/',
  '/products',
  '/laptop-desktop',
  '/products/vb-0001',
  '/search?q=laptop',
  '/checkout',
  '/orders/VB-100001',
  '/compare',
  '/about-us',
];
// The plain-HTML control: this prerendered page without its scripts, at this address.
export const CONTROL_OF = MEASURED_PRODUCT;
export const CONTROL_PATH = '/perf-plain-html';
const SERVED_FOLDER = join(root, 'dist-emulator');

/**
 * Runs `work` while the served folder holds the control: the prerendered `CONTROL_OF` page with
 * every script and module preload taken out (its stylesheets and pictures stay), so Lighthouse
 * measures what the same HTML scores when no JavaScript runs.
 */
export async function withPlainHtmlControl<T>(work: () => Promise<T>): Promise<T> {
  const file = join(SERVED_FOLDER, `${CONTROL_PATH.slice(1)}.html`);
  const html = readFileSync(join(SERVED_FOLDER, `${CONTROL_OF.slice(1)}.html`), 'utf8')
    .replaceAll(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replaceAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
  writeFileSync(file, html);
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * A served file's size as the bundle budget counts it (`gzipBytes`), found by its address; null
 * for one the shop does not serve. What Lighthouse counts as transferred adds each response's
 * headers (about 1.2 KiB a file from the Hosting emulator).
 */
export function servedGzipBytes(url: string): number | null {
  const { origin, pathname } = new URL(url);
  if (origin !== BASE_URL) return null;
  try {
    return gzipBytes(readFileSync(join(SERVED_FOLDER, pathname)));
  } catch {
    return null;
  }
}
