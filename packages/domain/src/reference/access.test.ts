import { describe, expect, it } from 'vitest';
import {
  AccessType,
  ElevatedAccessTypes,
  ElevatedRoleNames,
  accessTypeMeaning,
  isAccessTypeCode,
  isElevatedAccessType,
  readsReports,
  roleNameForAccessType,
} from './access.js';

describe('access types', () => {
  it('gives each code its meaning and role name', () => {
    expect(accessTypeMeaning('GDAA')).toBe('Account Administrator');
    expect(accessTypeMeaning('GDFA')).toBe('Full Account Access');
    expect(accessTypeMeaning('GDOO')).toBe('Orders Only');
    expect(accessTypeMeaning('GDXX')).toBeUndefined();
    expect(roleNameForAccessType('GDAA')).toBe('AccountAdministrator');
    expect(roleNameForAccessType('GDFA')).toBe('FullAccountAccess');
    expect(roleNameForAccessType('gdaa')).toBeUndefined();
    expect(AccessType.OrdersOnly).toBe('GDOO');
  });

  it('lets Account Administrators and Full Account Access users read reports, not Orders Only', () => {
    expect(readsReports('GDAA')).toBe(true);
    expect(readsReports('GDFA')).toBe(true);
    expect(readsReports('GDOO')).toBe(false);
    expect(readsReports('gdaa')).toBe(false);
    expect(readsReports(null)).toBe(false);
    expect(readsReports(undefined)).toBe(false);
  });

  it('forms the elevated set from GDAA and GDFA', () => {
    expect(ElevatedAccessTypes).toEqual(['GDAA', 'GDFA']);
    expect(ElevatedRoleNames).toEqual(['AccountAdministrator', 'FullAccountAccess']);
    expect(isElevatedAccessType('GDAA')).toBe(true);
    expect(isElevatedAccessType('GDFA')).toBe(true);
    expect(isElevatedAccessType('GDOO')).toBe(false);
    expect(isElevatedAccessType(null)).toBe(false);
  });

  it('recognises access type codes', () => {
    expect(isAccessTypeCode('GDOO')).toBe(true);
    expect(isAccessTypeCode('ADMIN')).toBe(false);
  });
});
