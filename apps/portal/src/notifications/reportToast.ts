// A live event that brings a report to its reader shows a toast that opens it (the lab released
// or updated a report while the clinician had the portal open). The server names the report only
// to people who read the account's reports, and the toast shows only to those who hear of reports
// in the portal (the event has a notification): an Email-only preference is not overruled.
import type { LiveEvent } from '@loci/contract';
import type { ToastOptions } from '@loci/ui';
import { notificationTexts as texts } from './notificationTexts.ts';
import { reportHref } from '@loci/contract';

/**
 * The toast of a live event that names a report, or null. `open` goes to the report;
 * `markViewed` reads the event's notification on the way (as following a card's link does).
 */
export function reportToast(
  event: LiveEvent,
  open: (href: string) => void,
  markViewed: (notificationId: number) => void,
): ToastOptions | null {
  const { LabReportId: labReportId, NotificationId: notificationId } = event;
  if (labReportId === null || notificationId === null || event.Urgent) return null;
  return {
    // One toast a report: its update replaces the toast of its release.
    id: `report-${labReportId}`,
    severity: event.Severity,
    message: event.Message,
    action: {
      label: texts.openReport,
      onAction: () => {
        markViewed(notificationId);
        open(reportHref(labReportId));
      },
    },
  };
}
