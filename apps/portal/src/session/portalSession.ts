// The portal's session (document 1 section 4, document 2 sections 4 and 8): unknown → logged in → logged out.
// oidc-client-ts does the OpenID Connect work; this module adds the lab's rules: renewal within 60 s of
// expiry behind a cross-tab lock, inactivity logout, logout reasons, and one session shared by every tab.
import type { PortalStorage } from '../storage/portalStorage.ts';
import type { ToastOptions } from '@loci/ui';
import { refreshTokenProblem } from '@loci/domain';
import {
  identityProviderUnreachableMessage,
  isInactive,
  isRenewalDue,
  leadingDebounce,
  loginInProgressWarning,
  logoutDestinationFor,
  type LogoutReason,
} from './sessionRules.ts';

/** The tokens of a signed-in user (what oidc-client-ts's User holds). */
export interface SessionUser {
  access_token: string;
  refresh_token?: string | undefined;
  id_token?: string | undefined;
  expires_at?: number | undefined;
  /** The ID token's claims; `roles` names the identity provider's roles (`lab-staff`). */
  profile: { sub: string; email?: string | undefined; roles?: unknown };
}

/** The part of oidc-client-ts's UserManager the session uses. */
export interface OidcClient {
  getUser(): Promise<SessionUser | null>;
  signinRedirect(): Promise<void>;
  signinRedirectCallback(url: string): Promise<SessionUser>;
  signinSilent(): Promise<SessionUser | null>;
  revokeTokens(types?: Array<'access_token' | 'refresh_token'>): Promise<void>;
  removeUser(): Promise<void>;
  signoutRedirect(args: {
    id_token_hint?: string;
    post_logout_redirect_uri?: string;
  }): Promise<void>;
}

export type SessionStatus = 'unknown' | 'logged-in' | 'logged-out';

export interface SessionSnapshot {
  status: SessionStatus;
  subject: string | null;
  /** Set when the tokens cannot be trusted: the auth-failed dialog of this kind is shown. */
  authProblem: 'unknown-error' | null;
  /** The identity provider's roles of the user (`lab-staff`: the lab desk); absent when none. */
  roles?: readonly string[];
  /** The ID token's e-mail (who is signed in, for users without a practice profile); absent when none. */
  email?: string;
}

/** The roles an ID token's profile names (strings only). */
export function rolesOfProfile(profile: { roles?: unknown } | undefined): readonly string[] {
  const roles = profile?.roles;
  return Array.isArray(roles)
    ? roles.filter((role): role is string => typeof role === 'string')
    : [];
}

/**
 * The claims of a refresh token that is a JWT; null for an opaque one (the embedded provider's),
 * which the portal cannot read.
 */
export function readableRefreshTokenClaims(
  refreshToken: string | undefined,
): { exp?: number | null } | null {
  const parts = refreshToken?.split('.');
  if (!parts || parts.length !== 3 || !parts[1]) return null;
  try {
    const json = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null
      ? (claims as { exp?: number | null })
      : null;
  } catch {
    return null;
  }
}

/**
 * A renewal that never reached the identity provider (no connection, a timeout, a gateway's 5xx),
 * as opposed to one the provider refused (an OAuth error answer): the first keeps the session.
 */
export function isIdentityProviderUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error instanceof TypeError || error.name === 'ErrorTimeout' || /\(5\d\d\)/.test(error.message)
  );
}

/** The message tabs send each other on the session channel. */
export type SessionMessage = { type: 'logged-out'; reason: LogoutReason };

export interface SessionChannel {
  postMessage(message: SessionMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SessionMessage>) => void): void;
  close(): void;
}

