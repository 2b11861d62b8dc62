/** What the search modal shows for the current query. */
export type SearchView = 'default' | 'hint' | 'busy' | 'empty' | 'results';

/**
 * The search modal's content: the default lists for an empty (or blank) query, a hint below
 * `minLength` characters, then busy, no results or results. `resultCount` is null until a search
 * ends. With filters on offer the search did find games, so a count of 0 means the filters left
 * none: the results (and the filters, to undo them) stay in view.
 */
export function searchView(query: string, minLength: number, busy: boolean, resultCount: number | null, hasFilters = false): SearchView {
  const length = Array.from(query.trim()).length;
  if (length === 0) return 'default';
  if (length < minLength) return 'hint';
  if (busy) return 'busy';
  if (resultCount === 0 && !hasFilters) return 'empty';
  return 'results';
}
