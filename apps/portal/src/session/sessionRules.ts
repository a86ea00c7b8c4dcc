// The session's rules (document 1 section 4, document 2 sections 4 and 9): the lab's pure rules come
// from @loci/domain; this file adds what only the portal needs (texts, the short-lifetime renewal point).
import {
  Debounces,
  DefaultLandingRoute,
  FinalizeRegistrationRoute,
  LoginInProgressWarning,
  NoAccountMessage,
  TokenRenewalWindowSeconds,
  approvedAccounts,
  isSessionInactive,
  logoutDestination,
  mayStartTokenRefresh,
  readLogoutReason,
  shouldRenewToken,
  signInDestination,
  type LogoutReason,
} from '@loci/domain';

export {
  LogoutReasons as logoutReasons,
  isLogoutReason,
  logoutDestination,
  readLogoutReason,
} from '@loci/domain';

/** Only a path of this origin may be returned to (never `//elsewhere` or `https://elsewhere`). */
export function sameOriginPath(value: string | null): string | null {
  return value !== null &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
    ? value
    : null;
}

/** The address parameter naming the page to land on after signing in (`/signin?returnTo=…`). */
export const returnToParameter = 'returnTo';

/**
 * Where a logout sends the browser: the home page with the reason (the domain's rule). After a
 * session timeout it also names the page that was open (path, search and hash), so that signing in
 * again lands there (docs/decisions/sign-in-after-timeout.md); the home and sign-in pages are not
 * worth returning to.
 */
export function logoutDestinationFor(reason: LogoutReason, place: string | null): string {
  const destination = logoutDestination(reason);
  const back = reason === 'session-timeout' ? sameOriginPath(place) : null;
  if (back === null || /^\/(?:[?#]|$)|^\/signin/.test(back)) return destination;
  return `${destination}&${returnToParameter}=${encodeURIComponent(back)}`;
}

/** The page a home page reached by a session timeout returns to after sign-in, or null. */
export function returnToAfterTimeout(search: string): string | null {
  if (readLogoutReason(search) !== 'session-timeout') return null;
  return sameOriginPath(new URLSearchParams(search).get(returnToParameter));
}
export type { LogoutReason } from '@loci/domain';

export const refreshDebounceMs = Debounces.refreshCallsMs;
export const defaultLanding = DefaultLandingRoute;
export const finalizeRegistrationLanding = FinalizeRegistrationRoute;
export const noAccessLanding = '/user-account#no-access';
export const noAccountMessage = NoAccountMessage;
export const loginInProgressWarning = LoginInProgressWarning;
/**
 * The identity provider could not be reached to renew the token: the catalogue's generic error with
 * a message (document 2 section 8); the session and the page stay (docs/decisions/fault-tests.md).
 */
export const identityProviderUnreachableMessage =
  'An unexpected error occurred: The sign-in service cannot be reached. What you entered is kept, and the session resumes when the service is back.';

/**
 * Whether the access token is due for renewal: within 60 s of expiry (the domain's rule). A token
 * whose whole lifetime is under two minutes (short lifetimes in tests) is renewed at half its
 * lifetime instead, so that a fresh token is never due the moment it arrives.
 */
export function isRenewalDue(
  expiresAtSeconds: number,
  lifetimeSeconds: number,
  nowMs: number,
): boolean {
  const expiresAtMs = expiresAtSeconds * 1000;
  if (lifetimeSeconds >= 2 * TokenRenewalWindowSeconds)
    return shouldRenewToken({ expiresAtMs, nowMs });
  return expiresAtMs - nowMs <= (lifetimeSeconds / 2) * 1000;
}

/** A session ends by inactivity when the last activity plus the token lifetime is in the past. */
export function isInactive(
  lastActivityMs: number,
  lifetimeSeconds: number,
  nowMs: number,
): boolean {
  return isSessionInactive({
    lastActivityAtMs: lastActivityMs,
    tokenLifetimeSeconds: lifetimeSeconds,
    nowMs,
  });
}

/** What the home page tells a user whose session ended without being asked to. */
export const logoutReasonMessages: Record<Exclude<LogoutReason, 'user-request'>, string> = {
  'session-timeout': 'You were signed out because your session timed out.',
  'login-flow-error':
    'You were signed out because sign-in could not be completed. Please sign in again.',
  'profile-missing':
    'You were signed out because no portal profile was found for your sign-in. Please contact the lab.',
};

export interface LandingProfile {
  portalRegistrationCompleted: boolean;
  accounts: ReadonlyArray<{
    accountNumber: string;
    accessApproved: boolean;
    accessTypeCode: string;
  }>;
}

/** Whether the user holds at least one approved account (only approved accounts count). */
export function hasApprovedAccount(profile: LandingProfile): boolean {
  return approvedAccounts(profile.accounts).length > 0;
}

/**
 * Where the user goes after sign-in (the domain's rule: finalize-registration while registration
 * is incomplete, else the stored landing address, else simple-orders), with one addition: a user
 * without any approved account lands on no-access, which says "No account found for current user".
 */
export function postLoginDestination(
  profile: LandingProfile,
  storedLanding: string | null,
): string {
  const destination = signInDestination({
    portalRegistrationCompleted: profile.portalRegistrationCompleted,
    storedLanding,
  });
  if (destination === DefaultLandingRoute && !hasApprovedAccount(profile)) return noAccessLanding;
  return destination;
}

/** Wraps a function so that calls within the debounce of the last run share its result (leading edge only). */
export function leadingDebounce<Result>(
  run: () => Promise<Result>,
  now: () => number = Date.now,
): () => Promise<Result> {
  let lastStart: number | null = null;
  let last: Promise<Result> | null = null;
  return () => {
    const time = now();
    if (last && !mayStartTokenRefresh({ lastRefreshStartedAtMs: lastStart, nowMs: time }))
      return last;
    lastStart = time;
    last = run();
    return last;
  };
}
