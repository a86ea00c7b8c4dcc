import { useId, useRef, useState } from 'react';
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
  // A closed select changes on every arrow key: walking the list by keyboard must not switch the
  // whole portal to each account on the way (WCAG 3.2.2). Such a change comes inside the key's own
  // keydown (the select's default action, before any timer); it waits for Enter or for leaving the
  // field, and Escape goes back. Any other change is a confirmed choice and switches at once: a
  // pointer's, or Enter in the opened list (Alt+ArrowDown; arrows on macOS), whose keys go to the
  // browser's popup and never reach the page.
  const [pending, setPending] = useState<string | null>(null);
  const inKeyDown = useRef(false);
  const commit = () => {
    if (pending !== null && pending !== selected?.accountNumber) choose(pending);
    setPending(null);
  };
  if (accounts.length === 0) return null;
  const shown = accounts.find((account) => account.accountNumber === pending) ?? selected;
  return (
    <span className={styles.accountSwitcher}>
      <label htmlFor={id}>Account</label>
      <span className={styles.accountChoice}>
        {/* What the closed select shows, free to wrap; the select itself is read by assistive technology. */}
        <span className={styles.accountChoiceText} aria-hidden="true">
          {shown ? accountSwitcherLabel(shown) : ''}
        </span>
        <span className={styles.accountChoiceChevron} aria-hidden="true">
          ▾
        </span>
        <select
          id={id}
          className={styles.accountSelect}
          value={pending ?? selected?.accountNumber ?? ''}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && pending !== null) {
              event.preventDefault();
              commit();
            } else if (event.key === 'Escape' && pending !== null) {
              // Handled here: the phone's menu around the switcher stays open.
              event.preventDefault();
              setPending(null);
            } else if (event.key !== 'Tab') {
              inKeyDown.current = true;
              setTimeout(() => {
                inKeyDown.current = false;
              }, 0);
            }
          }}
          onChange={(event) => {
            if (inKeyDown.current) setPending(event.target.value);
            else {
              setPending(null);
              choose(event.target.value);
            }
          }}
          onBlur={commit}
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
