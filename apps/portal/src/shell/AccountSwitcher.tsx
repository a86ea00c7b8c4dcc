import { useId } from 'react';
import type { UserProfile } from '@loci/contract';
import { accessTypeMeaning as meaningInTable } from '@loci/domain';
import { useSelectedAccount, useWorkingAccounts } from '../accounts/selectedAccount.ts';
import * as styles from './ShellLayout.css.ts';

/** An access type's meaning in the domain's table; a code the table does not know, as it is. */
export function accessTypeMeaning(code: string): string {
  return meaningInTable(code) ?? code;
}

/** The switcher's text for an account: "1001 · Client name (Provider)". */
export const accountSwitcherLabel = (account: {
  accountNumber: string;
  clientName: string;
  accessTypeCode: string;
}) =>
  `${account.accountNumber} · ${account.clientName} (${accessTypeMeaning(account.accessTypeCode)})`;

/** Chooses the account the user works under, among their approved (and, when elevated, active) accounts. */
export function AccountSwitcher({ profile }: { profile: UserProfile }) {
  const id = useId();
  const [selected, choose] = useSelectedAccount(profile);
  const accounts = useWorkingAccounts(profile);
  if (accounts.length === 0) return null;
  return (
    <span className={styles.accountSwitcher}>
      <label htmlFor={id}>Account</label>
      <span className={styles.accountChoice}>
        {/* What the closed select shows, free to wrap; the select itself is read by assistive technology. */}
        <span className={styles.accountChoiceText} aria-hidden="true">
          {selected ? accountSwitcherLabel(selected) : ''}
        </span>
        <span className={styles.accountChoiceChevron} aria-hidden="true">
          ▾
        </span>
        <select
          id={id}
          className={styles.accountSelect}
          value={selected?.accountNumber ?? ''}
          onChange={(event) => choose(event.target.value)}
        >
          {accounts.map((account) => (
            <option key={account.accountNumber} value={account.accountNumber}>
              {accountSwitcherLabel(account)}
            </option>
          ))}
        </select>
      </span>
    </span>
  );
}
