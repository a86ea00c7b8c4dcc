// The account the user works under: one of their approved accounts, remembered in the stored user.
import { useCallback, useSyncExternalStore } from 'react';
import type { ProfileAccount, UserProfile } from '@loci/contract';
import type { PortalStorage } from '../storage/portalStorage.ts';
import { usePortalServices } from '../app/PortalServicesContext.tsx';

export function approvedAccounts(profile: Pick<UserProfile, 'accounts'>): ProfileAccount[] {
  return profile.accounts.filter((account) => account.accessApproved);
}

/** The remembered account if it is still approved, else the first approved account, else null. */
export function selectedAccountOf(
  profile: UserProfile,
  remembered: string | null,
): ProfileAccount | null {
  const approved = approvedAccounts(profile);
  return approved.find((account) => account.accountNumber === remembered) ?? approved[0] ?? null;
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
  return [selectedAccountOf(profile, remembered), choose];
}
