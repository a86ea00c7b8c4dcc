// Prefetching (issue 18): a screen's code starts loading when a link to it is hovered or focused,
// and the likely next screen loads when the browser is idle after the first one.
import { prefetchRoute } from './portalRoutes.tsx';
import type { PortalSession } from '../session/portalSession.ts';
import type { ProgressTracker } from '@loci/ui';
import { whenFirstScreenSettles } from './firstScreenSettled.ts';

const fetched = new Set<string>();

/** Loads the code behind an address of the portal (path and, for /user-account, its view). */
export function prefetchAddress(address: string): void {
  const url = new URL(address, window.location.href);
  if (url.origin !== window.location.origin) return;
  const key = url.pathname + url.hash;
  if (fetched.has(key)) return;
  fetched.add(key);
  prefetchRoute(url.pathname);
  if (url.pathname === '/user-account') {
    void import('../user-account/UserAccountPage.tsx').then(
      (module) => module.preloadUserAccountView(url.hash || '#simple-orders'),
      () => fetched.delete(key),
    );
  }
}

function linkAddress(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  return link ? link.getAttribute('href') : null;
}

/** What a visitor most likely opens next from here. */
function likelyNext(signedIn: boolean): string[] {
  if (!signedIn) return ['/signin', '/tests'];
  return ['/user-account#simple-orders', '/user-account#patients', '/test-catalog/requisition'];
}

/** Listens for hovered and focused links and, once the first screen is drawn, prefetches when idle; answers the clean-up. */
export function installPrefetch(
  session: Pick<PortalSession, 'snapshot'>,
  progress: Pick<ProgressTracker, 'getCount' | 'subscribe'>,
): () => void {
  const onIntent = (event: Event) => {
    const address = linkAddress(event.target);
    if (address) prefetchAddress(address);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  const whenIdle =
    window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  let idle: number | undefined;
  const stopWaiting = whenFirstScreenSettles(progress, () => {
    idle = whenIdle(() => {
      for (const address of likelyNext(session.snapshot().status === 'logged-in')) {
        prefetchAddress(address);
      }
    });
  });
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    stopWaiting();
    if (idle !== undefined) cancelIdle(idle);
  };
}
