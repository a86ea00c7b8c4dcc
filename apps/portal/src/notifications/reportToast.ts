// A live event that brings a report to its reader shows a toast that opens it (the lab released
// or updated a report while the clinician had the portal open). The server names the report only
// to people who read the account's reports, and the toast shows only to those who hear of reports
// in the portal (the event has a notification): an Email-only preference is not overruled. Once
// the notification is read, in any tab, its toast goes from every tab.
import { reportHref, type LiveEvent } from '@loci/contract';
import type { Toaster, ToastOptions } from '@loci/ui';
import { notificationTexts as texts } from './notificationTexts.ts';

/** The toast of one notification (a report's release and its update are two). */
export const notificationToastId = (notificationId: number) => `notification-${notificationId}`;

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
  if (labReportId === null || notificationId === null || event.Urgent || event.Viewed) return null;
  return {
    id: notificationToastId(notificationId),
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

/** Shows a report's toast, or takes away the toast of a notification read meanwhile. */
export function followReportEvent(
  event: LiveEvent,
  toaster: Pick<Toaster, 'show' | 'dismiss'>,
  open: (href: string) => void,
  markViewed: (notificationId: number) => void,
): void {
  if (event.Viewed && event.NotificationId !== null) {
    toaster.dismiss(notificationToastId(event.NotificationId));
    return;
  }
  const toast = reportToast(event, open, markViewed);
  if (toast) toaster.show(toast);
}
