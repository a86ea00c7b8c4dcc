// Account scoping, in one place for every feature: only approved access counts, an account the
// caller cannot see answers 404 (never its data, never whether it exists), and approved access
// with a role the call does not allow answers 403 (docs/decisions/role-matrix.md).
import { AccessTypes, ElevatedAccessTypes, approvedAccounts } from '@loci/domain';
import { problems } from '../http/http-problem.js';
import type { AccessTypeCode, Caller, CallerAccountAccess, ProfileCaller } from './caller.js';

/** Every access type: the roles of a call any approved account may make. */
export const allAccessTypes: readonly AccessTypeCode[] = AccessTypes.map((type) => type.code);
/** GDAA and GDFA (the domain's elevated set): the roles of the calls Orders Only may not make. */
export const elevatedAccessTypes: readonly AccessTypeCode[] = ElevatedAccessTypes;

/** The caller's approved access records, optionally only those of the given roles. */
export function approvedAccess(
  caller: Caller,
  roles: readonly AccessTypeCode[] = allAccessTypes,
): CallerAccountAccess[] {
  return approvedAccounts(caller.access).filter((access) => roles.includes(access.accessTypeCode));
}

/** The account ids of access records, each once (for `where account_id in (...)` scoping). */
export function accountIdsOf(accesses: readonly CallerAccountAccess[]): number[] {
  return [...new Set(accesses.map((access) => access.accountId))];
}

/** Account ids the caller may act under with one of the roles. */
export function approvedAccountIds(
  caller: Caller,
  roles: readonly AccessTypeCode[] = allAccessTypes,
): number[] {
  return accountIdsOf(approvedAccess(caller, roles));
}

/**
 * A row looked up within the caller's approved accounts of the roles (`where account_id in
 * (...)`); undefined without asking the database when there are none (`in ()` is not valid SQL).
 */
export async function findInApprovedAccounts<Row>(
  caller: Caller,
  find: (accountIds: number[]) => Promise<Row | undefined>,
  roles: readonly AccessTypeCode[] = allAccessTypes,
): Promise<Row | undefined> {
  const accountIds = approvedAccountIds(caller, roles);
  return accountIds.length === 0 ? undefined : find(accountIds);
}

/**
 * The caller's approved access among the accounts a request names; every approved account when
 * it names none (`undefined`). An account the caller cannot see is left out, never refused.
 */
export function approvedAccessAmong(
  caller: Caller,
  roles: readonly AccessTypeCode[],
  accountNumbers: readonly string[] | undefined,
): CallerAccountAccess[] {
  const accesses = approvedAccess(caller, roles);
  if (accountNumbers === undefined) return accesses;
  const requested = new Set(accountNumbers);
  return accesses.filter((access) => requested.has(access.accountNumber));
}

/** The caller's approved access to the named accounts that are active. */
export function activeApprovedAccess(
  caller: Caller,
  roles: readonly AccessTypeCode[],
  accountNumbers: readonly string[],
): CallerAccountAccess[] {
  return approvedAccessAmong(caller, roles, accountNumbers).filter((access) => access.isActive);
}

/**
 * The caller's approved access to one account. No approved access to it answers 404; approved
 * access with a role the call does not allow answers 403.
 */
export function requireAccount(
  caller: Caller,
  accountNumber: string,
  roles: readonly AccessTypeCode[] = allAccessTypes,
): CallerAccountAccess {
  const access = approvedAccounts(caller.access).find(
    (candidate) => candidate.accountNumber === accountNumber,
  );
  if (!access) throw problems.notFound('Account not found');
  if (!roles.includes(access.accessTypeCode)) throw problems.forbidden();
  return access;
}

/**
 * The one account a request names (refused as `requireAccount` refuses), or every approved
 * account of the roles when it names none.
 */
export function requireAccountOrAll(
  caller: Caller,
  roles: readonly AccessTypeCode[],
  accountNumber: string | undefined,
): CallerAccountAccess[] {
  return accountNumber
    ? [requireAccount(caller, accountNumber, roles)]
    : approvedAccess(caller, roles);
}

/** The roles every one of a set of rules allows (e.g. each change of an order change set). */
export function rolesAllowedByAll(
  allowedRoles: readonly (readonly AccessTypeCode[] | undefined)[],
): AccessTypeCode[] {
  return allAccessTypes.filter((role) => allowedRoles.every((roles) => roles?.includes(role)));
}

/** Narrows a caller to one with a profile; 404 (as the profile call) when there is none. */
export function requireProfile(caller: Caller): ProfileCaller {
  if (!caller.profile) throw problems.notFound('No profile for the signed-in user');
  return caller as ProfileCaller;
}
