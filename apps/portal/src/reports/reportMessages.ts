// The reports screens' texts (document 1 "Report share" and the validation messages of document 3;
// the rest is ours: docs/decisions/portal-reports.md).
export const reportMessages = {
  listTitle: 'Reports',
  listDescription: 'Released reports of your accounts: open, share and acknowledge them.',
  listFailed: 'The reports could not be loaded. Please try again.',
  /** Orders Only (GDOO) users read no report (document 1 section 6: reports need GDAA or GDFA). */
  noReportAccess:
    'Reports are available to account administrators and users with full account access. Your access to your accounts is Orders Only.',
  topCapped: (total: number) =>
    `${total} reports match: the list shows the first 200. Narrow the filters to find the others.`,
  reportFailed: 'The report could not be loaded.',
  addOnAvailable: 'Add-on order',
  addOnLabel: (orderId: number, patient: string) =>
    `Add-on order from order ${orderId} (${patient})`,
  acknowledged: 'Report marked as reviewed.',
  emailShared: (count: number) =>
    `The report is on its way to ${count === 1 ? 'one address' : `${count} addresses`}.`,
  faxQueued: 'The fax is queued. Its status is shown below.',
} as const;

/** How a fax's job status reads beside the report. */
export function faxStatusText(status: string, reason: string | null): string {
  const text: Record<string, string> = {
    None: 'Queued',
    Processing: 'Processing',
    Waiting: 'Waiting',
    Succeeded: 'Succeeded',
    Failed: 'Failed',
    Warning: 'Warning',
    Cancelled: 'Cancelled',
  };
  const label = text[status] ?? status;
  return reason ? `${label}: ${reason}` : label;
}
