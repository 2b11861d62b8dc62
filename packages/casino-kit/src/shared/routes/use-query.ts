import { useCallback, useMemo } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';

/**
 * The address's query (`?sort=newest`), following the location, and a way to replace it. As
 * react-router's `useSearchParams`, which comes from its DOM module (see app-router.tsx).
 */
export function useQuery(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback((next: URLSearchParams, options?: NavigateOptions) => navigate(`?${next}`, options), [navigate]);
  return [params, setParams];
}
