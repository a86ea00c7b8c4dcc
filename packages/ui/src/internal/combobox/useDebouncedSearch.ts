import { useEffect, useRef, useState } from 'react';

/** A search the kit calls with the typed text; it must give up when `signal` aborts. */
export type DebouncedSearchFunction<T> = (
  query: string,
  options: { signal: AbortSignal },
) => Promise<readonly T[]>;

export interface UseDebouncedSearchOptions<T> {
  /** The text to search for. */
  query: string;
  /** Whether to search at all (false: no call, no results, nothing pending). */
  enabled: boolean;
  /** Quiet time after the last change before the call is made. */
  delayMs: number;
  /** The search; the latest function is used, so it need not be memoised. */
  search: DebouncedSearchFunction<T>;
  /** Called when the answer for a query arrives (not for aborted ones); the latest function is used. */
  onSettled?: (query: string, results: readonly T[]) => void;
}

export interface DebouncedSearchResult<T> {
  /**
   * True from the moment the query changes until the answer for exactly this query arrives
   * (debounce wait and request in flight). Results from an earlier query are never returned.
   */
  isPending: boolean;
  /** The results for the current query (empty while pending or on error). */
  results: readonly T[];
  /** True when the search for the current query failed. */
  isError: boolean;
}

interface Settled<T> {
  query: string;
  results: readonly T[];
  isError: boolean;
}

/**
 * Debounced search with stale-request cancellation: each change of `query` restarts the wait;
 * when the wait ends the previous request (if any) is aborted through its `AbortSignal` and a
 * new one starts. Answers are only ever shown for the query they were asked for, so a fast
 * Enter (a barcode scanner) can never act on the results of an earlier text.
 */
export function useDebouncedSearch<T>({
  query,
  enabled,
  delayMs,
  search,
  onSettled,
}: UseDebouncedSearchOptions<T>): DebouncedSearchResult<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const searchRef = useRef(search);
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    searchRef.current = search;
    onSettledRef.current = onSettled;
  });
  const settledQuery = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || settledQuery.current === query) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchRef
        .current(query, { signal: controller.signal })
        .then(
          (results) => ({ query, results, isError: false }),
          () => ({ query, results: [], isError: true }),
        )
        .then((answer: Settled<T>) => {
          if (controller.signal.aborted) return;
          // A failed search is retried when the same text is typed again.
          settledQuery.current = answer.isError ? null : answer.query;
          setSettled(answer);
          onSettledRef.current?.(answer.query, answer.results);
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled, delayMs]);

  const fresh = enabled && settled !== null && settled.query === query;
  return {
    isPending: enabled && !fresh,
    results: fresh ? settled.results : [],
    isError: fresh ? settled.isError : false,
  };
}
