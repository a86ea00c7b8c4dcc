// The account the user works under: one of their approved accounts, remembered in the stored user.
import { useCallback, useSyncExternalStore } from 'react';
import { searchActiveAccounts, type ProfileAccount, type UserProfile } from '@loci/contract';
import { activeElevatedAccounts, elevatedAccountNumbers, isElevatedAccessType } from '@loci/domain';
import type { PortalStorage } from '../storage/portalStorage.ts';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useCall } from '../api/callHooks.tsx';

/** How the portal names an account wherever one is chosen or shown: "1001 (Client name)". */
export const accountLabel = (account: Pick<ProfileAccount, 'accountNumber' | 'clientName'>) =>
  `${account.accountNumber} (${account.clientName})`;

/**
 * The accounts as a Select's options: the account number chosen, the account named. (Beside the
 * account choice, which every signed-in screen loads: a module of its own would be one more chunk.)
 */
export const accountOptions = (
  accounts: ReadonlyArray<Pick<ProfileAccount, 'accountNumber' | 'clientName'>>,
) => accounts.map((account) => ({ value: account.accountNumber, label: accountLabel(account) }));

export function approvedAccounts(profile: Pick<UserProfile, 'accounts'>): ProfileAccount[] {
  return profile.accounts.filter((account) => account.accessApproved);
}

/**
 * The accounts the user can work under (document 1 section 6): of the elevated ones (GDAA, GDFA)
 * only those the server reports active, sorted by client name, then the other approved accounts.
 * Without the server's answer (`null`: not yet, or it failed) the approved accounts; the server
 * still refuses any call on an account it no longer serves.
 */
export function workingAccounts(
  profile: Pick<UserProfile, 'accounts'>,
  activeAccountNumbers: readonly string[] | null,
): ProfileAccount[] {
  const approved = approvedAccounts(profile);
  if (activeAccountNumbers === null) return approved;
  const elevated = activeElevatedAccounts(approved, activeAccountNumbers);
  const kept = new Set(elevated.map((account) => account.accountNumber));
  const others = approved.filter(
    (account) => !isElevatedAccessType(account.accessTypeCode) && !kept.has(account.accountNumber),
  );
  return [...elevated, ...others];
}

/**
 * The user's elevated accounts the server reports active (GET
 * /references/accounts/searchActive/{accountNumbers}); null until it answers or when it fails.
 */
export function useActiveAccountNumbers(
  profile: Pick<UserProfile, 'accounts'>,
): readonly string[] | null {
  const numbers = elevatedAccountNumbers(profile.accounts).join(',');
  const parts = numbers === '' ? null : { params: { accountNumbers: numbers } };
  const { data } = useCall(searchActiveAccounts, parts, {
    revalidateOnFocus: false,
    // The approved accounts stay usable; the server guards every call on its own.
    handled: () => true,
  });
  if (numbers === '') return [];
  return data ? data.map((account) => account.cmid) : null;
}

/** The accounts the user can work under, as the server reports them active. */
export function useWorkingAccounts(profile: Pick<UserProfile, 'accounts'>): ProfileAccount[] {
  return workingAccounts(profile, useActiveAccountNumbers(profile));
}

/** The remembered account if the user can still work under it, else the first such, else null. */
export function selectedAccountOf(
  profile: Pick<UserProfile, 'accounts'>,
  remembered: string | null,
  accounts: readonly ProfileAccount[] = approvedAccounts(profile),
): ProfileAccount | null {
  return accounts.find((account) => account.accountNumber === remembered) ?? accounts[0] ?? null;
}

/** Keeps the signed-in user's profile summary and chosen account in local storage ("user"). */
export function rememberUser(
  storage: PortalStorage,
  profile: UserProfile,
  selectedAccountNumber?: string | null,
) {
  const previous = storage.read('user');
  const sameUser = previous?.loginEmailAddress === profile.loginEmailAddress;
  const wanted = selectedAccountNumber ?? (sameUser ? previous.selectedAccountNumber : null);
  storage.write('user', {
    loginEmailAddress: profile.loginEmailAddress,
    firstName: profile.firstName,
    lastName: profile.lastName,
    portalRegistrationCompleted: profile.portalRegistrationCompleted,
    accounts: profile.accounts,
    selectedAccountNumber: selectedAccountOf(profile, wanted)?.accountNumber ?? null,
  });
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The chosen account and a way to choose another. */
export function useSelectedAccount(
  profile: UserProfile,
): [ProfileAccount | null, (accountNumber: string) => void] {
  const { storage } = usePortalServices();
  const accounts = useWorkingAccounts(profile);
  const remembered = useSyncExternalStore(
    subscribe,
    () => storage.read('user')?.selectedAccountNumber ?? null,
    () => null,
  );
  const choose = useCallback(
    (accountNumber: string) => {
      rememberUser(storage, profile, accountNumber);
      listeners.forEach((listener) => listener());
    },
    [storage, profile],
  );
  return [selectedAccountOf(profile, remembered, accounts), choose];
}
