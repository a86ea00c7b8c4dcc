// One notification on the notifications screen: its read state, severity and kind, its message,
// mark viewed, forward, and the links to what it is about (following one reads it).
import { Link } from 'react-router-dom';
import { Button, Card, Inline, Stack } from '@loci/ui';
import {
  messageThreadHref,
  type Notification,
  notificationKindLabels,
  orderReviewHref,
  reportHref,
  suppliesListHref,
} from '@loci/contract';
import { reportListHref } from '../reports/reportList.ts';
import { ForwardDialog } from './ForwardDialog.tsx';
import { notificationTexts as texts } from './notificationTexts.ts';

const severityWords: Record<Notification['Severity'], string> = {
  info: 'Information',
  success: 'Success',
  warn: 'Warning',
  error: 'Error',
};

/**
 * The kinds that tell of a report: their card links to the report it names, or (a notification
 * raised before notifications named their report) to the order's reports.
 */
const reportKinds: ReadonlySet<Notification['Kind']> = new Set(['ReportReady', 'ReportUpdated']);

/** Where a notification's card leads: its order, its report, its supply orders, its thread. */
function cardLinks(
  notification: Notification,
  readsReports: boolean,
): Array<{ to: string; label: string }> {
  const { OrderId: orderId, LabReportId: reportId, ThreadId: threadId } = notification;
  const links: Array<{ to: string; label: string }> = [];
  if (orderId !== null) links.push({ to: orderReviewHref(orderId), label: texts.order(orderId) });
  if (orderId !== null && readsReports && reportKinds.has(notification.Kind))
    links.push(
      reportId === null
        ? { to: reportListHref({ term: String(orderId) }), label: texts.orderReports(orderId) }
        : { to: reportHref(reportId), label: texts.orderReport(orderId) },
    );
  if (notification.Kind === 'SupplyOrderShipped')
    links.push({
      to: suppliesListHref(notification.AccountNumber),
      label: texts.supplyOrders(notification.AccountNumber),
    });
  if (threadId !== null) links.push({ to: messageThreadHref(threadId), label: texts.thread });
  return links;
}

export function NotificationCard({
  notification,
  onViewed,
  busy,
  readsReports,
}: {
  notification: Notification;
  onViewed: (id: number) => void;
  busy: boolean;
  /** Whether the reader may read the reports of the notification's account (not Orders Only). */
  readsReports: boolean;
}) {
  const created = new Date(notification.CreatedDate).toLocaleString();
  // Following a link of an unread notification reads it: it is marked viewed on the way.
  const followed = notification.Viewed ? undefined : () => onViewed(notification.NotificationId);
  return (
    <Card
      as="article"
      headingLevel={2}
      heading={`${notification.Viewed ? '' : `${texts.unread}: `}${severityWords[notification.Severity]} · ${notificationKindLabels[notification.Kind]}`}
      data-testid="notification"
      data-notification-id={notification.NotificationId}
      data-viewed={notification.Viewed}
      data-severity={notification.Severity}
      padding="md"
      actions={
        <Inline>
          {notification.Viewed ? null : (
            <Button
              variant="secondary"
              loading={busy}
              onClick={() => onViewed(notification.NotificationId)}
            >
              {texts.markViewed}
            </Button>
          )}
          <ForwardDialog notification={notification} />
        </Inline>
      }
    >
      <Stack gap="sm">
        <p>{notification.Message}</p>
        <Inline>
          <span>
            {texts.account} {notification.AccountNumber}
          </span>
          <time dateTime={notification.CreatedDate}>{created}</time>
          {cardLinks(notification, readsReports).map((link) => (
            <Link key={link.to} to={link.to} onClick={followed}>
              {link.label}
            </Link>
          ))}
          {notification.ForwardedBy ? (
            <span>{texts.forwardedBy(notification.ForwardedBy)}</span>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}
