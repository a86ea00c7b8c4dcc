import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { parseHash } from './hashViews.ts';

/** The query of the current hash view (`#notifications?viewed=Unread`): a list's filter from a link. */
export function useHashQuery(): URLSearchParams {
  const { hash } = useLocation();
  const query = parseHash(hash).query.toString();
  return useMemo(() => new URLSearchParams(query), [query]);
}
