import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { findBrand, findCategory, useCases } from './taxonomy.ts';
import { searchStopWords, searchSynonyms } from './search-synonyms.ts';
import type { Product } from './product.ts';
import { activeProducts, listingCategories } from './queries.ts';
import type { SpecificationField } from './specifications.ts';
import { matchesUseCase } from './use-cases.ts';

/** Ranked product search over the active products of a catalog, built once. */
export interface ProductSearch {
  /** Active products matching `query`, the most relevant first; a blank query finds nothing. */
  search(query: string): Product[];
  /** The first `limit` results of `search`: what the search box suggests while typing. */
  suggest(query: string, limit?: number): Product[];
  /** Indexed words closest to `query`, for "Did you mean ...?" when it finds nothing. */
  nearestTerms(query: string, limit?: number): string[];
}

// Specifications a shopper names ("oled", "ddr5", "thunderbolt", "rtx"); not warranty, weight or
// battery life, whose words ("year", "hours") would match nearly everything.
const searchedSpecifications: readonly SpecificationField[] = [
  'display',
  'resolution',
  'processor',
  'graphics',
  'memoryType',
  'formFactor',
  'interface',
  'connectivity',
  'features',
  'platform',
  'compatibility',
];

interface SearchDocument {
  id: string;
  name: string;
  /** What the product is (laptop, phone, monitor): 'laptop' ranks laptops above laptop bags. */
  kind: string;
  brand: string;
  categories: string;
  productType: string;
  tags: string;
  /** The home tabs it is under ('students', 'gamers'): 'laptop for students' finds laptops. */
  useCases: string;
  specifications: string;
  description: string;
}

function toDocument(product: Product): SearchDocument {
  const specifications: Partial<Record<string, unknown>> = product.specifications;
  return {
    id: product.id,
    name: product.name,
    kind: product.specifications.kind,
    brand: findBrand(product.brand)?.label ?? product.brand,
    categories: listingCategories(product)
      .map((slug) => findCategory(slug)?.label ?? slug)
      .join(' '),
    productType: product.productType,
    tags: product.tags.join(' '),
    useCases: useCases.filter((useCase) => matchesUseCase(product, useCase)).join(' '),
    specifications: searchedSpecifications
      .map((field) => specifications[field])
      .filter((value) => typeof value === 'string')
      .join(' '),
    description: product.description,
  };
}

const boost: Record<Exclude<keyof SearchDocument, 'id'>, number> = {
  name: 4,
  kind: 8,
  brand: 3,
  productType: 2.5,
  categories: 1.5,
  tags: 1.5,
  useCases: 1,
  specifications: 1,
  description: 0.3,
};

// A 500-character paste is not a search; the first words say what was meant and keep it fast.
const MAX_TERMS = 8;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = (term: string) => term.toLowerCase();

/** The most edits a typo may have: one from 4 letters, two from 6 ('iphnoe' to 'iphone'). */
const maxEdits = (word: string) => (word.length >= 6 ? 2 : word.length >= 4 ? 1 : 0);

const searchOptions: SearchOptions = {
  boost,
  prefix: (term) => term.length >= 2,
  fuzzy: false,
};

// A Map, not the plain object: a typed word such as 'constructor' must not find Object.prototype's.
const synonymsOf = new Map(Object.entries(searchSynonyms));

/** The word and the shop's synonyms of it: any of them matches the word. */
const termsOf = (word: string) => [word, ...(synonymsOf.get(word) ?? [])];

// Each word, or its shop synonyms, must match; AND keeps 'samsung laptop' to Samsung laptops.
function toQuery(words: readonly string[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: words.map((word) => ({ combineWith: 'OR', queries: termsOf(word) })),
  };
}

/**
 * A word matching more than this share of the products says little about what is wanted
 * ('laptop', 'gaming', 'students'): when no product has every word, the products that match only
 * such a word are left out.
 */
const COMMON_WORD_SHARE = 0.1;

/**
 * When no product has every word: the products with the most of the words first (by score
 * among equals), without the tail that matches only one common word ('laptop for students'
 * listed every laptop, printer and camera that mentions 'for'). Nothing is left out when that
 * would leave nothing.
 */
