import ts from 'typescript';

/**
 * Finds texts the shopper reads that a component or page writes inline instead of taking them
 * from `src/content/` (docs/architecture.md, "Where a change goes"): JSX text, and literal text
 * in a JSX child expression, in a text attribute (`aria-label`, `title`, `placeholder`, `alt`,
 * `label`...) or in an object's text property (a toast's `title`, a page's `description`).
 * Only strings with a letter count: punctuation, symbols and numbers are not texts.
 */

export interface InlineText {
  file: string;
  line: number;
  text: string;
}

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

const isTextName = (name: string) => textNames.has(name) || textNameSuffix.test(name);

// Entities such as &nbsp; are spelled with letters but are not words.
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/&#?\w+;/g, ''));

const joiningOperators = new Set([
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.PlusToken,
]);

/** The literal strings an expression can evaluate to as it stands (not what a call returns). */
function literalStrings(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return [expression.text];
  }
  if (ts.isTemplateExpression(expression)) {
    return [
      [expression.head, ...expression.templateSpans.map((span) => span.literal)]
        .map((part) => part.text)
        .join(' '),
    ];
  }
  if (ts.isConditionalExpression(expression)) {
    return [...literalStrings(expression.whenTrue), ...literalStrings(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    // `ready && 'Done'` gives its right side; a comparison (`status === 'error'`) gives no text.
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return literalStrings(expression.right);
    if (joiningOperators.has(operator)) {
      return [...literalStrings(expression.left), ...literalStrings(expression.right)];
    }
  }
  if (
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression)
  ) {
    return literalStrings(expression.expression);
  }
  return [];
}

const propertyName = (name: ts.Node) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isJsxNamespacedName(name)
    ? name.getText().replace(/^['"]|['"]$/g, '')
    : undefined;

/** The inline texts of one `.tsx` module, in the order they appear. */
export function findInlineTexts(file: string, source: string): InlineText[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: InlineText[] = [];
  const report = (node: ts.Node, texts: string[]) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const text of texts.filter(hasWords)) found.push({ file, line, text: text.trim() });
  };
  const textValue = (name: ts.Node, value: ts.Expression | undefined) => {
    const key = propertyName(name);
    if (value && key !== undefined && isTextName(key)) report(value, literalStrings(value));
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      report(node, [node.text]);
    } else if (
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      node.expression
    ) {
      // A child such as {'Sign in'} or {open ? 'Close' : 'Open'}.
      report(node, literalStrings(node.expression));
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      textValue(node.name, value);
    } else if (ts.isPropertyAssignment(node)) {
      textValue(node.name, node.initializer);
    } else if (ts.isBindingElement(node)) {
      // A text prop's default: function Field({ label = 'Name' }).
      textValue(node.propertyName ?? node.name, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
