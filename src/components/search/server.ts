import type { SearchSuggestionAnswer } from '#shop-api/search.ts';
import { serverContext } from '#src/components/ui/server-context.ts';

/** The search box's call to the shop's server: its client loaded on first use. */
export const searchServer = {
  suggest: (text: string): Promise<SearchSuggestionAnswer> =>
    import('#src/services/shop-api/search-suggestions.ts').then((client) =>
      client.suggestProducts(text),
    ),
};
export type SearchServer = typeof searchServer;

export const { Context: SearchServerContext, useServer: useSearchServer } =
  serverContext(searchServer);
