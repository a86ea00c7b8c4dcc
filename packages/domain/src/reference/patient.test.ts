import { describe, expect, it } from 'vitest';
import {
  ContactTypes,
  FamilyRelations,
  Genders,
  PatientPortalInvitationStatuses,
  PatientPortalInvitationStatusLabels,
  PatientSearchFields,
  SymptomStates,
} from './patient.js';

describe('patient enumerations', () => {
  it('holds the values of the spec', () => {
    expect(Genders).toEqual([
      { code: 'M', description: 'Male' },
      { code: 'F', description: 'Female' },
      { code: 'U', description: 'Unknown' },
    ]);
    expect(ContactTypes.map((type) => type.code)).toEqual(['C', 'H', 'W', 'F', 'E']);
    expect(FamilyRelations).toEqual([
      'Father',
      'Mother',
      'Other',
      'Sibling',
      'Child',
      'Grandmother',
      'Grandfather',
      'Aunt',
      'Uncle',
      'Cousin',
    ]);
    expect(SymptomStates).toEqual(['Unknown', 'Symptomatic', 'Asymptomatic']);
    expect(PatientSearchFields).toEqual([
      'PatientName',
      'PatientId',
      'Gender',
      'DateOfBirth',
      'Email',
      'AccountNumber',
    ]);
    expect(PatientPortalInvitationStatuses).toEqual(['SENT', 'NOT_SENT']);
  });

  it('labels every patient-portal invitation status for the reader', () => {
    expect(
      PatientPortalInvitationStatuses.map((status) => PatientPortalInvitationStatusLabels[status]),
    ).toEqual(['Sent', 'Not sent']);
  });
});
