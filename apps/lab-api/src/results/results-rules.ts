// Who may read reports (docs/decisions/results-api.md): Account Administrators and Full Account
// Access users of the report's account. Orders Only users (GDOO) place orders but get no report
// data anywhere: for them, as for other accounts' users, a report does not exist (404).
import { ReportReaderAccessTypes } from '@loci/domain';
import { approvedAccess } from '../accounts/account-scope.js';
import type { AccessTypeCode, Caller } from '../accounts/caller.js';

/** The domain's report readers, as the roles a call's access names. */
export const reportReaderRoles: readonly AccessTypeCode[] = ReportReaderAccessTypes;

/** The account ids whose reports the caller may read (optionally only the named accounts). */
export function reportAccountIds(caller: Caller, accountNumbers: readonly string[] = []): number[] {
  const wanted = new Set(accountNumbers);
  return approvedAccess(caller, reportReaderRoles)
    .filter((access) => wanted.size === 0 || wanted.has(access.accountNumber))
    .map((access) => access.accountId);
}

/** Whether the caller may read the reports of an account. */
export function canReadReportsOf(caller: Caller, accountId: number): boolean {
  return reportAccountIds(caller).includes(accountId);
}
