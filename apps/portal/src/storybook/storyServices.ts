// The portal's services for a screen story: a signed-in session that never expires or redirects,
// the real API client (its fetch reaches MSW's service worker), the real toaster and progress
// counter, and storage in memory so that no story leaks into the next one.
import { createPendingToasts, createProgressTracker, createToaster } from '@loci/ui';
import type { PortalServices } from '../app/portalServices.ts';
import { createApiClient, portalApiBase } from '../api/apiClient.ts';
import { createCallCache } from '../api/callHooks.tsx';
import { createErrorReporter } from '../api/errorReporter.ts';
import { createPortalStorage } from '../storage/portalStorage.ts';
import type { PortalSession, SessionSnapshot } from '../session/portalSession.ts';

/** `Storage` in memory: each story starts with nothing remembered. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

/** A user who stays signed in: the story shows the screen, not the sign-in flow. */
export function signedInSession(subject = 'story-user'): PortalSession {
  const snapshot: SessionSnapshot = { status: 'logged-in', subject, authProblem: null };
  return {
    snapshot: () => snapshot,
    subscribe: () => () => undefined,
    accessToken: () => 'story-access-token',
    start: async () => undefined,
    signIn: async () => undefined,
    completeSignIn: async () => undefined,
    refresh: async () => undefined,
    renewalFailed: async () => undefined,
    logout: async () => undefined,
    recordActivity: () => undefined,
    check: async () => undefined,
    dispose: () => undefined,
  };
}

export function createStoryServices(): PortalServices {
  const toaster = createToaster();
  const progress = createProgressTracker();
  const reporter = createErrorReporter({
    show: (message) => toaster.show({ severity: 'error', message }),
  });
  const session = signedInSession();
  const pendingStore = new MemoryStorage();
  return {
    config: {
      oidcIssuer: `${window.location.origin}/oidc`,
      oidcClientId: 'loci-portal',
      oidcAudience: 'loci-api',
      accessTokenLifetimeSeconds: 900,
    },
    session,
    api: createApiClient({
      baseUrl: portalApiBase,
      progress,
      reporter,
      session: {
        accessToken: () => session.accessToken(),
        refresh: () => session.refresh(),
        refreshFailed: () => undefined,
      },
    }),
    reporter,
    progress,
    toaster,
    pendingToasts: createPendingToasts({ storage: () => pendingStore }),
    storage: createPortalStorage(new MemoryStorage()),
    swrCache: createCallCache(),
  };
}
