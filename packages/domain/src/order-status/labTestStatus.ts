/**
 * The lab status of one ordered test as the lab moves it (document 3 lists the status labels; the
 * path through them is ours: see docs/decisions/lab-desk.md). A test starts Ordered, travels to
 * the lab, is worked on, finishes, and its report is released (Report Ready) and may be re-issued
 * (Updated Report). On Hold pauses work before the report; Canceled ends it.
 */
import type { OrderStatusLabel } from '../reference/orderStatus.js';

/** The lab statuses the lab desk moves an ordered test through, in their usual order. */
export const LabTestStatuses = [
  'Ordered',
  'In Transit',
  'Specimen Received',
  'In Lab',
  'On Hold',
  'Finished',
  'Report Ready',
  'Updated Report',
  'Canceled',
] as const satisfies readonly OrderStatusLabel[];

export type LabTestStatus = (typeof LabTestStatuses)[number];

/**
 * The moves the desk may make by hand, by starting status. Report Ready and Updated Report are
 * reached only by releasing a report (never set by hand), and nothing leaves Canceled.
 */
export const LabTestStatusMoves: Readonly<Record<LabTestStatus, readonly LabTestStatus[]>> = {
  Ordered: ['In Transit', 'Specimen Received', 'On Hold', 'Canceled'],
  'In Transit': ['Specimen Received', 'On Hold', 'Canceled'],
  'Specimen Received': ['In Lab', 'On Hold', 'Canceled'],
  'In Lab': ['Finished', 'On Hold', 'Canceled'],
  'On Hold': ['Ordered', 'In Transit', 'Specimen Received', 'In Lab', 'Canceled'],
  Finished: ['In Lab'],
  'Report Ready': [],
  'Updated Report': [],
  Canceled: [],
};

export function isLabTestStatus(value: string): value is LabTestStatus {
  return (LabTestStatuses as readonly string[]).includes(value);
}

/** Whether the desk may move a test from one lab status to another by hand. */
export function canMoveLabTest(from: string, to: string): boolean {
  return isLabTestStatus(from) && isLabTestStatus(to) && LabTestStatusMoves[from].includes(to);
}

/** A first report is released for a finished test only. */
export function canReleaseReport(status: string): boolean {
  return status === 'Finished';
}

/** An updated report (next version) is issued only over a released one. */
export function canIssueUpdatedReport(status: string): boolean {
  return status === 'Report Ready' || status === 'Updated Report';
}

/** The lab status a test has once a report of the given version is released. */
export function labStatusAfterRelease(version: number): LabTestStatus {
  return version > 1 ? 'Updated Report' : 'Report Ready';
}

/** Whether a lab status means a report exists that the provider may read. */
export function hasReleasedReport(status: string): boolean {
  return canIssueUpdatedReport(status);
}
