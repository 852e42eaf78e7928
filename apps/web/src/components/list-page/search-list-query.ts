/**
 * What the searched list pages (players, teams, games) keep in the URL and ask the server for
 * (docs/product/site.md#list-pages, docs/product/api-contract.md#lists-and-paging): a name fragment, a
 * season number, one more choice (position, placement, stage) named `K`, and a 1-based page.
 */
export type SearchListQuery<K extends string> = {
  name: string;
  season: number | null;
  page: number;
} & { [P in K]: string };

/**
 * The read's query string: `q` (the trimmed name, left out when blank), `seasonNumber`, the choice under its
 * own name (left out when '' = all), and the page as `limit` and `offset`.
 */
export function searchListQueryString<K extends string>(
  query: SearchListQuery<K>,
  choiceKey: K,
  pageSize: number,
): string {
  const params = new URLSearchParams();
  const name = query.name.trim();
  if (name) params.set('q', name);
  if (query.season !== null) params.set('seasonNumber', String(query.season));
  const choice: string = query[choiceKey];
  if (choice) params.set(choiceKey, choice);
  params.set('limit', String(pageSize));
  params.set('offset', String((Math.max(1, query.page) - 1) * pageSize));
  return params.toString();
}
