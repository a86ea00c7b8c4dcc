import { beforeEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '@loci/contract';
import { createPortalStorage } from '../storage/portalStorage.ts';
import {
  approvedAccounts,
  rememberUser,
  selectedAccountOf,
  workingAccounts,
} from './selectedAccount.ts';
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

describe('working accounts (elevated roles keep only active accounts)', () => {
  const elevated: UserProfile = demoProfile({
    accounts: [
      { accountNumber: '1004', accessApproved: true, accessTypeCode: 'GDOO', clientName: 'Alder' },
      { accountNumber: '1001', accessApproved: true, accessTypeCode: 'GDAA', clientName: 'Zephyr' },
      { accountNumber: '1002', accessApproved: true, accessTypeCode: 'GDFA', clientName: 'Birch' },
      { accountNumber: '1005', accessApproved: true, accessTypeCode: 'GDFA', clientName: 'Cedar' },
      { accountNumber: '1003', accessApproved: false, accessTypeCode: 'GDAA', clientName: 'Ash' },
    ],
  });

  it('keeps the active elevated accounts sorted by client name, then the other approved ones', () => {
    expect(
      workingAccounts(elevated, ['1001', '1002']).map((account) => account.accountNumber),
    ).toEqual(['1002', '1001', '1004']);
  });

  it('offers every approved account until the server has answered', () => {
    expect(workingAccounts(elevated, null).map((account) => account.accountNumber)).toEqual([
      '1004',
      '1001',
      '1002',
      '1005',
    ]);
  });

  it('falls back from a remembered account the server no longer reports active', () => {
    const accounts = workingAccounts(elevated, ['1002']);
    expect(selectedAccountOf(elevated, '1005', accounts)?.accountNumber).toBe('1002');
  });
});
