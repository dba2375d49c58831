/** What a search box shows of a product it suggests: the app maps its products to this. */
export interface SearchSuggestion {
  id: string;
  name: string;
  /** The picture, with its own size so its space is kept while it loads. */
  image: { url: string; width: number; height: number };
  priceCents: number;
}
