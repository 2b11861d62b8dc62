import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLobbyOptions } from './options.ts';
import { FIRST_PAGE, hasMore, type PagingEvent, type PagingState, pageSlice, pagingAfter } from './paging.ts';

const options = defaultLobbyOptions;

const items = Array.from({ length: 120 }, (_, i) => i);

describe('pageSlice', () => {
  it.each<[number, number]>([
    [0, 0],
    [1, 50],
    [2, 100],
    [3, 120],
    [9, 120],
    [-1, 0],
    [Number.NaN, 0],
    [1.7, 50],
  ])('%d pages show %d items', (pages, shown) => {
    expect(pageSlice(items, pages, options)).toHaveLength(shown);
  });

  it.each<[number, number, number]>([
    [20, 1, 20],
    [20, 2, 40],
    [100, 2, 120],
  ])('pages of %d: %d pages show %d items', (pageSize, pages, shown) => {
    expect(pageSlice(items, pages, { pageSize })).toHaveLength(shown);
  });
});

describe('hasMore', () => {
  it.each<[number, number, boolean]>([
    [0, 1, false],
    [49, 1, false],
    [50, 1, false],
    [51, 1, true],
    [100, 2, false],
    [101, 2, true],
    [Number.NaN, 1, false],
  ])('%d items, %d pages: %s', (total, pages, more) => {
    expect(hasMore(total, pages, options)).toBe(more);
  });
});

describe('pagingAfter', () => {
  it.each<[string, PagingEvent, PagingState, PagingState]>([
    ['loads the next page', { type: 'load-more', totalItems: 120 }, { pagesLoaded: 1 }, { pagesLoaded: 2 }],
    ['stops at the last page', { type: 'load-more', totalItems: 120 }, { pagesLoaded: 3 }, { pagesLoaded: 3 }],
    ['a full last page with nothing after', { type: 'load-more', totalItems: 100 }, { pagesLoaded: 2 }, { pagesLoaded: 2 }],
    ['an empty list', { type: 'load-more', totalItems: 0 }, { pagesLoaded: 1 }, { pagesLoaded: 1 }],
    ['a filter change resets', { type: 'filters-changed' }, { pagesLoaded: 3 }, FIRST_PAGE],
    ['a sort change resets', { type: 'sort-changed' }, { pagesLoaded: 2 }, FIRST_PAGE],
    ['a query change resets', { type: 'query-changed' }, { pagesLoaded: 2 }, FIRST_PAGE],
  ])('%s', (_label, event, state, expected) => {
    expect(pagingAfter(event, state, options)).toEqual(expected);
  });

  it('every change of the list resets to the first page, however far it was scrolled', () => {
    const change = fc.constantFrom('filters-changed', 'sort-changed', 'query-changed', 'list-changed' as const);
    fc.assert(
      fc.property(change, fc.integer({ min: -5, max: 400 }), (type, scrolled) => {
        expect(pagingAfter({ type }, { pagesLoaded: scrolled }, options)).toEqual(FIRST_PAGE);
      }),
    );
  });

  it('loading more never shows more than the total, and shows it all in the end, whatever the page size', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), fc.integer({ min: 10, max: 100 }), (total, pageSize) => {
        let paging = FIRST_PAGE;
        for (let step = 0; step < 110; step += 1) paging = pagingAfter({ type: 'load-more', totalItems: total }, paging, { pageSize });
        const shown = pageSlice(Array.from({ length: total }), paging.pagesLoaded, { pageSize }).length;
        return shown === total && (paging.pagesLoaded - 1) * pageSize < Math.max(total, 1);
      }),
    );
  });
});
