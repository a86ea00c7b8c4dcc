/**
 * Prior-authorization case statuses 0–37 and their display labels (document 3 section 4).
 * The numbers the spec states are kept; the others are designed in
 * docs/decisions/prior-auth-case-statuses.md.
 */
import { valuesByName } from './tables.js';

export const PriorAuthCaseStatuses = [
  { value: 0, name: 'CaseFinalized', label: 'Case Finalized' },
  { value: 1, name: 'CaseNotFinalized', label: 'Case Not Finalized' },
  { value: 2, name: 'NotBeacon', label: 'Not Beacon' },
  { value: 3, name: 'BeaconError', label: 'Error' },
  { value: 4, name: 'FileNotFound', label: 'File Not Found' },
  { value: 5, name: 'Approved', label: 'Approved' },
  { value: 6, name: 'Pending', label: 'Pending' },
  { value: 7, name: 'Denied', label: 'Denied' },
  { value: 8, name: 'Submitted', label: 'Submitted' },
  { value: 9, name: 'MessageSent', label: 'Submitted' },
  { value: 10, name: 'Rerouted', label: 'Submitted' },
  { value: 11, name: 'ActionRequired', label: 'Action Required/Information Needed' },
  { value: 12, name: 'RequestReceived', label: 'Review In Progress' },
  { value: 13, name: 'ReviewInProgress', label: 'Review In Progress' },
  { value: 14, name: 'PendingPredetermination', label: 'Review In Progress' },
  { value: 15, name: 'PendingUpdate', label: 'Review In Progress' },
  { value: 16, name: 'CaseApproved', label: 'Approved' },
  { value: 17, name: 'PendingConfirmation', label: 'Pending Confirmation' },
  { value: 18, name: 'ApprovedLetter', label: 'Approved' },
  { value: 19, name: 'ApprovedAwaitingSrn', label: 'Approved' },
  { value: 20, name: 'PartiallyApproved', label: 'Partially Approved' },
  { value: 21, name: 'PartiallyApprovedLetter', label: 'Partially Approved' },
  { value: 22, name: 'PartiallyApprovedAwaitingSrn', label: 'Partially Approved' },
  { value: 23, name: 'CaseDenied', label: 'Denied' },
  { value: 24, name: 'DeniedLetter', label: 'Denied' },
  { value: 25, name: 'NonCoveredService', label: 'Denied' },
  { value: 26, name: 'AppealApproved', label: 'Appeal Approved' },
  { value: 27, name: 'AppealDenied', label: 'Appeal Denied' },
  { value: 28, name: 'Canceled', label: 'Canceled' },
  { value: 29, name: 'PaNotRequired', label: 'PA Not Required' },
  { value: 30, name: 'PatientNotEligible', label: 'Patient Not Eligible' },
  { value: 31, name: 'Reconsideration', label: 'Reconsideration' },
  { value: 32, name: 'AuthorizationNotRequired', label: 'Authorization Not Required' },
  { value: 33, name: 'Withdrawn', label: 'Withdrawn' },
  { value: 34, name: 'Expired', label: 'Expired' },
  { value: 35, name: 'PeerToPeerRequested', label: 'Peer-to-Peer Requested' },
  { value: 36, name: 'DuplicateRequest', label: 'Duplicate Request' },
  { value: 37, name: 'Unknown', label: 'Unknown' },
] as const;

export type PriorAuthCaseStatusValue = (typeof PriorAuthCaseStatuses)[number]['value'];
export type PriorAuthCaseStatusName = (typeof PriorAuthCaseStatuses)[number]['name'];
export type PriorAuthCaseStatusLabel = (typeof PriorAuthCaseStatuses)[number]['label'];

/** The statuses by name: `PriorAuthCaseStatus.PaNotRequired === 29`. */
export const PriorAuthCaseStatus = valuesByName(PriorAuthCaseStatuses);

/** The Beacon file codes 0–4 (case finalized, not finalized, not Beacon, error, file not found). */
export const BeaconCaseCodes = [
  0, 1, 2, 3, 4,
] as const satisfies readonly PriorAuthCaseStatusValue[];

/** The fallback label for a number outside 0–37 (the label of status 37, Unknown). */
export const UnknownPriorAuthCaseStatusLabel = 'Unknown' satisfies PriorAuthCaseStatusLabel;

/** The display label of a case status; numbers outside 0–37 read Unknown. */
export function priorAuthCaseStatusLabel(value: number): PriorAuthCaseStatusLabel {
  return (
    PriorAuthCaseStatuses.find((status) => status.value === value)?.label ??
    UnknownPriorAuthCaseStatusLabel
  );
}

/** Whether a number is a Beacon file code (0–4) rather than a case decision. */
export function isBeaconCaseCode(value: number): boolean {
  return (BeaconCaseCodes as readonly number[]).includes(value);
}
