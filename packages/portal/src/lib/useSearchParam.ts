import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The longest search a list call takes (the contract's bound). */
export const maxSearchLength = 100;

/** The search a list's address holds (`?search=`), cut to what the server takes. */
export const searchFromParams = (params: URLSearchParams) => (params.get('search') ?? '').slice(0, maxSearchLength);

/** The address's parameters with this search, the others kept; an empty search leaves the parameter out. */
export function paramsWithSearch(params: URLSearchParams, search: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (search) next.set('search', search);
  else next.delete('search');
  return next;
}

/**
 * A list's search kept in the address, so a reload, the back button or a shared link shows the same
 * list: the search, and a setter that stays the same between renders and replaces the history entry
 * rather than adding one per search.
 */
export function useSearchParam(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const setSearch = useCallback(
    (search: string) => setParams((current) => paramsWithSearch(current, search), { replace: true }),
    [setParams],
  );
  return [searchFromParams(params), setSearch];
}
