import { ESLint, type Rule, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import rule from './no-inline-texts.js';

// RuleTester writes its cases as Mocha's describe/it unless given Vitest's.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

/** The error for each text, with the line it is reported on. */
const inline = (...found: [line: number, text: string][]) =>
  found.map(([line, text]) => ({ messageId: 'inline' as const, data: { text }, line }));

// The rule is typed with typescript-eslint's nodes (JSX and TypeScript's included), ESLint's
// RuleTester with ESLint's own: the same object at run time.
ruleTester.run('no-inline-texts', rule as unknown as Rule.RuleModule, {
  valid: [
    {
      name: 'what is not text: punctuation, symbols, entities, style and other props, conditions, calls',
      code: [
        'export const A = ({ status, name }: { status: string; name: string }) => (',
        '  <Box as="section" color="fg.muted" role="status" aria-hidden="true">',
        '    ({name}) × – &nbsp; · 5',
        "    {status === 'error' && <b>{name}</b>}",
        "    <Text aria-label={text.cart(name)} title={shop.name}>{format('x')}</Text>",
        '  </Box>',
        ');',
      ].join('\n'),
    },
    {
      name: 'texts taken from src/content/, and text-named props without a literal',
      code: [
        "notify({ type: 'error', title: text.failed, description: `${count}` });",
        'export function Field({ label = text.name }: { label?: string }) {',
        '  return <input placeholder={label} alt="" />;',
        '}',
      ].join('\n'),
    },
  ],
  invalid: [
    {
      name: 'JSX text and literal text in a child expression, with its line',
      code: [
        'export const A = ({ open }: { open: boolean }) => (',
        '  <p>',
        '    Your cart',
        "    {open ? 'Close' : 'Open'}",
        "    <>{'Sign in'}</>",
        '  </p>',
        ');',
      ].join('\n'),
      errors: inline([3, 'Your cart'], [4, 'Close'], [4, 'Open'], [5, 'Sign in']),
    },
    {
      name: 'literal text in text attributes, template literals included',
      code: [
        'export const A = ({ n }: { n: number }) => (',
        '  <div aria-label="Cart" title={`${n} items`}>',
        '    <img alt="A phone" src="/a.svg" />',
        "    <input placeholder={'Search'} />",
        "    <Button loadingText='Saving...' />",
        '  </div>',
        ');',
      ].join('\n'),
      errors: inline([2, 'Cart'], [2, 'items'], [3, 'A phone'], [4, 'Search'], [5, 'Saving...']),
    },
    {
      name: "text properties of objects (a toast's title) and text props' defaults",
      code: [
        "notify({ type: 'error', title: 'It failed' });",
        "export function Field({ label = 'Name' }: { label?: string }) { return label; }",
      ].join('\n'),
      errors: inline([1, 'It failed'], [2, 'Name']),
    },
    {
      name: 'texts joined or chosen by operators, and asserted',
      code: [
        "const a = { message: 'Hello, ' + name, caption: name ?? 'Guest' };",
        "const b = <p aria-label={(ready && 'Done') as string} />;",
      ].join('\n'),
      errors: inline([1, 'Hello,'], [1, 'Guest'], [2, 'Done']),
    },
    {
      name: 'the message names the text and says where texts go',
      code: '<p>Checkout</p>',
      errors: [
        {
          message:
            'The shopper reads "Checkout": take it from its module in src/content/ (docs/architecture.md, "Where a change goes").',
        },
      ],
    },
  ],
});

describe('eslint.config.js', () => {
  const ruleFor = async (file: string) =>
    ((await new ESLint().calculateConfigForFile(file)) as { rules?: Record<string, unknown> })
      .rules?.['voltbay/no-inline-texts'];

  it('applies the rule, as an error, to the components and pages, not to their tests', async () => {
    expect(await ruleFor('src/components/product/product-card.tsx')).toEqual([2]);
    expect(await ruleFor('src/pages/auth/login-page.tsx')).toEqual([2]);
    expect(await ruleFor('src/pages/auth/login-page.test.tsx')).toBeUndefined();
    expect(await ruleFor('src/content/cart.ts')).toBeUndefined();
  });
});
