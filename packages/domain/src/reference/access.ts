/** Account access types and role names (documents 1 and 3, section 6). */

export const AccessTypes = [
  { code: 'GDAA', meaning: 'Account Administrator', roleName: 'AccountAdministrator' },
  { code: 'GDFA', meaning: 'Full Account Access', roleName: 'FullAccountAccess' },
  { code: 'GDOO', meaning: 'Orders Only', roleName: 'OrdersOnly' },
] as const;

export type AccessTypeCode = (typeof AccessTypes)[number]['code'];
export type RoleName = (typeof AccessTypes)[number]['roleName'];

/** Access type codes by name: `AccessType.AccountAdministrator === 'GDAA'`. */
export const AccessType = {
  AccountAdministrator: 'GDAA',
  FullAccountAccess: 'GDFA',
  OrdersOnly: 'GDOO',
} as const satisfies Record<RoleName, AccessTypeCode>;

/** GDAA and GDFA form the elevated set. */
export const ElevatedAccessTypes = ['GDAA', 'GDFA'] as const satisfies readonly AccessTypeCode[];

export type ElevatedAccessTypeCode = (typeof ElevatedAccessTypes)[number];

/** The role names of the elevated set (used to fetch their active accounts). */
export const ElevatedRoleNames = [
  'AccountAdministrator',
  'FullAccountAccess',
] as const satisfies readonly RoleName[];

/** Whether a string is an access type code. */
export function isAccessTypeCode(value: string): value is AccessTypeCode {
  return AccessTypes.some((type) => type.code === value);
}

/** Whether an access type code belongs to the elevated set. */
export function isElevatedAccessType(value: string | null | undefined): boolean {
  return value != null && (ElevatedAccessTypes as readonly string[]).includes(value);
}

/**
 * Who reads an account's reports: its Account Administrators and Full Account Access users (the
 * elevated set). Orders Only users place orders but read no report, anywhere: not in the lists,
 * not by address, not named in an e-mail or a live event.
 */
export const ReportReaderAccessTypes: readonly ElevatedAccessTypeCode[] = ElevatedAccessTypes;

/** Whether a person with this access type on an account reads that account's reports. */
export function readsReports(accessType: string | null | undefined): boolean {
  return accessType != null && (ReportReaderAccessTypes as readonly string[]).includes(accessType);
}

/** The role name of an access type code; `undefined` for an unknown code. */
export function roleNameForAccessType(value: string): RoleName | undefined {
  return AccessTypes.find((type) => type.code === value)?.roleName;
}

/** The meaning of an access type code; `undefined` for an unknown code. */
export function accessTypeMeaning(value: string): string | undefined {
  return AccessTypes.find((type) => type.code === value)?.meaning;
}
