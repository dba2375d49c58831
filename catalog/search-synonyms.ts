// Only the lazily loaded product search reads these, so they stay out of the first load.
/**
 * Words shoppers type for what the catalog names otherwise: a query word on the left also finds
 * the words on its right (a Mac is an Apple product; a notebook is a laptop).
 */
export const searchSynonyms: Readonly<Record<string, readonly string[]>> = {
  mac: ['apple'],
  macbook: ['apple', 'laptop'],
  notebook: ['laptop'],
  pc: ['desktop', 'computer'],
  computer: ['desktop', 'laptop'],
  mobile: ['phone', 'smartphone'],
  cellphone: ['phone', 'smartphone'],
  earphones: ['earbuds', 'headphones'],
  headset: ['headphones'],
  tv: ['monitor', 'projector'],
  wifi: ['router', 'mesh'],
};

/**
 * Words a query says nothing with: left out of a search, so 'laptop for students' is 'laptop
 * students' and 'the' alone finds nothing. With them, the pieces of a web or e-mail address
 * pasted into the box ('gmail.com', 'www'), which the words of many descriptions start with.
 */
export const searchStopWords: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'i',
  'in',
  'is',
  'it',
  'me',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'com',
  'net',
  'org',
  'www',
  'http',
  'https',
]);
