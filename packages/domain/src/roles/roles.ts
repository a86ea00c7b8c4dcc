/**
 * Roles from the user's accounts (document 1 section 6): only approved accounts count, the main
 * role by priority (see docs/decisions/role-priority.md), and the elevated roles' active accounts.
 */
import {
  ElevatedAccessTypes,
  isElevatedAccessType,
  type AccessTypeCode,
} from '../reference/access.js';

/** An account of the user profile. */
export interface UserAccount {
  readonly accountNumber: string | number;
  readonly accessApproved: boolean | null;
  readonly accessTypeCode: string | null;
  readonly clientName?: string | null;
}

/** The main role is the first of these the user holds. */
export const RolePriority = ['GDAA', 'GDFA', 'GDOO'] as const satisfies readonly AccessTypeCode[];

export const NoAccountMessage = 'No account found for current user';

export type MainRoleResult =
  | { readonly ok: true; readonly role: AccessTypeCode }
  | { readonly ok: false; readonly reason: 'no-account'; readonly message: string };

/** Only accounts with accessApproved true count. */
export function approvedAccounts<A extends UserAccount>(accounts: readonly A[]): A[] {
  return accounts.filter((account) => account.accessApproved === true);
}

/** A user holds a role when an approved account carries that access type. */
export function holdsRole(accounts: readonly UserAccount[], accessType: AccessTypeCode): boolean {
  return approvedAccounts(accounts).some((account) => account.accessTypeCode === accessType);
}

/** Every role the user holds, in priority order. */
export function heldRoles(accounts: readonly UserAccount[]): AccessTypeCode[] {
  return RolePriority.filter((role) => holdsRole(accounts, role));
}

/** Whether the user holds one of the elevated roles (GDAA, GDFA). */
export function holdsElevatedRole(accounts: readonly UserAccount[]): boolean {
  return ElevatedAccessTypes.some((role) => holdsRole(accounts, role));
}

/**
 * The user's main role: the first role in the priority list the user holds. A user without an
 * approved account carrying a known access type is refused.
 */
export function mainRole(accounts: readonly UserAccount[]): MainRoleResult {
  const [role] = heldRoles(accounts);
  return role === undefined
    ? { ok: false, reason: 'no-account', message: NoAccountMessage }
    : { ok: true, role };
}

function isElevatedAccount(account: UserAccount): boolean {
  return isElevatedAccessType(account.accessTypeCode);
}

/**
 * The account numbers whose active state is fetched for the elevated roles (approved GDAA and
 * GDFA accounts, each once, in the order of the profile).
 */
export function elevatedAccountNumbers(accounts: readonly UserAccount[]): string[] {
  const numbers = approvedAccounts(accounts)
    .filter(isElevatedAccount)
    .map((account) => String(account.accountNumber));
  return [...new Set(numbers)];
}

/**
 * The active accounts for the elevated roles: the approved GDAA/GDFA accounts the server reports
 * active, each account once, sorted by client name (then account number).
 */
export function activeElevatedAccounts<A extends UserAccount>(
  accounts: readonly A[],
  activeAccountNumbers: Iterable<string | number>,
): A[] {
  const active = new Set([...activeAccountNumbers].map(String));
  const seen = new Set<string>();
  const kept = approvedAccounts(accounts).filter((account) => {
    const number = String(account.accountNumber);
    if (!isElevatedAccount(account) || !active.has(number) || seen.has(number)) return false;
    seen.add(number);
    return true;
  });
  const clientName = (account: UserAccount): string => account.clientName ?? '';
  return kept.sort(
    (a, b) =>
      clientNameOrder.compare(clientName(a), clientName(b)) ||
      accountNumberOrder.compare(String(a.accountNumber), String(b.accountNumber)),
  );
}

// One collator each, made once: `localeCompare` with options builds a new one on every comparison
// (~0.4 ms a sort of a dozen accounts; the shell sorts them on every render that reads them).
const clientNameOrder = new Intl.Collator('en', { sensitivity: 'base' });
const accountNumberOrder = new Intl.Collator('en', { numeric: true });
