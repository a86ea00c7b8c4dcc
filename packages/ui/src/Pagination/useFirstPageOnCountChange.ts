import { useEffect, useRef } from 'react';

/**
 * Calls `goToFirstPage` whenever `count` (the number of items being paged) changes after the
 * first render: a paged list goes back to its first page when its item count changes
 * (document 1, generic widgets). `undefined` means "not known yet" (a server list still
 * loading) is skipped: the count before the load is compared with the count after it.
 */
export function useFirstPageOnCountChange(count: number | undefined, goToFirstPage: () => void) {
  const previous = useRef(count);
  const latestCallback = useRef(goToFirstPage);
  useEffect(() => {
    latestCallback.current = goToFirstPage;
  });
  useEffect(() => {
    if (count === undefined) return;
    const before = previous.current;
    previous.current = count;
    if (before !== undefined && before !== count) latestCallback.current();
  }, [count]);
}
