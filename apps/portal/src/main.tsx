import './app/zodWithoutEval.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@loci/ui/styles.css';
import { loadPortalConfig } from './config/portalConfig.ts';
import { createPortalServices, type PortalServices } from './app/portalServices.ts';
import { PortalApp } from './app/PortalApp.tsx';
import { adoptCspNonce } from './app/cspNonce.ts';
import { prefetchAddress } from './app/prefetch.ts';
import { prerenderOffAttribute, takeOverPrerenderedPage } from './prerender/takeOver.tsx';
import { markAppStarted, removeStalledPageNotice } from './app/stalledPageNotice.ts';

// What counts as the user being active (input and focus too: autofill and assistive technology type without keys).
const activityEvents = [
  'pointerdown',
  'keydown',
  'input',
  'focusin',
  'wheel',
  'touchstart',
  'mousemove',
] as const;

async function startPortal(root: HTMLElement) {
  markAppStarted();
  adoptCspNonce();
  // The screen's code loads while the configuration is read and the session starts, not after.
  prefetchAddress(window.location.href);
  // A page restored from the back-forward cache may hold a signed-out user's data: load it afresh.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });

  let services;
  try {
    services = createPortalServices(await loadPortalConfig());
  } catch {
    showStartFailure(
      root,
      'The portal could not load its configuration. Please reload the page in a moment.',
    );
    return;
  }
  try {
    await startSession(services, root);
  } catch (error) {
    // Nothing is drawn yet: say so in the page itself (never a blank page), and report it.
    services.reporter.report(error);
    showStartFailure(root, 'The portal could not start. Please reload the page in a moment.');
  }
}

/** What the page shows when the app cannot start: its own text in place of anything drawn. */
function showStartFailure(root: HTMLElement, text: string) {
  takeOverPrerenderedPage();
  removeStalledPageNotice();
  root.hidden = false;
  root.textContent = text;
}

/** The session started, then the app drawn into `root` (the error reporter listens first). */
async function startSession(services: PortalServices, root: HTMLElement) {
  const { session, reporter } = services;
  window.addEventListener('unhandledrejection', (event) => reporter.report(event.reason));
  window.addEventListener('error', (event) => reporter.report(event.error ?? event.message));
  // Background tabs run timers rarely: check inactivity and renewal as soon as the tab is seen again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void session.check();
  });
  for (const type of activityEvents) {
    window.addEventListener(type, () => session.recordActivity(), { passive: true });
  }
  // Toasts set before the last navigation are shown on this page.
  services.pendingToasts.flush(services.toaster);
  if (window.location.pathname !== '/signin-callback') await session.start();

  // The pre-rendered home was hidden from the start (not what this visitor sees): the app draws
  // in view, skeleton first, as on any other page.
  if (document.documentElement.hasAttribute(prerenderOffAttribute)) takeOverPrerenderedPage();
  const reactRoot = createRoot(root);
  // The first drawing at a transition's priority: React draws it in slices between which the
  // browser may run (the pre-rendered page is already painted), not in one long task.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <PortalApp services={services} />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (root) void startPortal(root);