/** The part of `navigator.locks` the session uses (the callback is given null when not granted). */
export interface LockRequester {
  request<T>(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

export interface PortalSessionOptions {
  oidc: OidcClient;
  /** The access tokens' lifetime (from /config.json): also the inactivity limit. */
  accessTokenLifetimeSeconds: number;
  storage: PortalStorage;
  /** oidc-client-ts's storage key of the user, to follow other tabs. */
  userStoreKey: string;
  /** Full-page navigation (logout must leave nothing of the page in memory). */
  navigate(url: string): void;
  /**
   * The page that is open (path, search and hash): a session that times out names it to the home
   * page, whose "Sign in" returns there.
   */
  currentPlace?: () => string;
  notify(notification: ToastOptions): void;
  /** Clears in-memory caches (SWR) when the session ends. */
  onLoggedOut(): void;
  postLogoutRedirectUri: string;
  locks?: LockRequester | undefined;
  channel?: SessionChannel | undefined;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
  now?: () => number;
  checkIntervalMs?: number;
  /** How long a tab keeps the renewal lock after storing new tokens (other tabs' copies catch up). */
  renewalSettleMs?: number;
  /** How long a tab that waited for the lock waits for the other tab's tokens to reach it. */
  renewalCatchUpMs?: number;
}

export interface PortalSession {
  snapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  accessToken(): string | null;
  /** Reads the stored session (call once at page load, except on the sign-in callback page). */
  start(): Promise<void>;
  /** Sends the browser to the sign-in page; the landing address is used once after sign-in. */
  signIn(landing?: string | null): Promise<void>;
  /** Finishes the sign-in redirect; on failure logs out with login-flow-error and rejects. */
  completeSignIn(url: string): Promise<void>;
  /**
   * Renews the tokens (debounced 5 s, leading; one refresh across tabs). `rejectedToken` is the
   * access token the API just refused with 401: renewed even when it is not yet due.
   */
  refresh(rejectedToken?: string | null): Promise<void>;
  /**
   * A renewal failed: the identity provider refused it (logout with session-timeout), or it could
   * not be reached (said once, and the session and the page stay; the next check renews).
   */
  renewalFailed(error: unknown): Promise<void>;
  logout(reason: LogoutReason): Promise<void>;
  /** The user did something: the inactivity clock starts again. */
  recordActivity(): void;
  /** Checks inactivity and renewal now (also runs every second). */
  check(): Promise<void>;
  dispose(): void;
}

export const refreshLockName = 'loci.session.refresh';
const activityWriteIntervalMs = 1000;

export function createPortalSession(options: PortalSessionOptions): PortalSession {
  const now = options.now ?? Date.now;
  const lifetime = options.accessTokenLifetimeSeconds;
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = { status: 'unknown', subject: null, authProblem: null };
  let user: SessionUser | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let signInInFlight = false;
  let completion: Promise<void> | null = null;
  let loggingOut = false;
  let lastActivityWritten = Number.NEGATIVE_INFINITY;
  let unreachableSaid = false;

  const setUser = (next: SessionUser | null, status: SessionStatus) => {
    user = next;
    const subject = next?.profile.sub ?? null;
    // A refresh token without an expiry claim: the auth-failed dialog of kind unknown-error.
    const claims = readableRefreshTokenClaims(next?.refresh_token);
    const authProblem = claims && refreshTokenProblem(claims) ? 'unknown-error' : null;
    const roles = rolesOfProfile(next?.profile);
    const email = next?.profile.email;
    if (
      snapshot.status === status &&
      snapshot.subject === subject &&
      snapshot.authProblem === authProblem &&
      (snapshot.roles ?? []).join(',') === roles.join(',') &&
      snapshot.email === email
    )
      return;
    snapshot = {
      status,
      subject,
      authProblem,
      ...(roles.length > 0 ? { roles } : {}),
      ...(email ? { email } : {}),
    };
    listeners.forEach((listener) => listener());
  };

  const writeActivity = () => {
    const time = now();
    lastActivityWritten = time;
    options.storage.write('lastActivity', time);
  };

  const needsRenewal = (stored: SessionUser, rejectedToken: string | null) =>
    stored.expires_at === undefined ||
    isRenewalDue(stored.expires_at, lifetime, now()) ||
    (rejectedToken !== null && stored.access_token === rejectedToken);

  /**
   * The stored user once its refresh token is no longer `seen`'s, or null after `limitMs`.
   * Chromium gives each tab its own copy of local storage and brings another tab's writes to it a
   * little later, in no fixed order with the lock's release.
   */
  const storedUserReplacing = async (seen: SessionUser, limitMs: number) => {
    const deadline = Date.now() + limitMs;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const stored = await options.oidc.getUser();
      if (!stored || stored.refresh_token !== seen.refresh_token) return stored;
    }
    return null;
  };

  const renew = async (rejectedToken: string | null) => {
    const run = async (waitedForAnotherTab: boolean) => {
      // Decided on the stored tokens, inside the lock: another tab may have renewed them while this
      // one waited (this tab may even have picked them up already from the storage event).
      let stored = await options.oidc.getUser();
      if (stored && waitedForAnotherTab && needsRenewal(stored, rejectedToken)) {
        // The tab that held the lock was most likely renewing these very tokens: its new ones may
        // not have reached this tab's copy of storage yet. Renewing with the refresh token it has
        // just used would make the identity provider revoke the whole family (every tab signed
        // out), so give them a moment to arrive.
        stored = (await storedUserReplacing(stored, options.renewalCatchUpMs ?? 2000)) ?? stored;
      }
      if (!stored) throw new Error('There is no session to renew');
      if (!needsRenewal(stored, rejectedToken)) {
        setUser(stored, 'logged-in');
        return;
      }
      const renewed = await options.oidc.signinSilent();
      if (!renewed) throw new Error('The token renewal returned no user');
      unreachableSaid = false;
      setUser(renewed, 'logged-in');
      // Keep the lock until the other tabs' copies of storage have the new tokens: a tab that
      // takes the lock after this one finds them, and one that waits for it knows to look.
      await new Promise((resolve) => setTimeout(resolve, options.renewalSettleMs ?? 250));
    };
    const locks = options.locks;
    if (!locks) return run(false);
    const ran = await locks.request(refreshLockName, { ifAvailable: true }, async (lock) => {
      if (lock === null) return false;
      await run(false);
      return true;
    });
    if (!ran) await locks.request(refreshLockName, {}, () => run(true));
  };
  const debouncedRenew = leadingDebounce(() => renew(pendingRejectedToken), now);
  let pendingRejectedToken: string | null = null;
  const refresh = (rejectedToken: string | null = null) => {
    pendingRejectedToken = rejectedToken;
    return debouncedRenew();
  };

  const endLocally = async (reason: LogoutReason) => {
    // Read before the session's end redraws (and perhaps moves) the page.
    const place = options.currentPlace?.() ?? null;
    options.storage.clear();
    options.onLoggedOut();
    setUser(null, 'logged-out');
    stopTimer();
    options.navigate(logoutDestinationFor(reason, place));
  };

  const logout = async (reason: LogoutReason) => {
    if (loggingOut) return;
    loggingOut = true;
    const place = options.currentPlace?.() ?? null;
    const stored = user ?? (await options.oidc.getUser().catch(() => null));
    options.channel?.postMessage({ type: 'logged-out', reason });
    options.storage.clear();
    options.onLoggedOut();
    setUser(null, 'logged-out');
    stopTimer();
    if (stored?.refresh_token) {
      await options.oidc.revokeTokens(['refresh_token']).catch(() => undefined);
    }
    await options.oidc.removeUser().catch(() => undefined);
    if (reason === 'user-request' && stored?.id_token) {
      try {
        await options.oidc.signoutRedirect({
          id_token_hint: stored.id_token,
          post_logout_redirect_uri: options.postLogoutRedirectUri,
        });
        return;
      } catch {
        // The identity provider has no end-session endpoint: the local logout is all there is.
      }
    }
    options.navigate(logoutDestinationFor(reason, place));
  };

  const renewalFailed = async (error: unknown) => {
    if (!isIdentityProviderUnreachable(error)) {
      await logout('session-timeout');
      return;
    }
    if (unreachableSaid) return;
    unreachableSaid = true;
    options.notify({ severity: 'error', message: identityProviderUnreachableMessage });
  };

  const check = async () => {
    if (snapshot.status !== 'logged-in' || loggingOut) return;
    const lastActivity = options.storage.read('lastActivity');
    if (lastActivity === null) {
      writeActivity();
    } else if (isInactive(lastActivity, lifetime, now())) {
      await logout('session-timeout');
      return;
    }
    if (user?.expires_at !== undefined && isRenewalDue(user.expires_at, lifetime, now())) {
      try {
        await refresh();
      } catch (error) {
        await renewalFailed(error);
      }
    }
  };

  const startTimer = () => {
    if (timer === undefined)
      timer = setInterval(() => void check(), options.checkIntervalMs ?? 1000);
  };
  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== options.userStoreKey || loggingOut) return;
    if (event.newValue === null) {
      if (snapshot.status === 'logged-in') {
        loggingOut = true;
        void endLocally('user-request');
      }
      return;
    }
    // Another tab signed in or renewed the tokens: use them.
    void options.oidc.getUser().then((stored) => {
      if (stored && !loggingOut) {
        setUser(stored, 'logged-in');
        startTimer();
      }
    });
  };

  const onMessage = (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type !== 'logged-out' || loggingOut) return;
    loggingOut = true;
    void endLocally(event.data.reason);
  };

  options.events?.addEventListener('storage', onStorage as EventListener);
  options.channel?.addEventListener('message', onMessage);

  return {
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accessToken: () => user?.access_token ?? null,

    async start() {
      const stored = await options.oidc.getUser().catch(() => null);
      if (!stored) {
        setUser(null, 'logged-out');
        return;
      }
      const lastActivity = options.storage.read('lastActivity');
      if (lastActivity !== null && isInactive(lastActivity, lifetime, now())) {
        user = stored;
        await logout('session-timeout');
        return;
      }
      if (lastActivity === null) writeActivity();
      user = stored;
      if (stored.expires_at === undefined || stored.expires_at * 1000 <= now()) {
        try {
          await refresh();
        } catch (error) {
          await renewalFailed(error);
          if (loggingOut) return;
        }
      }
      setUser(user, 'logged-in');
      startTimer();
    },

    async signIn(landing) {
      // Views that need a session ask for a sign-in as the session ends: logout wins.
      if (loggingOut) return;
      if (signInInFlight) {
        options.notify({ severity: 'warn', message: loginInProgressWarning });
        return;
      }
      signInInFlight = true;
      if (landing) {
        try {
          options.storage.write('postLoginLanding', landing);
        } catch {
          // Not a same-origin path: sign in without a landing address.
        }
      }
      try {
        await options.oidc.signinRedirect();
      } catch {
        signInInFlight = false;
        await logout('login-flow-error');
      }
    },

    completeSignIn(url) {
      if (completion) {
        return completion;
      }
      completion = (async () => {
        try {
          const signedIn = await options.oidc.signinRedirectCallback(url);
          writeActivity();
          setUser(signedIn, 'logged-in');
          startTimer();
        } catch (error) {
          await logout('login-flow-error');
          throw error;
        }
      })();
      return completion;
    },

    refresh,
    renewalFailed,
    logout,
    recordActivity() {
      if (snapshot.status !== 'logged-in') return;
      if (now() - lastActivityWritten < activityWriteIntervalMs) return;
      writeActivity();
    },
    check,
    dispose() {
      stopTimer();
      options.events?.removeEventListener('storage', onStorage as EventListener);
      options.channel?.close();
    },
  };
}
