import { beforeEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '@loci/contract';
import { createPortalStorage } from '../storage/portalStorage.ts';
import { approvedAccounts, rememberUser, selectedAccountOf } from './selectedAccount.ts';
import { demoProfile } from '../testing/demoProfile.ts';

const profile: UserProfile = demoProfile({
  accounts: [
    {
      accountNumber: '1003',
      accessApproved: false,
      accessTypeCode: 'GDOO',
      clientName: 'Lakeside Clinic',
    },
    {
      accountNumber: '1001',
      accessApproved: true,
      accessTypeCode: 'GDAA',
      clientName: 'Harbor Genetics',
    },
    {
      accountNumber: '1002',
      accessApproved: true,
      accessTypeCode: 'GDFA',
      clientName: 'Northside Pediatrics',
    },
  ],
});

describe('selected account', () => {
  beforeEach(() => localStorage.clear());

  it('offers approved accounts only', () => {
    expect(approvedAccounts(profile).map((account) => account.accountNumber)).toEqual([
      '1001',
      '1002',
    ]);
  });

  it('keeps a remembered approved account and falls back to the first approved one', () => {
    expect(selectedAccountOf(profile, '1002')?.accountNumber).toBe('1002');
    expect(selectedAccountOf(profile, '1003')?.accountNumber).toBe('1001');
    expect(selectedAccountOf(profile, null)?.accountNumber).toBe('1001');
    expect(selectedAccountOf({ ...profile, accounts: [] }, null)).toBeNull();
  });

  it('remembers the user and their choice, and forgets the choice of another user', () => {
    const storage = createPortalStorage(localStorage);
    rememberUser(storage, profile, '1002');
    expect(storage.read('user')?.selectedAccountNumber).toBe('1002');
    rememberUser(storage, profile);
    expect(storage.read('user')?.selectedAccountNumber).toBe('1002');
    rememberUser(storage, { ...profile, loginEmailAddress: 'sam.staff@loci.test' });
    expect(storage.read('user')?.selectedAccountNumber).toBe('1001');
  });
});
