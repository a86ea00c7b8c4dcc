import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LoginInProgressWarning,
  isSessionInactive,
  logoutDestination,
  logoutReasonFor,
  mayStartTokenRefresh,
  readLogoutReason,
  refreshTokenProblem,
  shouldRenewToken,
  signInDestination,
  unauthorizedResponseAction,
} from './index.js';

const now = Date.UTC(2026, 10, 22, 1, 0, 0);

describe('token renewal', () => {
  it('renews within 60 seconds of expiry, not before', () => {
    expect(shouldRenewToken({ expiresAtMs: now + 61_000, nowMs: now })).toBe(false);
    expect(shouldRenewToken({ expiresAtMs: now + 60_000, nowMs: now })).toBe(true);
    expect(shouldRenewToken({ expiresAtMs: now + 1, nowMs: now })).toBe(true);
    expect(shouldRenewToken({ expiresAtMs: now - 5_000, nowMs: now })).toBe(true);
  });

  it('renews exactly when the remaining time is at most 60 s (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (remaining) => {
        expect(shouldRenewToken({ expiresAtMs: now + remaining, nowMs: now })).toBe(
          remaining <= 60_000,
        );
      }),
    );
  });
});

describe('inactivity', () => {
  it('ends the session when last activity plus token lifetime is past', () => {
    const lastActivityAtMs = now - 3_600_000;
    expect(isSessionInactive({ lastActivityAtMs, tokenLifetimeSeconds: 3600, nowMs: now })).toBe(
      false,
    );
    expect(isSessionInactive({ lastActivityAtMs, tokenLifetimeSeconds: 3599, nowMs: now })).toBe(
      true,
    );
    expect(
      isSessionInactive({ lastActivityAtMs: now, tokenLifetimeSeconds: 300, nowMs: now }),
    ).toBe(false);
  });
});

describe('refresh debounce', () => {
  it('lets the first refresh through and drops repeats within 5 s', () => {
    expect(mayStartTokenRefresh({ lastRefreshStartedAtMs: null, nowMs: now })).toBe(true);
    expect(mayStartTokenRefresh({ lastRefreshStartedAtMs: now - 4_999, nowMs: now })).toBe(false);
    expect(mayStartTokenRefresh({ lastRefreshStartedAtMs: now - 5_000, nowMs: now })).toBe(true);
  });
});

describe('logout', () => {
  it('maps what ended the session to the logout reasons', () => {
    expect(logoutReasonFor('user-logout')).toBe('user-request');
    expect(logoutReasonFor('session-expired')).toBe('session-timeout');
    expect(logoutReasonFor('inactivity')).toBe('session-timeout');
    expect(logoutReasonFor('refresh-failed')).toBe('session-timeout');
    expect(logoutReasonFor('unexpected-login-error')).toBe('login-flow-error');
    expect(logoutReasonFor('profile-not-found')).toBe('profile-missing');
  });

  it('returns home, with the reason unless the user asked', () => {
    expect(logoutDestination('user-request')).toBe('/');
    expect(logoutDestination('session-timeout')).toBe('/?logout-reason=session-timeout');
    expect(logoutDestination('profile-missing')).toBe('/?logout-reason=profile-missing');
  });

  it('reads the reason back from the home page query', () => {
    for (const reason of ['session-timeout', 'login-flow-error', 'profile-missing'] as const) {
      expect(readLogoutReason(logoutDestination(reason).slice(1))).toBe(reason);
    }
    expect(readLogoutReason('')).toBeUndefined();
    expect(readLogoutReason('?logout-reason=bored')).toBeUndefined();
  });
});

describe('sign-in landing', () => {
  it('finishes registration first, then the stored landing, else simple-orders', () => {
    expect(
      signInDestination({
        portalRegistrationCompleted: false,
        storedLanding: '/user-account#reports',
      }),
    ).toBe('/user-account#finalize-registration');
    expect(
      signInDestination({
        portalRegistrationCompleted: true,
        storedLanding: '/user-account#reports',
      }),
    ).toBe('/user-account#reports');
    expect(signInDestination({ portalRegistrationCompleted: true, storedLanding: ' ' })).toBe(
      '/user-account#simple-orders',
    );
    expect(signInDestination({ portalRegistrationCompleted: true })).toBe(
      '/user-account#simple-orders',
    );
  });
});

describe('unauthorized answers and token problems', () => {
  it('refreshes and retries once, then fails with "Authentication failed"', () => {
    expect(unauthorizedResponseAction(0)).toEqual({ action: 'refresh-and-retry' });
    expect(unauthorizedResponseAction(1)).toEqual({
      action: 'fail',
      message: 'Authentication failed',
    });
  });

  it('flags a refresh token without an expiry claim', () => {
    expect(refreshTokenProblem({ exp: 1_800_000_000 })).toBeUndefined();
    expect(refreshTokenProblem({})).toEqual({ dialog: 'auth-failed', kind: 'unknown-error' });
    expect(refreshTokenProblem({ exp: null })).toEqual({
      dialog: 'auth-failed',
      kind: 'unknown-error',
    });
    expect(refreshTokenProblem({ exp: Number.NaN })).toEqual({
      dialog: 'auth-failed',
      kind: 'unknown-error',
    });
  });

  it('warns about a login already in progress', () => {
    expect(LoginInProgressWarning).toBe('Another login operation is already in progress.');
  });
});
