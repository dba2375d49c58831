import { searchSuggestionsRoute, type SearchSuggestionAnswer } from '#shop-api/search.ts';
import { callRoute } from './api-client.ts';

// Suggestions come while the shopper types: not worth a long wait, and the next letter asks again.
const SUGGESTIONS_TIMEOUT_MS = 4_000;
/** The answers this page keeps: a query typed again (a letter deleted) is answered at once. */
const KEPT_ANSWERS = 50;

const answered = new Map<string, Promise<SearchSuggestionAnswer>>();

/**
 * The few products the shop's server suggests for `text`, the best first; the answer for a text
 * asked before on this page comes from what the page holds. A failed ask is forgotten.
 */
export function suggestProducts(text: string): Promise<SearchSuggestionAnswer> {
  const key = text.trim().toLowerCase();
  const held = answered.get(key);
  if (held) return held;
  const asking = callRoute(searchSuggestionsRoute, {
    query: { q: key },
    timeoutMs: SUGGESTIONS_TIMEOUT_MS,
  }).then(
    ({ suggestions }) => suggestions,
    (error: unknown) => {
      answered.delete(key);
      throw error;
    },
  );
  answered.set(key, asking);
  // A Map keeps the order things were put in: the first key is the oldest.
  if (answered.size > KEPT_ANSWERS) answered.delete(answered.keys().next().value!);
  return asking;
}
