/** Patient-related enumerations (documents 1 and 3). */

/** Patient and subscriber genders. */
export const Genders = [
  { code: 'M', description: 'Male' },
  { code: 'F', description: 'Female' },
  { code: 'U', description: 'Unknown' },
] as const;

export type Gender = (typeof Genders)[number]['code'];

/** Kinds of entries in a patient's contact list. */
export const ContactTypes = [
  { code: 'C', description: 'Cell' },
  { code: 'H', description: 'Home' },
  { code: 'W', description: 'Work' },
  { code: 'F', description: 'Fax' },
  { code: 'E', description: 'Email' },
] as const;

export type ContactType = (typeof ContactTypes)[number]['code'];

/** A relative's relation to the proband (family history, trio and duo testing). */
export const FamilyRelations = [
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
] as const;

export type FamilyRelation = (typeof FamilyRelations)[number];

/** Whether a patient or relative shows symptoms. */
export const SymptomStates = ['Unknown', 'Symptomatic', 'Asymptomatic'] as const;

export type SymptomState = (typeof SymptomStates)[number];

/** The fields a patient search can order by. */
export const PatientSearchFields = [
  'PatientName',
  'PatientId',
  'Gender',
  'DateOfBirth',
  'Email',
  'AccountNumber',
] as const;

export type PatientSearchField = (typeof PatientSearchFields)[number];

/** Whether a patient has been invited to the patient portal for an order. */
export const PatientPortalInvitationStatuses = ['SENT', 'NOT_SENT'] as const;

export type PatientPortalInvitationStatus = (typeof PatientPortalInvitationStatuses)[number];

/** What a user reads for each invitation status (the call answers the codes SENT and NOT_SENT). */
export const PatientPortalInvitationStatusLabels = {
  SENT: 'Sent',
  NOT_SENT: 'Not sent',
} as const satisfies Record<PatientPortalInvitationStatus, string>;
