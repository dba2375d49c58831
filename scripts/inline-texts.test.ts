import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findInlineTexts } from './inline-texts.ts';

const root = new URL('../', import.meta.url);

/** Every component and page module (tests excluded), as paths from the repository's root. */
const shopModules = ['src/components/', 'src/pages/'].flatMap((folder) =>
  readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => `${folder}${file}`)
    .sort(),
);

describe('the texts the shopper reads', () => {
  it('come from src/content/, not inline in a component or page (docs/architecture.md)', () => {
    const inline = shopModules.flatMap((file) =>
      findInlineTexts(file, readFileSync(new URL(file, root), 'utf8')),
    );
    expect(
      inline.map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`),
      'move these texts to the matching module of src/content/',
    ).toEqual([]);
  });

  it('are looked for in the components and pages', () => {
    expect(shopModules).toContain('src/components/product/product-card.tsx');
    expect(shopModules).toContain('src/pages/auth/login-page.tsx');
  });
});

describe('findInlineTexts', () => {
  const find = (source: string) =>
    findInlineTexts('example.tsx', source).map(({ line, text }) => `${line}: ${text}`);

  it('finds JSX text and literal text in a child expression, with its line', () => {
    expect(
      find(
        [
          'export const A = ({ open }: { open: boolean }) => (',
          '  <p>',
          '    Your cart',
          "    {open ? 'Close' : 'Open'}",
          "    <>{'Sign in'}</>",
          '  </p>',
          ');',
        ].join('\n'),
      ),
    ).toEqual(['3: Your cart', '4: Close', '4: Open', '5: Sign in']);
  });

  it('finds literal text in text attributes, template literals included', () => {
    expect(
      find(
        [
          'export const A = ({ n }: { n: number }) => (',
          '  <div aria-label="Cart" title={`${n} items`}>',
          '    <img alt="A phone" src="/a.svg" />',
          "    <input placeholder={'Search'} />",
          "    <Button loadingText='Saving...' />",
          '  </div>',
          ');',
        ].join('\n'),
      ),
    ).toEqual(['2: Cart', '2: items', '3: A phone', '4: Search', '5: Saving...']);
  });

  it("finds text properties of objects (a toast's title) and text props' defaults", () => {
    expect(
      find(
        [
          "notify({ type: 'error', title: 'It failed' });",
          "export function Field({ label = 'Name' }: { label?: string }) { return label; }",
        ].join('\n'),
      ),
    ).toEqual(['1: It failed', '2: Name']);
  });

  it('lets through what is not text: punctuation, symbols, entities, style and other props, conditions, calls', () => {
    expect(
      find(
        [
          'export const A = ({ status, name }: { status: string; name: string }) => (',
          '  <Box as="section" color="fg.muted" role="status" aria-hidden="true">',
          '    ({name}) × – &nbsp; · 5',
          "    {status === 'error' && <b>{name}</b>}",
          "    <Text aria-label={text.cart(name)} title={shop.name}>{format('x')}</Text>",
          '  </Box>',
          ');',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
