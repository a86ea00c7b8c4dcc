import { describe, expect, it } from 'vitest';
import {
  ContactMethod,
  NotificationChannel,
  NotificationSeverities,
  ReportShareModes,
  TransmissionProtocol,
} from './communication.js';
import { DateFormats } from './dateFormats.js';
import { LogoutReasons, isLogoutReason } from './session.js';
import { LocalStorageKeys } from './storage.js';
import { ReleasedBuild } from './release.js';

describe('communication values', () => {
  it('holds the payload values of the spec', () => {
    expect(NotificationChannel).toEqual({ Email: 1, Portal: 2, EmailAndPortal: 3 });
    expect(ContactMethod).toEqual({ Email: 1, Fax: 2 });
    expect(TransmissionProtocol).toEqual({ Email: 1, Fax: 2 });
    expect(NotificationSeverities).toEqual(['info', 'success', 'warn', 'error']);
    expect(ReportShareModes).toEqual(['E-mail', 'Fax']);
    expect(DateFormats).toEqual({
      date: 'MM/dd/yyyy',
      dateTimeWithoutZone: "yyyy-MM-dd'T'HH:mm:ss",
    });
  });
});

describe('session values', () => {
  it('knows the four logout reasons', () => {
    expect(LogoutReasons).toEqual([
      'user-request',
      'session-timeout',
      'login-flow-error',
      'profile-missing',
    ]);
    expect(isLogoutReason('session-timeout')).toBe(true);
    expect(isLogoutReason('timeout')).toBe(false);
    expect(isLogoutReason(null)).toBe(false);
  });

  it('keeps six distinct local-storage keys and names the released build', () => {
    expect(Object.keys(LocalStorageKeys)).toEqual([
      'appSettings',
      'cart',
      'favorites',
      'user',
      'lastActivityAt',
      'postLoginLanding',
    ]);
    expect(new Set(Object.values(LocalStorageKeys)).size).toBe(6);
    expect(ReleasedBuild).toBe('v6.13.0');
  });
});
