// Test harness for the catalogue, cart and favorites hooks: fake services whose API answers the
// catalogue GraphQL by operation name, and a renderer inside a memory router.
import { act, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { createPendingToasts, createProgressTracker, createToaster } from '@loci/ui';
import { PortalServicesProvider } from '../app/PortalServicesContext.tsx';
import type { PortalServices } from '../app/portalServices.ts';
import { createApiClient } from '../api/apiClient.ts';
import { createErrorReporter } from '../api/errorReporter.ts';
import { createPortalStorage } from '../storage/portalStorage.ts';
import type { PortalSession, SessionSnapshot } from '../session/portalSession.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type GraphqlAnswers = Record<string, (variables: Record<string, unknown>) => unknown>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function fakeCatalogueServices(options: {
  signedIn?: boolean;
  graphql?: GraphqlAnswers;
  portal?: (path: string, body: unknown) => unknown;
}) {
  // Cast: the session's snapshot may carry more fields than these tests need.
  const snapshot = (
    options.signedIn
      ? { status: 'logged-in', subject: 'subject-1', authProblem: null }
      : { status: 'logged-out', subject: null, authProblem: null }
  ) as SessionSnapshot;
  const session = {
    snapshot: () => snapshot,
    subscribe: () => () => undefined,
    accessToken: () => (options.signedIn ? 'token' : null),
    start: vi.fn(async () => undefined),
    signIn: vi.fn(async () => undefined),
    completeSignIn: vi.fn(async () => undefined),
    refresh: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    recordActivity: vi.fn(),
    check: vi.fn(async () => undefined),
    dispose: vi.fn(),
  } as unknown as PortalSession;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.pathname === '/graphql/catalog') {
      const { operationName, variables } = body as {
        operationName: string;
        variables: Record<string, unknown>;
      };
      const answer = options.graphql?.[operationName];
      if (!answer) return json({ errors: [{ message: `no ${operationName}` }] });
      return json({ data: answer(variables) });
    }
    const path = url.pathname.replace('/api/portal/v1.0.1', '');
    const answer = options.portal?.(path, body);
    return answer === undefined ? json({}, 404) : json(answer);
  });
  const toaster = createToaster();
  const progress = createProgressTracker();
  const reporter = createErrorReporter({
    show: (message) => toaster.show({ severity: 'error', message }),
  });
  const services: PortalServices = {
    config: {
      oidcIssuer: 'http://localhost/oidc',
      oidcClientId: 'loci-portal',
      oidcAudience: 'loci-api',
      accessTokenLifetimeSeconds: 300,
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
      fetch: fetch as unknown as typeof globalThis.fetch,
    }),
    reporter,
    progress,
    toaster,
    pendingToasts: createPendingToasts({ storage: () => sessionStorage }),
    storage: createPortalStorage(localStorage),
    swrCache: new Map() as unknown as PortalServices['swrCache'],
  };
  return {
    services,
    session,
    fetch,
    toasts: () => toaster.getState().visible.map((t) => t.message),
  };
}

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
  let current = address;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <PortalServicesProvider services={services}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={[address]}>
            <LocationProbe
              onAddress={(next) => {
                current = next;
              }}
            />
            {children}
          </MemoryRouter>
        </SWRConfig>
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
