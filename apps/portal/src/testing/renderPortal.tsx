// Renders the portal's routes at an address with fake services, for tests of screens.
import { act, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  MemoryRouter,
  RouterProvider,
  createMemoryRouter,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { vi } from 'vitest';
import type { UserProfile } from '@loci/contract';
import { createProgressTracker, createToaster, createPendingToasts } from '@loci/ui';
import { PortalServicesProvider } from '../app/PortalServicesContext.tsx';
import { portalRoutes } from '../app/portalRoutes.tsx';
import { preloadEveryScreen } from '../app/lazyScreen.ts';
import type { PortalServices } from '../app/portalServices.ts';
import { createApiClient } from '../api/apiClient.ts';
import { CallCacheProvider, createCallCache } from '../api/callHooks.tsx';
import { createErrorReporter } from '../api/errorReporter.ts';
import { createPortalStorage } from '../storage/portalStorage.ts';
import type { PortalSession, SessionSnapshot } from '../session/portalSession.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A session that stays in the given state, with spies for the calls screens make on it. */
export function fakeSession(signedIn: boolean) {
  const snapshot: SessionSnapshot = signedIn
    ? { status: 'logged-in', subject: 'subject-1', authProblem: null }
    : { status: 'logged-out', subject: null, authProblem: null };
  return {
    snapshot: () => snapshot,
    subscribe: () => () => undefined,
    accessToken: () => (signedIn ? 'token' : null),
    start: vi.fn(async () => undefined),
    signIn: vi.fn(async () => undefined),
    completeSignIn: vi.fn(async () => undefined),
    refresh: vi.fn(async () => undefined),
    renewalFailed: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    recordActivity: vi.fn(),
    check: vi.fn(async () => undefined),
    dispose: vi.fn(),
  };
}

/** The portal's services around a session and a fake `fetch` (the API at `/api/portal/v1.0.1`). */
export function fakeServices(
  session: ReturnType<typeof fakeSession>,
  fetch: typeof globalThis.fetch,
): { services: PortalServices; toaster: ReturnType<typeof createToaster> } {
  const toaster = createToaster();
  const progress = createProgressTracker();
  const reporter = createErrorReporter({
    show: (message, id) => toaster.show({ severity: 'error', message, ...(id ? { id } : {}) }),
  });
  const services: PortalServices = {
    config: {
      oidcIssuer: 'http://localhost/oidc',
      oidcClientId: 'loci-portal',
      oidcAudience: 'loci-api',
      accessTokenLifetimeSeconds: 300,
      passwordChangeUrl: 'http://localhost/oidc/change-password',
    },
    session,
    api: createApiClient({
      baseUrl: '/api/portal/v1.0.1',
      progress,
      reporter,
      session: {
        accessToken: session.accessToken,
        refresh: session.refresh,
        refreshFailed: () => undefined,
      },
      fetch,
    }),
    reporter,
    progress,
    toaster,
    pendingToasts: createPendingToasts({ storage: () => sessionStorage }),
    storage: createPortalStorage(localStorage),
    swrCache: createCallCache(),
  };
  return { services, toaster };
}

export interface FakePortal {
  services: PortalServices;
  session: PortalSession & { signIn: ReturnType<typeof vi.fn>; logout: ReturnType<typeof vi.fn> };
  fetch: ReturnType<typeof vi.fn>;
}

/** Services whose session is in the given state and whose API answers the profile (or 404). */
export function fakePortal(options: {
  signedIn: boolean;
  profile?: UserProfile | null;
}): FakePortal {
  const session = fakeSession(options.signedIn);
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    if (String(url).endsWith('/user/profile')) {
      if (!options.profile)
        return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
      return new Response(JSON.stringify({ success: true, data: options.profile }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
  });
  const { services } = fakeServices(session, fetch);
  return { services, session, fetch };
}

/** Reports the router's current address after each navigation. */
function LocationProbe({ onAddress }: { onAddress: (address: string) => void }) {
  const location = useLocation();
  useEffect(() => {
    onAddress(location.pathname + location.search + location.hash);
  }, [location, onAddress]);
  return null;
}

/** Renders `children` at `address`; answers the container, the current address and a settle step. */
export async function renderWithServices(
  services: PortalServices,
  address: string,
  children: ReactNode,
) {
  // Lazily drawn widgets (LazyTypeahead…) render at once, as after their code has loaded.
  await preloadEveryScreen();
  let current = address;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <PortalServicesProvider services={services}>
        <CallCacheProvider cache={() => new Map()} config={{ dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={[address]}>
            <LocationProbe
              onAddress={(next) => {
                current = next;
              }}
            />
            {children}
          </MemoryRouter>
        </CallCacheProvider>
      </PortalServicesProvider>,
    );
  });
  return {
    container,
    location: () => current,
    async settle(rounds = 5) {
      for (let round = 0; round < rounds; round += 1) {
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
      }
    },
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** The route table with every screen's code loaded already (a test does not wait for code). */
async function loadedRoutes(routes: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async ({ lazy, children, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      return {
        ...route,
        ...loaded,
        ...(children ? { children: await loadedRoutes(children) } : {}),
      } as RouteObject;
    }),
  );
}

/**
 * Renders the portal's route table (its data router, as main.tsx does) at `address`, with the
 * code of every screen loaded first unless `lazy` asks for the table as it is.
 */
export async function renderRoutesAt(
  services: PortalServices,
  address: string,
  options: { lazy?: boolean; routes?: RouteObject[] } = {},
) {
  const table = options.routes ?? portalRoutes;
  let routes = table;
  if (!options.lazy) {
    routes = await loadedRoutes(table);
    await preloadEveryScreen();
  }
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <PortalServicesProvider services={services}>
        <CallCacheProvider cache={() => new Map()} config={{ dedupingInterval: 0 }}>
          <RouterProvider router={router} />
        </CallCacheProvider>
      </PortalServicesProvider>,
    );
  });
  return {
    container,
    router,
    location: () => {
      const current = router.state.location;
      return current.pathname + current.search + current.hash;
    },
    async settle(rounds = 5) {
      for (let round = 0; round < rounds; round += 1) {
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
      }
    },
    unmount() {
      act(() => root.unmount());
      container.remove();
      router.dispose();
    },
  };
}

/** Renders the routes at `address`; answers the rendered element and the router's current address. */
export async function renderPortalAt(address: string, portal: FakePortal) {
  const view = await renderRoutesAt(portal.services, address);
  const settle = () => view.settle();
  await settle();
  return {
    container: view.container,
    location: view.location,
    heading: () => view.container.querySelector('h1')?.textContent ?? null,
    settle,
    unmount: view.unmount,
  };
}
