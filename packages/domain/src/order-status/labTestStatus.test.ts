import { describe, expect, it } from 'vitest';
import { OrderStatusLabels } from '../reference/orderStatus.js';
import {
  LabTestStatusMoves,
  LabTestStatuses,
  canIssueUpdatedReport,
  canMoveLabTest,
  canReleaseReport,
  hasReleasedReport,
  isLabTestStatus,
  labStatusAfterRelease,
} from './labTestStatus.js';

describe('lab test statuses', () => {
  it('are order status labels of document 3, each with its moves', () => {
    for (const status of LabTestStatuses) {
      expect(OrderStatusLabels).toContain(status);
      expect(LabTestStatusMoves[status]).toBeDefined();
    }
  });

  it('move forward through the lab, pause on hold and never leave Canceled', () => {
    expect(canMoveLabTest('Ordered', 'In Transit')).toBe(true);
    expect(canMoveLabTest('In Lab', 'Finished')).toBe(true);
    expect(canMoveLabTest('On Hold', 'In Lab')).toBe(true);
    expect(canMoveLabTest('Canceled', 'Ordered')).toBe(false);
    expect(canMoveLabTest('Ordered', 'Finished')).toBe(false);
  });

  it('never reach a report status by hand, nor move from an unknown status', () => {
    expect(canMoveLabTest('Finished', 'Report Ready')).toBe(false);
    expect(canMoveLabTest('Report Ready', 'Updated Report')).toBe(false);
    expect(canMoveLabTest('Draft', 'Ordered')).toBe(false);
    expect(canMoveLabTest('Ordered', 'Draft')).toBe(false);
    expect(isLabTestStatus('Finished')).toBe(true);
    expect(isLabTestStatus('finished')).toBe(false);
  });

  it('release a first report only for a finished test, an updated one only over a report', () => {
    expect(canReleaseReport('Finished')).toBe(true);
    expect(canReleaseReport('In Lab')).toBe(false);
    expect(canIssueUpdatedReport('Report Ready')).toBe(true);
    expect(canIssueUpdatedReport('Updated Report')).toBe(true);
    expect(canIssueUpdatedReport('Finished')).toBe(false);
    expect(hasReleasedReport('Report Ready')).toBe(true);
    expect(hasReleasedReport('In Lab')).toBe(false);
  });

  it('reads Report Ready after the first version and Updated Report after a re-issue', () => {
    expect(labStatusAfterRelease(1)).toBe('Report Ready');
    expect(labStatusAfterRelease(2)).toBe('Updated Report');
  });
});
