import { describe, expect, it, vi } from 'vitest';
import {
  isInactive,
  isLogoutReason,
  isRenewalDue,
  leadingDebounce,
  logoutDestination,
  postLoginDestination,
} from './sessionRules.ts';

const approved = { accountNumber: '1001', accessApproved: true, accessTypeCode: 'GDAA' };
const registered = { portalRegistrationCompleted: true, accounts: [approved] };

describe('session rules', () => {
  it('renews a token within 60 s of expiry', () => {
    const now = 1_000_000_000;
    expect(isRenewalDue(now / 1000 + 61, 3600, now)).toBe(false);
    expect(isRenewalDue(now / 1000 + 60, 3600, now)).toBe(true);
    expect(isRenewalDue(now / 1000 - 5, 3600, now)).toBe(true);
  });

  it('renews a short-lived token at half its lifetime', () => {
    const now = 1_000_000_000;
    expect(isRenewalDue(now / 1000 + 20, 20, now)).toBe(false);
    expect(isRenewalDue(now / 1000 + 11, 20, now)).toBe(false);
    expect(isRenewalDue(now / 1000 + 10, 20, now)).toBe(true);
  });

  it('ends a session when last activity plus the token lifetime is past', () => {
    expect(isInactive(0, 300, 300_000)).toBe(false);
    expect(isInactive(0, 300, 300_001)).toBe(true);
  });

  it('returns home with the reason unless the user asked', () => {
    expect(logoutDestination('user-request')).toBe('/');
    expect(logoutDestination('session-timeout')).toBe('/?logout-reason=session-timeout');
    expect(logoutDestination('profile-missing')).toBe('/?logout-reason=profile-missing');
  });

  it('recognises the four logout reasons only', () => {
    expect(isLogoutReason('login-flow-error')).toBe(true);
    expect(isLogoutReason('bored')).toBe(false);
    expect(isLogoutReason(null)).toBe(false);
  });

  it('uses a stored landing address once registration is complete', () => {
    expect(postLoginDestination(registered, '/user-account#patients/7')).toBe(
      '/user-account#patients/7',
    );
    expect(
      postLoginDestination(
        { ...registered, portalRegistrationCompleted: false },
        '/user-account#patients/7',
      ),
    ).toBe('/user-account#finalize-registration');
  });

  it('sends an unregistered user to finalize registration', () => {
    expect(postLoginDestination({ ...registered, portalRegistrationCompleted: false }, null)).toBe(
      '/user-account#finalize-registration',
    );
  });

  it('sends a user without an approved account to no-access', () => {
    expect(postLoginDestination({ ...registered, accounts: [] }, null)).toBe(
      '/user-account#no-access',
    );
    expect(
      postLoginDestination(
        { ...registered, accounts: [{ ...approved, accessApproved: false }] },
        null,
      ),
    ).toBe('/user-account#no-access');
  });

  it('otherwise lands on the order list', () => {
    expect(postLoginDestination(registered, null)).toBe('/user-account#simple-orders');
  });

  it('debounces on the leading edge: calls within the wait share the first run', async () => {
    let time = 0;
    const run = vi.fn(async () => time);
    const debounced = leadingDebounce(run, () => time);
    const first = debounced();
    time = 4999;
    expect(debounced()).toBe(first);
    expect(run).toHaveBeenCalledTimes(1);
    time = 5000;
    await expect(debounced()).resolves.toBe(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
