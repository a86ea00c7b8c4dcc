// A search's filters mirrored in the address bar: read from the address on arrival (a deep link
// restores them) and written back with the domain's serialiser 1,000 ms (document 3) after the last
// change of any filter, the typed search text included.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { filterToAddressDebounceMs } from './catalogueRoutes.ts';

export interface AddressQueryCodec<Query extends { page: number }> {
  parse(search: string): Query;
  serialize(query: Query): string;
  normalise(query: Partial<Query>): Query;
}

export interface AddressQuery<Query extends { page: number }> {
  query: Query;
  /**
   * Changes some filters; any change but the page goes back to page 1. `changedAt` is when the
   * user made the change (`Date.now()`, the default): the search text searches after its own pause
   * but the address still counts from the last key.
   */
  update(change: Partial<Query>, changedAt?: number): void;
  /** The user is changing a filter that has not been applied yet (a key in the search text). */
  touch(changedAt?: number): void;
  /** Writes the address now. */
  flush(): void;
}

export function useAddressQuery<Query extends { page: number }>(
  codec: AddressQueryCodec<Query>,
  debounceMs: number = filterToAddressDebounceMs,
): AddressQuery<Query> {
  const location = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState(() => codec.parse(location.search));
  const written = useRef(location.search);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // When the pending address write is due: debounceMs after the latest change of any filter.
  const due = useRef(0);
  const latest = useRef(query);
  latest.current = query;
  const pathname = location.pathname;
  const codecRef = useRef(codec);
  codecRef.current = codec;

  const write = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const serialized = codecRef.current.serialize(latest.current);
    const search = serialized ? `?${serialized}` : '';
    if (search === written.current) return;
    written.current = search;
    void navigate({ pathname, search });
  }, [navigate, pathname]);

  // Back, forward or a link to this page with other filters: follow the address.
  useEffect(() => {
    if (location.search === written.current) return;
    written.current = location.search;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const fromAddress = codecRef.current.parse(location.search);
    setQuery((current) =>
      codecRef.current.serialize(current) === codecRef.current.serialize(fromAddress)
        ? current
        : fromAddress,
    );
  }, [location.search]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const touch = useCallback(
    (changedAt: number = Date.now()) => {
      const pending = timer.current !== null;
      due.current = pending
        ? Math.max(due.current, changedAt + debounceMs)
        : changedAt + debounceMs;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(write, Math.max(0, due.current - Date.now()));
    },
    [debounceMs, write],
  );

  const update = useCallback(
    (change: Partial<Query>, changedAt?: number) => {
      setQuery((current) => {
        const next = codecRef.current.normalise({ ...current, ...change, page: change.page ?? 1 });
        return codecRef.current.serialize(current) === codecRef.current.serialize(next)
          ? current
          : next;
      });
      touch(changedAt);
    },
    [touch],
  );

  return { query, update, touch, flush: write };
}
