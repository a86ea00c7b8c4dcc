import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeElevatedAccounts,
  approvedAccounts,
  elevatedAccountNumbers,
  heldRoles,
  holdsElevatedRole,
  holdsRole,
  mainRole,
  type UserAccount,
} from './index.js';

// dr.ada@loci.test's accounts in the demo data.
const ada: UserAccount[] = [
  {
    accountNumber: 1001,
    accessApproved: true,
    accessTypeCode: 'GDAA',
    clientName: 'Northside Clinic',
  },
  {
    accountNumber: 1002,
    accessApproved: true,
    accessTypeCode: 'GDFA',
    clientName: 'Acme Genetics',
  },
  { accountNumber: 1003, accessApproved: false, accessTypeCode: 'GDOO', clientName: 'Bayview' },
];

describe('approved accounts', () => {
  it('counts only accounts with accessApproved true', () => {
    expect(approvedAccounts(ada).map((a) => a.accountNumber)).toEqual([1001, 1002]);
    expect(
      approvedAccounts([{ accountNumber: 1, accessApproved: null, accessTypeCode: 'GDAA' }]),
    ).toEqual([]);
  });

  it('holds a role only through an approved account carrying it', () => {
    expect(holdsRole(ada, 'GDAA')).toBe(true);
    expect(holdsRole(ada, 'GDFA')).toBe(true);
    expect(holdsRole(ada, 'GDOO')).toBe(false);
    expect(heldRoles(ada)).toEqual(['GDAA', 'GDFA']);
    expect(holdsElevatedRole(ada)).toBe(true);
    expect(
      holdsElevatedRole([{ accountNumber: 1001, accessApproved: true, accessTypeCode: 'GDOO' }]),
    ).toBe(false);
  });
});

describe('main role', () => {
  it('takes the first held role of GDAA > GDFA > GDOO', () => {
    expect(mainRole(ada)).toEqual({ ok: true, role: 'GDAA' });
    expect(mainRole(ada.slice(1))).toEqual({ ok: true, role: 'GDFA' });
    expect(
      mainRole([{ accountNumber: 1001, accessApproved: true, accessTypeCode: 'GDOO' }]),
    ).toEqual({
      ok: true,
      role: 'GDOO',
    });
  });

  it('refuses a user without an approved account', () => {
    const refused = {
      ok: false,
      reason: 'no-account',
      message: 'No account found for current user',
    };
    expect(mainRole([])).toEqual(refused);
    expect(mainRole(ada.slice(2))).toEqual(refused);
    expect(mainRole([{ accountNumber: 9, accessApproved: true, accessTypeCode: 'XXXX' }])).toEqual(
      refused,
    );
  });

  it('is always a held role, and the highest one (property)', () => {
    const account = fc.record({
      accountNumber: fc.integer({ min: 1, max: 5 }),
      accessApproved: fc.constantFrom(true, false, null),
      accessTypeCode: fc.constantFrom('GDAA', 'GDFA', 'GDOO', 'XXXX', null),
    });
    fc.assert(
      fc.property(fc.array(account, { maxLength: 6 }), (accounts) => {
        const result = mainRole(accounts);
        const held = heldRoles(accounts);
        if (result.ok) {
          expect(holdsRole(accounts, result.role)).toBe(true);
          expect(held[0]).toBe(result.role);
        } else {
          expect(held).toEqual([]);
        }
      }),
    );
  });
});

describe('active accounts for the elevated roles', () => {
  const accounts: UserAccount[] = [
    ...ada,
    {
      accountNumber: '1004',
      accessApproved: true,
      accessTypeCode: 'GDFA',
      clientName: 'acme genetics',
    },
    { accountNumber: 1005, accessApproved: true, accessTypeCode: 'GDOO', clientName: 'Aardvark' },
    { accountNumber: 1006, accessApproved: true, accessTypeCode: 'GDAA', clientName: null },
    {
      accountNumber: 1001,
      accessApproved: true,
      accessTypeCode: 'GDFA',
      clientName: 'Northside Clinic',
    },
    { accountNumber: 1007, accessApproved: false, accessTypeCode: 'GDAA', clientName: 'Zed' },
  ];

  it('asks about approved GDAA/GDFA accounts, each once', () => {
    expect(elevatedAccountNumbers(accounts)).toEqual(['1001', '1002', '1004', '1006']);
  });

  it('keeps those the server reports active, sorted by client name', () => {
    const active = activeElevatedAccounts(accounts, ['1001', 1002, 1004, 1005, 1006, 1007]);
    expect(active.map((a) => a.accountNumber)).toEqual([1006, 1002, '1004', 1001]);
    expect(activeElevatedAccounts(accounts, [1001]).map((a) => a.accountNumber)).toEqual([1001]);
    expect(activeElevatedAccounts(accounts, [])).toEqual([]);
  });
});
