// Build time only (scripts/prerender.mjs, a Vite SSR build of this file): the shell and the home
// as a signed-out visitor sees them at `/`, as HTML, so that the page paints before any script has
// run (issue 18). Nothing here reaches the browser's bundles.
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
} from 'react-router-dom';
import { createProgressTracker, createToaster, pendingToasts } from '@loci/ui';
import { PortalServicesProvider } from '../app/PortalServicesContext.tsx';
import { CallCacheProvider, createCallCache } from '../api/callHooks.tsx';
import { PortalTheme } from '../color-scheme/PortalTheme.tsx';
import { withShell } from '../app/portalRoutes.tsx';
import { HomePage } from '../home/HomePage.tsx';
import type { PortalServices } from '../app/portalServices.ts';
import type { PortalSession, SessionSnapshot } from '../session/portalSession.ts';
import { createPortalStorage } from '../storage/portalStorage.ts';

/** Local storage as a first visit finds it: empty. */
function emptyStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

/** A visitor who is not signed in; nothing is fetched or started while rendering. */
function signedOutServices(): PortalServices {
  const snapshot: SessionSnapshot = { status: 'logged-out', subject: null, authProblem: null };
  const never = () => new Promise<never>(() => undefined);
  const session = new Proxy(
    { snapshot: () => snapshot, subscribe: () => () => undefined },
    {
      // Anything else (sign in, refresh) is an action, never taken while rendering.
      get: (target, name) => (name in target ? target[name as keyof typeof target] : never),
    },
  ) as unknown as PortalSession;
  const unused = new Proxy({}, { get: () => never });
  return {
    config: unused,
    session,
    api: unused,
    reporter: { report: () => undefined },
    progress: createProgressTracker(),
    toaster: createToaster(),
    pendingToasts,
    storage: createPortalStorage(emptyStorage()),
    swrCache: createCallCache(),
  } as unknown as PortalServices;
}

/** The markup the app draws into `#root` for a signed-out visitor at `/` (its first screen). */
export async function renderSignedOutHome(): Promise<string> {
  // The real shell and error panels around the home, loaded (not lazy) for this render.
  const routes: RouteObject[] = withShell([{ path: '/', Component: HomePage }]);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`the home answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const services = signedOutServices();
  // What the providers read while rendering (the favourites' pending store): empty storage.
  const global = globalThis as { window?: unknown };
  global.window ??= { localStorage: emptyStorage(), sessionStorage: emptyStorage() };
  return renderToString(
    <PortalServicesProvider services={services}>
      <CallCacheProvider cache={() => services.swrCache}>
        <PortalTheme>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PortalTheme>
      </CallCacheProvider>
    </PortalServicesProvider>,
  );
}
