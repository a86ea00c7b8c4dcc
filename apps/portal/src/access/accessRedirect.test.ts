import { describe, expect, it } from 'vitest';
import { accessRedirect } from './accessRedirect.ts';

const approved = { accountNumber: '1001', accessApproved: true, accessTypeCode: 'GDAA' };

describe('access redirect', () => {
  it('keeps an unregistered user on finalize-registration', () => {
    const profile = { portalRegistrationCompleted: false, accounts: [approved] };
    expect(accessRedirect(profile, 'other')).toBe('/user-account#finalize-registration');
    expect(accessRedirect(profile, 'profile')).toBe('/user-account#finalize-registration');
    expect(accessRedirect(profile, 'finalize-registration')).toBeNull();
  });

  it('sends a registered user away from finalize-registration to the landing', () => {
    expect(
      accessRedirect(
        { portalRegistrationCompleted: true, accounts: [approved] },
        'finalize-registration',
      ),
    ).toBe('/user-account#simple-orders');
  });

  it('limits a user without an approved account to no-access and the profile', () => {
    const profile = {
      portalRegistrationCompleted: true,
      accounts: [{ ...approved, accessApproved: false }],
    };
    expect(accessRedirect(profile, 'other')).toBe('/user-account#no-access');
    expect(accessRedirect(profile, 'no-access')).toBeNull();
    expect(accessRedirect(profile, 'profile')).toBeNull();
  });

  it('lets a registered user with an approved account go anywhere', () => {
    expect(
      accessRedirect({ portalRegistrationCompleted: true, accounts: [approved] }, 'other'),
    ).toBeNull();
  });
});
