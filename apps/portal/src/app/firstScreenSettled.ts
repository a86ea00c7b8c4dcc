// When the first screen counts as drawn (issue 18): what waits for it (the idle prefetch, the
// header's live parts) starts then, not while the screen's own code and calls are loading.
import type { ProgressTracker } from '@loci/ui';

/** How long no blocking call may be in flight before the first screen counts as drawn. */
export const firstScreenQuietMs = 1000;

/**
 * Calls `start` once the first screen is done loading: the page's `load` event has passed and no
 * blocking call (the global progress count) has been in flight for `firstScreenQuietMs`. Over
 * HTTP/1.1 a prefetch started earlier took connections from the screen's own chunks and first
 * calls (issue 18: 9 of the order list's 48 script requests). Answers the clean-up.
 */
export function whenFirstScreenSettles(
  progress: Pick<ProgressTracker, 'getCount' | 'subscribe'>,
  start: () => void,
): () => void {
  let timer: number | undefined;
  let unsubscribe: (() => void) | undefined;
  let done = false;
  const check = () => {
    window.clearTimeout(timer);
    if (done || progress.getCount() > 0) return;
    timer = window.setTimeout(() => {
      if (done || progress.getCount() > 0) return;
      done = true;
      unsubscribe?.();
      start();
    }, firstScreenQuietMs);
  };
  const onLoad = () => {
    unsubscribe = progress.subscribe(check);
    check();
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    done = true;
    window.clearTimeout(timer);
    window.removeEventListener('load', onLoad);
    unsubscribe?.();
  };
}
