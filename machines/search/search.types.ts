/** What a search box shows of a product it suggests: the app maps its products to this. */
export interface SearchSuggestion {
  id: string;
  name: string;
  imageUrl: string;
  /** US dollars. */
  price: number;
}
