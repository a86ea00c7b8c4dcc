// What the lab desk accepts as an uploaded report: a PDF (by its content) of at most 20 MB.
import { priorAuthCaseStatusLabel } from '@loci/domain';

export const maximumReportBytes = 20 * 1024 * 1024;

/** Why an uploaded report is refused, or undefined when it is a PDF within the limit. */
export function reportUploadProblem(bytes: Uint8Array): 'too_large' | 'not_pdf' | undefined {
  if (bytes.length > maximumReportBytes) return 'too_large';
  const magic = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  return magic === '%PDF-' ? undefined : 'not_pdf';
}

/** What the people of an account are told when a test moves (a hold is its own, urgent kind). */
export function labStatusNotice(
  test: { order_id: number; account_id: number; cmid: string; code: string },
  status: string,
) {
  const onHold = status === 'On Hold';
  return {
    accountId: test.account_id,
    accountNumber: test.cmid,
    kind: onHold ? ('OrderOnHold' as const) : ('LabStatusChanged' as const),
    severity: onHold
      ? ('warn' as const)
      : status === 'Canceled'
        ? ('error' as const)
        : ('info' as const),
    message: onHold
      ? `Order ${test.order_id} is on hold: test ${test.code} is paused at the lab.`
      : `Test ${test.code} of order ${test.order_id} is now ${status}.`,
    orderId: test.order_id,
  };
}

/** A case's status read as a notification's severity (labels of document 3). */
export function priorAuthSeverity(status: number): 'info' | 'success' | 'error' {
  const label = priorAuthCaseStatusLabel(status);
  if (label.includes('Denied')) return 'error';
  if (label.includes('Approved')) return 'success';
  return 'info';
}

/** What the people of an account are told when a report version is released. */
export function reportNotice(
  version: { labReportId: number; orderId: number; version: number },
  event: { accountId: number; accountNumber: string; previousVersion?: number },
) {
  const updated = event.previousVersion !== undefined;
  return {
    accountId: event.accountId,
    accountNumber: event.accountNumber,
    kind: updated ? ('ReportUpdated' as const) : ('ReportReady' as const),
    severity: updated ? ('info' as const) : ('success' as const),
    message: updated
      ? `An updated report (version ${version.version}) of order ${version.orderId} is ready.`
      : `The report of order ${version.orderId} is ready.`,
    orderId: version.orderId,
    labReportId: version.labReportId,
  };
}
