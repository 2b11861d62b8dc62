import type { LobbyOptions } from './options.ts';

/** The option paging reads: games per page (`pageSize`). */
export type PagingOptions = Pick<LobbyOptions, 'pageSize'>;

/** How far a list has been scrolled: pages loaded so far (1 = the first page, page 0). */
export interface PagingState {
  readonly pagesLoaded: number;
}

/** What can happen to a paged list. Anything but `load-more` changes what the list holds. */
export type PagingEvent =
  | { readonly type: 'load-more'; readonly totalItems: number }
  | { readonly type: 'filters-changed' | 'sort-changed' | 'query-changed' | 'list-changed' };

/** A list showing its first page only. */
export const FIRST_PAGE: PagingState = { pagesLoaded: 1 };

function wholePages(pagesLoaded: number): number {
  return Number.isFinite(pagesLoaded) ? Math.max(0, Math.floor(pagesLoaded)) : 0;
}

/** The items shown once `pagesLoaded` pages are loaded (the first pagesLoaded × pageSize). */
export function pageSlice<T>(items: readonly T[], pagesLoaded: number, options: PagingOptions): T[] {
  return items.slice(0, wholePages(pagesLoaded) * options.pageSize);
}

/**
 * Whether another page can load: the pages loaded so far were all full and items remain. (The list
 * knows its total, so unlike "the last page was full" it never asks for an empty page.)
 */
export function hasMore(totalItems: number, pagesLoaded: number, options: PagingOptions): boolean {
  return Number.isFinite(totalItems) && totalItems > wholePages(pagesLoaded) * options.pageSize;
}

/** The paging after `event`: one more page on load-more while there is more; back to page 0 on any change of the list. */
export function pagingAfter(event: PagingEvent, state: PagingState, options: PagingOptions): PagingState {
  if (event.type !== 'load-more') return state.pagesLoaded === 1 ? state : FIRST_PAGE;
  const pages = Math.max(1, wholePages(state.pagesLoaded));
  return hasMore(event.totalItems, pages, options) ? { pagesLoaded: pages + 1 } : state;
}
