// Everything the portal's screens share, created once per page load from /config.json.
import type { StateStore, UserManagerSettings } from 'oidc-client-ts';
import type { PortalConfig } from '../config/portalConfig.ts';
import { createApiClient, portalApiBase, type ApiClient } from '../api/apiClient.ts';
import { createErrorReporter, type ErrorReporter } from '../api/errorReporter.ts';
import { createCallCache, type CallCache } from '../api/callHooks.tsx';
import {
  createProgressTracker,
  createToaster,
  pendingToasts,
  type PendingToasts,
  type ProgressTracker,
  type Toaster,
} from '@loci/ui';
import { portalStorage, type PortalStorage } from '../storage/portalStorage.ts';
import {
  createPortalSession,
  type OidcClient,
  type PortalSession,
  type SessionChannel,
  type SessionUser,
} from '../session/portalSession.ts';

export interface PortalServices {
  config: PortalConfig;
  session: PortalSession;
  api: ApiClient;
  reporter: ErrorReporter;
  /** The global progress indicator's counter of blocking calls. */
  progress: ProgressTracker;
  /** Toasts (the kit's toaster); `pendingToasts` keeps those set before a navigation for the next page. */
  toaster: Toaster;
  pendingToasts: PendingToasts;
  storage: PortalStorage;
  /** SWR's cache: cleared when the session ends so that no data outlives it. */
  swrCache: CallCache;
}

export const oidcScopes = 'openid profile email offline_access';

/** oidc-client-ts's storage key of the signed-in user (its WebStorageStateStore prefix is `oidc.`). */
export function oidcUserStoreKey(config: PortalConfig): string {
  return `oidc.user:${config.oidcIssuer}:${config.oidcClientId}`;
}

/**
 * The audience parameters for a lab's own identity provider (`oidcAudience` in /config.json):
 * `audience` on the authorization request and on the code exchange, the way providers such as
 * Auth0 choose the API their access tokens are for. Nothing when no audience is configured.
 */
export function audienceParameters(
  config: Pick<PortalConfig, 'oidcAudience'>,
): Pick<UserManagerSettings, 'extraQueryParams' | 'extraTokenParams'> {
  const audience = config.oidcAudience?.trim();
  if (!audience) return {};
  return { extraQueryParams: { audience }, extraTokenParams: { audience } };
}

/** oidc-client-ts's settings for the portal (docs/decisions/portal-session-storage.md). */
export function userManagerSettings(config: PortalConfig, origin: string): UserManagerSettings {
  return {
    authority: config.oidcIssuer,
    client_id: config.oidcClientId,
    redirect_uri: `${origin}/signin-callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: oidcScopes,
    // localStorage: every tab sees the same user, so one refresh serves them all
    // (docs/decisions/portal-session-storage.md).
    userStore: localStorageStateStore(window.localStorage),
    // Renewal is the session's job (cross-tab lock, 5 s debounce, inactivity rule).
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    revokeTokenTypes: ['refresh_token'],
    // No resource parameter: the embedded provider issues access tokens for its default audience
    // (the API), and RFC 8707 wants an absolute URI where the agreed audience is the name
    // `loci-api`. A lab's own provider gets the configured audience instead (issue 4).
    ...audienceParameters(config),
  };
}

/**
 * oidc-client-ts's `WebStorageStateStore` over local storage (keys prefixed `oidc.`), written here
 * so that this module needs none of oidc-client-ts's code before a sign-in (issue 18).
 */
export function localStorageStateStore(store: Storage, prefix = 'oidc.'): StateStore {
  return {
    async set(key, value) {
      store.setItem(prefix + key, value);
    },
    async get(key) {
      return store.getItem(prefix + key);
    },
    async remove(key) {
      const item = store.getItem(prefix + key);
      store.removeItem(prefix + key);
      return item;
    },
    async getAllKeys() {
      const keys: string[] = [];
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index);
        if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length));
      }
      return keys;
    },
  };
}

/**
 * The user oidc-client-ts stored (its `User.toStorageString()`: JSON of the tokens, `expires_at` and
 * the ID token's claims), read as its `UserManager.getUser()` reads it: `null` when none is stored,
 * a failure when the stored text is not JSON.
 */
export function readStoredUser(stored: string | null): SessionUser | null {
  if (stored === null) return null;
  const user: unknown = JSON.parse(stored);
  if (typeof user !== 'object' || user === null)
    throw new Error('The stored user is not an object');
  return user as SessionUser;
}

/**
 * The session's OpenID Connect client, with oidc-client-ts loaded on first need: a visitor with no
 * stored user (a first visit) gets `null` from `getUser` without it, and a signed-in visit reads its
 * stored user without it too, so the library stays out of every first page's code (issue 18): it
 * loads for a sign-in, a renewal or a sign-out.
 */
export function lazyOidcClient(config: PortalConfig, origin: string): OidcClient {
  let loading: Promise<OidcClient> | undefined;
  const client = () => {
    loading ??= import('oidc-client-ts').then(
      ({ UserManager }) =>
        new UserManager(userManagerSettings(config, origin)) as unknown as OidcClient,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    // Read without the library: a signed-in visit's first screen needs only the stored tokens.
    async getUser() {
      return readStoredUser(window.localStorage.getItem(oidcUserStoreKey(config)));
    },
    signinRedirect: async () => (await client()).signinRedirect(),
    signinRedirectCallback: async (url) => (await client()).signinRedirectCallback(url),
    signinSilent: async () => (await client()).signinSilent(),
    revokeTokens: async (types) => (await client()).revokeTokens(types),
    removeUser: async () => (await client()).removeUser(),
    signoutRedirect: async (args) => (await client()).signoutRedirect(args),
  };
}

export function createPortalServices(config: PortalConfig): PortalServices {
  const toaster = createToaster();
  const progress = createProgressTracker();
  const reporter = createErrorReporter({
    show: (message, id) => toaster.show({ severity: 'error', message, ...(id ? { id } : {}) }),
  });
  const swrCache = createCallCache();
  const channel: SessionChannel | undefined =
    typeof BroadcastChannel === 'undefined'
      ? undefined
      : (new BroadcastChannel('loci.session') as unknown as SessionChannel);
  const session = createPortalSession({
    oidc: lazyOidcClient(config, window.location.origin),
    accessTokenLifetimeSeconds: config.accessTokenLifetimeSeconds,
    storage: portalStorage,
    userStoreKey: oidcUserStoreKey(config),
    navigate: (url) => window.location.assign(url),
    currentPlace: () => window.location.pathname + window.location.search + window.location.hash,
    notify: (notification) => toaster.show(notification),
    onLoggedOut: () => swrCache.clear(),
    postLogoutRedirectUri: `${window.location.origin}/`,
    locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : undefined,
    channel,
    events: window,
  });
  const api = createApiClient({
    baseUrl: portalApiBase,
    progress,
    reporter,
    session: {
      accessToken: () => session.accessToken(),
      refresh: (rejectedToken) => session.refresh(rejectedToken),
      refreshFailed: (error) => void session.renewalFailed(error),
    },
  });
  return {
    config,
    session,
    api,
    reporter,
    progress,
    toaster,
    pendingToasts,
    storage: portalStorage,
    swrCache,
  };
}
