/**
 * The names of the reference lists of document 3 section 3, apart from their contents
 * (referenceLists.ts): the contract's answer schema needs only the names, and every signed-in
 * screen of the portal loads that schema (issue 18).
 */
export const ReferenceListNames = [
  'orderStatus',
  'billTypes',
  'employmentStatus',
  'fastings',
  'genders',
  'languages',
  'maritalStatus',
  'patientStatus',
  'patientEthnics',
  'patientRaces',
  'phoneTypes',
  'priorities',
  'relations',
  'copytoSendTypes',
  'documentCategories',
  'fileTypes',
  'orderTypes',
  'contactNotificationType',
  'contactType',
  'userType',
  'resultStatus',
  'transmissionProtocols',
  'requisitionPatientEthnicities',
] as const;

export type ReferenceListName = (typeof ReferenceListNames)[number];
