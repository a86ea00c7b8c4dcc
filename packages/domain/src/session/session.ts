/**
 * Session rules (document 1 section 4, document 2 sections 4 and 8): token renewal, inactivity,
 * refresh debounce, where sign-in lands and where logout returns. Every time is passed in, as
 * milliseconds since the epoch; nothing here reads a clock.
 */
import { Debounces, TokenRenewalWindowSeconds } from '../reference/limits.js';
import { isLogoutReason, type LogoutReason } from '../reference/session.js';
import { readQueryParameter } from '../search-queries/queryString.js';

/** The session as the portal sees it: unknown while pending, then logged in or logged out. */
export type SessionState = 'pending' | 'logged-in' | 'logged-out';

/** A token within 60 seconds of expiry (or past it) is renewed. */
export function shouldRenewToken(at: {
  readonly expiresAtMs: number;
  readonly nowMs: number;
}): boolean {
  return at.expiresAtMs - at.nowMs <= TokenRenewalWindowSeconds * 1000;
}

/** A session ends by inactivity when last-activity time plus token lifetime is in the past. */
export function isSessionInactive(at: {
  readonly lastActivityAtMs: number;
  readonly tokenLifetimeSeconds: number;
  readonly nowMs: number;
}): boolean {
  return at.lastActivityAtMs + at.tokenLifetimeSeconds * 1000 < at.nowMs;
}

/**
 * Refresh calls are debounced 5 s on the leading edge: a refresh may start when none started
 * before, or the last one started at least 5 s ago.
 */
export function mayStartTokenRefresh(at: {
  readonly lastRefreshStartedAtMs: number | null;
  readonly nowMs: number;
}): boolean {
  return (
    at.lastRefreshStartedAtMs === null ||
    at.nowMs - at.lastRefreshStartedAtMs >= Debounces.refreshCallsMs
  );
}

/** What ended a session, and the logout reason each gives. */
export type SessionEnding =
  | 'user-logout'
  | 'session-expired'
  | 'inactivity'
  | 'refresh-failed'
  | 'unexpected-login-error'
  | 'profile-not-found';

/** The logout reason of each ending (a record, so that every ending must have one). */
export const LogoutReasonByEnding: Readonly<Record<SessionEnding, LogoutReason>> = {
  'user-logout': 'user-request',
  'session-expired': 'session-timeout',
  inactivity: 'session-timeout',
  'refresh-failed': 'session-timeout',
  'unexpected-login-error': 'login-flow-error',
  'profile-not-found': 'profile-missing',
};

export function logoutReasonFor(ending: SessionEnding): LogoutReason {
  return LogoutReasonByEnding[ending];
}

/** The query parameter that carries the logout reason on the home page. */
export const LogoutReasonParameter = 'logout-reason';

/** Logout returns home, with the logout-reason parameter when the user did not request it. */
export function logoutDestination(reason: LogoutReason): string {
  return reason === 'user-request'
    ? '/'
    : `/?${LogoutReasonParameter}=${encodeURIComponent(reason)}`;
}

/** The logout reason carried by a query string, if it holds a known one. */
export function readLogoutReason(search: string): LogoutReason | undefined {
  const value = readQueryParameter(search, LogoutReasonParameter);
  return isLogoutReason(value) ? value : undefined;
}

export const FinalizeRegistrationRoute = '/user-account#finalize-registration';
export const DefaultLandingRoute = '/user-account#simple-orders';

/**
 * Where sign-in lands: finalize-registration while portal registration is incomplete; else the
 * stored landing address if present (the caller then clears it); else simple-orders.
 */
export function signInDestination(user: {
  readonly portalRegistrationCompleted: boolean;
  readonly storedLanding?: string | null;
}): string {
  if (!user.portalRegistrationCompleted) return FinalizeRegistrationRoute;
  const stored = user.storedLanding?.trim();
  return stored ? stored : DefaultLandingRoute;
}

/** Document 2 section 8: the call failed with 401 again after a refresh and retry. */
export const AuthenticationFailedMessage = 'Authentication failed';

/** Document 2 section 8: a login was attempted while another is in progress. */
export const LoginInProgressWarning = 'Another login operation is already in progress.';

export type UnauthorizedResponseAction =
  { readonly action: 'refresh-and-retry' } | { readonly action: 'fail'; readonly message: string };

/**
 * What to do with a 401 from the portal API: the first triggers one silent token refresh and one
 * retry; a second (after the retry) fails with "Authentication failed".
 */
export function unauthorizedResponseAction(retriesSoFar: number): UnauthorizedResponseAction {
  return retriesSoFar < 1
    ? { action: 'refresh-and-retry' }
    : { action: 'fail', message: AuthenticationFailedMessage };
}

/**
 * A refresh token without an expiry claim cannot be trusted: the portal shows the auth-failed
 * dialog of kind unknown-error. `undefined` when the token has an expiry.
 */
export function refreshTokenProblem(claims: {
  readonly exp?: number | null;
}): { readonly dialog: 'auth-failed'; readonly kind: 'unknown-error' } | undefined {
  return typeof claims.exp === 'number' && Number.isFinite(claims.exp)
    ? undefined
    : { dialog: 'auth-failed', kind: 'unknown-error' };
}
