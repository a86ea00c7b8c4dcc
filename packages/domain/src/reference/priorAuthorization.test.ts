import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PriorAuthCaseStatus,
  PriorAuthCaseStatuses,
  isBeaconCaseCode,
  priorAuthCaseStatusLabel,
} from './priorAuthorization.js';

const labelOf = (name: keyof typeof PriorAuthCaseStatus) =>
  priorAuthCaseStatusLabel(PriorAuthCaseStatus[name]);

describe('prior-authorization case statuses', () => {
  it('numbers every status from 0 to 37 once, with unique names', () => {
    expect(PriorAuthCaseStatuses.map((status) => status.value)).toEqual(
      Array.from({ length: 38 }, (_, index) => index),
    );
    expect(new Set(PriorAuthCaseStatuses.map((status) => status.name)).size).toBe(38);
  });

  it('keeps the numbers the spec states', () => {
    expect(PriorAuthCaseStatus).toMatchObject({
      CaseFinalized: 0,
      CaseNotFinalized: 1,
      NotBeacon: 2,
      BeaconError: 3,
      FileNotFound: 4,
      Approved: 5,
      Pending: 6,
      Denied: 7,
      PendingConfirmation: 17,
      PaNotRequired: 29,
      PatientNotEligible: 30,
      AuthorizationNotRequired: 32,
    });
    expect(priorAuthCaseStatusLabel(17)).toBe('Pending Confirmation');
    expect(priorAuthCaseStatusLabel(29)).toBe('PA Not Required');
    expect(priorAuthCaseStatusLabel(30)).toBe('Patient Not Eligible');
    expect(priorAuthCaseStatusLabel(32)).toBe('Authorization Not Required');
  });

  it('groups the spec’s statuses under their display labels', () => {
    for (const name of ['Submitted', 'MessageSent', 'Rerouted'] as const)
      expect(labelOf(name)).toBe('Submitted');
    expect(labelOf('ActionRequired')).toBe('Action Required/Information Needed');
    for (const name of [
      'RequestReceived',
      'ReviewInProgress',
      'PendingPredetermination',
      'PendingUpdate',
    ] as const)
      expect(labelOf(name)).toBe('Review In Progress');
    for (const name of ['CaseApproved', 'ApprovedLetter', 'ApprovedAwaitingSrn'] as const)
      expect(labelOf(name)).toBe('Approved');
    for (const name of [
      'PartiallyApproved',
      'PartiallyApprovedLetter',
      'PartiallyApprovedAwaitingSrn',
    ] as const)
      expect(labelOf(name)).toBe('Partially Approved');
    for (const name of ['CaseDenied', 'DeniedLetter', 'NonCoveredService'] as const)
      expect(labelOf(name)).toBe('Denied');
    expect(labelOf('AppealApproved')).toBe('Appeal Approved');
    expect(labelOf('AppealDenied')).toBe('Appeal Denied');
    expect(labelOf('Canceled')).toBe('Canceled');
    expect(labelOf('Reconsideration')).toBe('Reconsideration');
  });

  it('labels 5, 6 and 7 approved, pending and denied', () => {
    expect([5, 6, 7].map(priorAuthCaseStatusLabel)).toEqual(['Approved', 'Pending', 'Denied']);
  });

  it('reads Unknown for any number outside 0–37', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 38 })),
        (value) => priorAuthCaseStatusLabel(value) === 'Unknown',
      ),
    );
  });

  it('tells the Beacon file codes 0–4 from case decisions', () => {
    expect([0, 1, 2, 3, 4].every(isBeaconCaseCode)).toBe(true);
    expect(isBeaconCaseCode(5)).toBe(false);
  });
});
