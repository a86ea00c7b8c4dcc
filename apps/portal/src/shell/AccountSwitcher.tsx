import { useId } from 'react';
import type { UserProfile } from '@loci/contract';
import { AccessTypes } from '@loci/domain';
import { useSelectedAccount, useWorkingAccounts } from '../accounts/selectedAccount.ts';
import * as styles from './ShellLayout.css.ts';

export function accessTypeMeaning(code: string): string {
  return AccessTypes.find((type) => type.code === code)?.meaning ?? code;
}

/** Chooses the account the user works under, among their approved (and, when elevated, active) accounts. */
export function AccountSwitcher({ profile }: { profile: UserProfile }) {
  const id = useId();
  const [selected, choose] = useSelectedAccount(profile);
  const accounts = useWorkingAccounts(profile);
  if (accounts.length === 0) return null;
  return (
    <span className={styles.accountSwitcher}>
      <label htmlFor={id}>Account</label>
      <select
        id={id}
        className={styles.accountSelect}
        value={selected?.accountNumber ?? ''}
        onChange={(event) => choose(event.target.value)}
      >
        {accounts.map((account) => (
          <option key={account.accountNumber} value={account.accountNumber}>
            {account.accountNumber} · {account.clientName} (
            {accessTypeMeaning(account.accessTypeCode)})
          </option>
        ))}
      </select>
    </span>
  );
}
