import { FILTER_KEYS, type FilterKey, type FilterState, parseSortOption, resetFilters, type SortOption } from '@lobby/domain';
import { useCallback, useMemo } from 'react';
import { useQuery } from '../../shared/routes/use-query.ts';

/** Sort and filters of a list, kept in the address (`?sort=newest&providers=a,b`) so Back and links keep them. */
export function useListQuery(defaultSort: SortOption = 'name-asc') {
  const [params, setParams] = useQuery();
  const sort = parseSortOption(params.get('sort')) ?? defaultSort;
  const serialized = FILTER_KEYS.map((key) => params.get(key) ?? '').join('|');
  const filters = useMemo<FilterState>(() => {
    const values = serialized.split('|');
    const state = resetFilters();
    return Object.fromEntries(
      FILTER_KEYS.map((key, index) => [key, (values[index] ?? '').split(',').filter(Boolean)]),
    ) as unknown as typeof state;
  }, [serialized]);

  const update = useCallback(
    (change: { sort?: SortOption; filters?: FilterState }) => {
      const next = new URLSearchParams(params);
      if (change.sort) next.set('sort', change.sort);
      if (change.filters) {
        for (const key of FILTER_KEYS) writeList(next, key, change.filters[key]);
      }
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  return { sort, filters, update };
}

function writeList(params: URLSearchParams, key: FilterKey, values: readonly string[]) {
  if (values.length === 0) params.delete(key);
  else params.set(key, values.join(','));
}
