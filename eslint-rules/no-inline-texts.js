// @ts-check
/**
 * voltbay/no-inline-texts: finds texts the shopper reads that a component or page writes inline
 * instead of taking them from `src/content/` (docs/architecture.md, "Where a change goes"): JSX
 * text, and literal text in a JSX child expression, in a text attribute (`aria-label`, `title`,
 * `placeholder`, `alt`, `label`...) or in an object's text property (a toast's `title`, a page's
 * `description`, a text prop's default). eslint.config.js says which files it checks.
 *
 * JavaScript with JSDoc types (checked by tsc, allowJs), not TypeScript: eslint.config.js imports
 * it natively, and Node 20 (package.json "engines") cannot import a .ts file.
 */
/** @import { TSESLint, TSESTree } from '@typescript-eslint/utils' */

/**
 * Attributes and properties whose value the shopper reads or hears: HTML's and ARIA's, Chakra's
 * and our own components' text props (`busyText`, `slideName`...).
 */
const textNames = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
  'heading',
  'message',
  'caption',
  'what',
  'slideName',
]);
const textNameSuffix = /(Text|Label|Title|Heading|Description|Placeholder)$/;

/** @param {string | undefined} name */
const isTextName = (name) =>
  name !== undefined && (textNames.has(name) || textNameSuffix.test(name));

/**
 * Only strings with a letter are texts: punctuation, symbols and numbers may stay inline.
 * Entities such as &nbsp; are spelled with letters but are not words.
 * @param {string} text
 */
const hasWords = (text) => /\p{L}/u.test(text.replace(/&#?\w+;/g, ''));

/**
 * The literal strings an expression can evaluate to as it stands (not what a call returns).
 * @param {TSESTree.Node} node
 * @returns {string[]}
 */
function literalStrings(node) {
  switch (node.type) {
    case 'Literal':
      if (typeof node.value !== 'string') return [];
      // A JSX attribute's string as written (the parser decodes its entities, which would make
      // `alt="&eacute;"` a word): the same for JSX text (below), and for hasWords to skip.
      return [node.parent.type === 'JSXAttribute' ? node.raw.slice(1, -1) : node.value];
    case 'TemplateLiteral':
      // `${count} items` is the text "items": the words around the values.
      return [node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ')];
    case 'ConditionalExpression':
      return [...literalStrings(node.consequent), ...literalStrings(node.alternate)];
    case 'LogicalExpression':
      // `ready && 'Done'` gives its right side (the left is a condition); `||` and `??` either.
      return node.operator === '&&'
        ? literalStrings(node.right)
        : [...literalStrings(node.left), ...literalStrings(node.right)];
    case 'BinaryExpression':
      // 'Hello, ' + name joins texts; a comparison (`status === 'error'`) gives none.
      return node.operator === '+'
        ? [...literalStrings(node.left), ...literalStrings(node.right)]
        : [];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return literalStrings(node.expression);
    default:
      return [];
  }
}

/** @type {TSESLint.RuleModule<'inline'>} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Texts the shopper reads come from src/content/, not inline.',
    },
    messages: {
      inline:
        'The shopper reads "{{text}}": take it from its module in src/content/ (docs/architecture.md, "Where a change goes").',
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    /**
     * @param {TSESTree.SourceLocation} loc
     * @param {string[]} texts
     */
    const report = (loc, texts) => {
      for (const text of texts.filter(hasWords)) {
        // On one line, as the shopper reads it: JSX text's line breaks and indents are layout.
        context.report({
          loc,
          messageId: 'inline',
          data: { text: text.trim().replace(/\s+/g, ' ') },
        });
      }
    };
    /**
     * A text-named attribute's or property's value, reported where the value starts.
     * @param {string | undefined} name
     * @param {TSESTree.Node} value
     */
    const reportTextValue = (name, value) => {
      if (isTextName(name)) report(value.loc, literalStrings(value));
    };

    return {
      JSXText(node) {
        if (!hasWords(node.raw)) return;
        // Reported at its words, not at the line break and indent before them.
        const words = node.raw.trim();
        const start = node.range[0] + node.raw.indexOf(words);
        report(
          {
            start: context.sourceCode.getLocFromIndex(start),
            end: context.sourceCode.getLocFromIndex(start + words.length),
          },
          [words],
        );
      },
      JSXExpressionContainer(node) {
        // A child such as {'Sign in'} or {open ? 'Close' : 'Open'}; attribute values come below.
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') {
          report(node.loc, literalStrings(node.expression));
        }
      },
      JSXAttribute(node) {
        if (!node.value) return;
        const value =
          node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        reportTextValue(context.sourceCode.getText(node.name), value);
      },
      Property(node) {
        // An object's text (a toast's `{ title: 'Saved' }`), or a text prop's default when
        // destructured (`function Field({ label = 'Name' })`).
        if (node.computed) return;
        const name =
          node.key.type === 'Identifier'
            ? node.key.name
            : node.key.type === 'Literal' && typeof node.key.value === 'string'
              ? node.key.value
              : undefined;
        reportTextValue(
          name,
          node.value.type === 'AssignmentPattern' ? node.value.right : node.value,
        );
      },
    };
  },
};