function rankByWordsMatched(
  results: readonly SearchResult[],
  words: readonly string[],
  productCount: number,
): SearchResult[] {
  const wordOfTerm = new Map(words.flatMap((word) => termsOf(word).map((term) => [term, word])));
  const matched = results.map((result) => ({
    result,
    words: new Set(result.queryTerms.map((term) => wordOfTerm.get(term) ?? term)),
  }));
  const productsWith = new Map<string, number>();
  for (const { words: found } of matched) {
    for (const word of found) productsWith.set(word, (productsWith.get(word) ?? 0) + 1);
  }
  const isCommon = (word: string) =>
    (productsWith.get(word) ?? 0) > productCount * COMMON_WORD_SHARE;
  const ranked = matched.sort((a, b) => b.words.size - a.words.size);
  const kept = ranked.filter(({ words: found }) => found.size > 1 || ![...found].every(isCommon));
  return (kept.length > 0 ? kept : ranked).map(({ result }) => result);
}

/** Every word of the documents, sorted: whether a typed word is known is a binary search. */
function sortedVocabulary(documents: readonly SearchDocument[]): string[] {
  const words = new Set<string>();
  for (const document of documents) {
    for (const field of Object.keys(boost) as (keyof typeof boost)[]) {
      for (const word of tokenize(document[field])) words.add(processTerm(word));
    }
  }
  return [...words].sort();
}

/** True when a word of the sorted `vocabulary` is `word` or starts with it. */
function startsAWord(vocabulary: readonly string[], word: string): boolean {
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (vocabulary[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return vocabulary[low]?.startsWith(word) ?? false;
}

/**
 * Products indexed in one step of `productSearchInSteps`: about 10 ms on the server, so that a
 * catalog of 10,000 products never holds its other requests for longer.
 */
const PRODUCTS_PER_STEP = 100;

/**
 * The search over `products`, built in steps (a generator that yields between them): the shop's
 * server runs each in a turn of its own (server/shop/catalog-index.ts), so that the requests
 * that arrive while it builds are answered meanwhile.
 */
export function* productSearchInSteps(
  products: readonly Product[],
): Generator<void, ProductSearch> {
  const active = activeProducts(products);
  const byId = new Map(active.map((product) => [product.id, product]));
  const index = new MiniSearch<SearchDocument>({
    fields: Object.keys(boost),
    tokenize,
    processTerm,
    searchOptions,
  });
  const documents: SearchDocument[] = [];
  for (let start = 0; start < active.length; start += PRODUCTS_PER_STEP) {
    const step = active.slice(start, start + PRODUCTS_PER_STEP).map(toDocument);
    index.addAll(step);
    documents.push(...step);
    yield;
  }
  const vocabulary = sortedVocabulary(documents);

  const wordsOf = (query: string) =>
    tokenize(query.slice(0, 500))
      .map(processTerm)
      .filter((word) => word && !searchStopWords.has(word))
      .slice(0, MAX_TERMS);

  const finds = (word: string, options: SearchOptions) => index.search(word, options).length > 0;

  // A word the index knows (as a word or the start of one) is taken as typed: 'phone' must not
  // also find 'iphone'. Another is read as a typo, with the fewest edits that find something:
  // 'samsng' is one edit from 'samsung' and two from 'gaming'.
  function editsFor(word: string): number {
    if (startsAWord(vocabulary, word)) return 0;
    for (let edits = 1; edits <= maxEdits(word); edits++) {
      if (finds(word, { prefix: false, fuzzy: edits })) return edits;
    }
    return 0;
  }

  function search(query: string): Product[] {
    const words = wordsOf(query);
    if (words.length === 0) return [];
    const edits = new Map(words.map((word) => [word, editsFor(word)]));
    const options: SearchOptions = { fuzzy: (term) => edits.get(term) ?? 0 };
    // All words when something has them all, else the products with the most of them.
    let results = index.search(toQuery(words, 'AND'), options);
    if (results.length === 0 && words.length > 1) {
      results = rankByWordsMatched(
        index.search(toQuery(words, 'OR'), options),
        words,
        active.length,
      );
    }
    return results.flatMap((result) => byId.get(result.id as string) ?? []);
  }

  return {
    search,
    suggest: (query, limit = 6) => search(query).slice(0, limit),
    nearestTerms(query, limit = 3) {
      const words = wordsOf(query);
      if (words.length === 0) return [];
      const suggestions = index.autoSuggest(words.join(' '), {
        combineWith: 'OR',
        prefix: false,
        fuzzy: (term) => maxEdits(term) + 1,
        boost,
      });
      const terms = suggestions.flatMap((suggestion) => suggestion.terms);
      return [...new Set(terms)].filter((term) => !words.includes(term)).slice(0, limit);
    },
  };
}

/** The search over `products`, built at once: where nothing else waits (a script, a test). */
export function createProductSearch(products: readonly Product[]): ProductSearch {
  const steps = productSearchInSteps(products);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
