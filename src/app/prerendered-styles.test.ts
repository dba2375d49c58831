import createCache from '@emotion/cache';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// A prerendered page's style elements stay where the page put them when Emotion takes them over
// in the browser (docs/decisions/0019-prerendered-styles.md): moving one makes the browser restyle
// the whole page. This fails without patches/@emotion+sheet+1.4.0.patch.

const added: Element[] = [];

/** The head as the prerender writes it: Emotion's style element, then the page's data. */
function prerenderedHead() {
  const style = document.createElement('style');
  style.setAttribute('data-emotion', 'css abc123 def456');
  style.setAttribute('data-s', '');
  style.textContent = '.css-abc123{color:red;}.css-def456{color:blue;}';
  const data = document.createElement('script');
  data.type = 'application/json';
  document.head.append(style, data);
  added.push(style, data);
  return { style, data };
}

/** The head's style elements before a test: what the test's caches add is removed after it. */
let stylesBefore = new Set<Element>();
const headStyles = () => new Set(document.head.querySelectorAll('style'));

beforeEach(() => {
  stylesBefore = headStyles();
});

/** The style elements a test's cache made for the rules it inserted (key `css`), in order. */
const insertedElements = () =>
  [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].filter(
    (element) => !stylesBefore.has(element),
  );

afterEach(() => {
  for (const element of added.splice(0)) element.remove();
  // Only this test's: other files in the worker share the document, and Emotion's own cache
  // inserts before the style elements it keeps.
  for (const element of headStyles()) if (!stylesBefore.has(element)) element.remove();
});

describe("Emotion's cache on a prerendered page", () => {
  it('takes the style element over where it is: its rules count as inserted, and it is not moved', () => {
    const { style, data } = prerenderedHead();
    const cache = createCache({ key: 'css' });
    expect(cache.inserted).toMatchObject({ abc123: true, def456: true });
    expect(style.nextElementSibling).toBe(data);
  });

  it('puts rules it inserts later after the prerendered ones', () => {
    const { style } = prerenderedHead();
    const cache = createCache({ key: 'css' });
    cache.sheet.insert('.css-new{color:green;}');
    const inserted = insertedElements().at(-1);
    expect(inserted?.compareDocumentPosition(style)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });
});
