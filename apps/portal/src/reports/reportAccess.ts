// Who reads reports (docs/decisions/results-api.md): the domain's report readers (GDAA, GDFA) of an
// approved account; Orders Only (GDOO) users read none, and the server refuses them too.
import type { ProfileAccount, UserProfile } from '@loci/contract';
import { readsReports } from '@loci/domain';
import { approvedAccounts } from '../accounts/selectedAccount.ts';

/** The approved accounts whose reports the user reads. */
export function readableReportAccounts(profile: Pick<UserProfile, 'accounts'>): ProfileAccount[] {
  return approvedAccounts(profile).filter((account) => readsReports(account.accessTypeCode));
}

/** The numbers of the accounts whose reports the user reads (none before the profile is in). */
export function readableReportAccountNumbers(
  profile: Pick<UserProfile, 'accounts'> | null | undefined,
): ReadonlySet<string> {
  return new Set(
    (profile ? readableReportAccounts(profile) : []).map((account) => account.accountNumber),
  );
}
