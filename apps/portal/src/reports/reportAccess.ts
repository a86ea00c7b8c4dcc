// Who reads reports (docs/decisions/results-api.md): GDAA and GDFA of an approved account; Orders
// Only (GDOO) users read none, and the server refuses them too.
import type { ProfileAccount, UserProfile } from '@loci/contract';
import { isElevatedAccessType } from '@loci/domain';
import { approvedAccounts } from '../accounts/selectedAccount.ts';

/** The approved accounts whose reports the user reads. */
export function readableReportAccounts(profile: Pick<UserProfile, 'accounts'>): ProfileAccount[] {
  return approvedAccounts(profile).filter((account) =>
    isElevatedAccessType(account.accessTypeCode),
  );
}
