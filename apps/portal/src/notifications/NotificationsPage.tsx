import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  Card,
  Dialog,
  EmptyState,
  Inline,
  Pagination,
  Select,
  Stack,
  Textarea,
  TextField,
} from '@loci/ui';
import {
  NotificationKinds,
  notificationKindLabels,
  type Notification,
  type NotificationKind,
} from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useUserProfile } from '../profile/useUserProfile.ts';
import { ScreenHeader } from '../shell/ScreenHeader.tsx';
import { useHashQuery } from '../routing/useHashQuery.ts';
import {
  useForward,
  useMarkViewed,
  useNotifications,
  usePeopleSearch,
} from './notificationQueries.ts';
import { notificationTexts as texts } from './notificationTexts.ts';
import { readableReportAccounts } from '../reports/reportAccess.ts';
import { reportHref, reportListHref } from '../reports/reportList.ts';
import { messageThreadHref } from '../messages/messageLinks.ts';
import { suppliesListHref } from '../supplies/supplyLinks.ts';
import { orderReviewHref } from '../orders/orderHrefs.ts';

const severityWords: Record<Notification['Severity'], string> = {
  info: 'Information',
  success: 'Success',
  warn: 'Warning',
  error: 'Error',
};

/** Notifications a page (older ones on the next pages). */
const notificationPageSize = 25;

const kindOptions = [
  { value: '', label: texts.allKinds },
  ...NotificationKinds.map((value) => ({ value, label: notificationKindLabels[value] })),
];

const showOptions = [
  { value: 'All', label: texts.all },
  { value: 'Unread', label: texts.unread },
  { value: 'Viewed', label: texts.viewed },
] as const;

/** Forwards a notification to a person of its account, found by the people search. */
function ForwardDialog({ notification }: { notification: Notification }) {
  const { toaster } = usePortalServices();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [contactId, setContactId] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const people = usePeopleSearch(term, open ? notification.AccountNumber : null);
  const forward = useForward();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!contactId) {
      setError('Please select a person');
      return;
    }
    setError(undefined);
    await forward.trigger({
      body: {
        NotificationId: notification.NotificationId,
        ToContactId: Number(contactId),
        ...(note.trim() ? { Note: note.trim() } : {}),
      },
    });
    toaster.show({ severity: 'success', message: texts.forwarded });
    setOpen(false);
  };

  return (
    <Dialog
      title={texts.forwardTitle}
      description={notification.Message}
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">{texts.forward}</Button>}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextField
            label={texts.forwardSearch}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <Select
            label={texts.forwardTo}
            required
            placeholder="Select a person"
            value={contactId}
            error={error}
            onChange={(event) => setContactId(event.target.value)}
            options={(people.data ?? []).map((person) => ({
              value: String(person.ContactId),
              label: `${[person.FirstName, person.LastName].filter(Boolean).join(' ') || person.Email} (${person.Email})`,
            }))}
          />
          <Textarea
            label={texts.forwardNote}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Inline>
            <Button type="submit" loading={forward.isMutating}>
              {texts.forwardSend}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}

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

function NotificationItem({
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

/**
 * `/user-account#notifications`: the user's notifications of their approved accounts (or one),
 * unread first and newest first, with severity in words, mark viewed and forward.
 */
export function NotificationsPage() {
  const { data: profile } = useUserProfile();
  // `#notifications?viewed=Unread&account=1001&kind=OrderOnHold`: the filters from a link.
  const query = useHashQuery();
  const [account, setAccount] = useState(() => query.get('account') ?? '');
  const [show, setShow] = useState<'All' | 'Unread' | 'Viewed'>(() => {
    const viewed = query.get('viewed');
    return viewed === 'Unread' || viewed === 'Viewed' ? viewed : 'All';
  });
  const [kind, setKind] = useState<NotificationKind | ''>(() => {
    const named = query.get('kind');
    return NotificationKinds.find((candidate) => candidate === named) ?? '';
  });
  const [page, setPage] = useState(1);
  const list = useNotifications({
    AccountNumbers: account ? [account] : [],
    Viewed: show,
    Kinds: kind ? [kind] : [],
    PageNumber: page,
    PageSize: notificationPageSize,
  });
  const { markViewed, busy } = useMarkViewed();
  const accounts = (profile?.accounts ?? []).filter((entry) => entry.accessApproved);
  const reportAccounts = new Set(
    (profile ? readableReportAccounts(profile) : []).map((entry) => entry.accountNumber),
  );
  const items = list.data?.items ?? [];

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={texts.title}
        description={texts.description}
        actions={<Link to="/user-account#notification-preferences">{texts.preferencesLink}</Link>}
      />
      <Inline>
        <Select
          label={texts.account}
          value={account}
          onChange={(event) => {
            setAccount(event.target.value);
            setPage(1);
          }}
          options={[
            { value: '', label: texts.allAccounts },
            ...accounts.map((entry) => ({
              value: entry.accountNumber,
              label: `${entry.accountNumber} – ${entry.clientName}`,
            })),
          ]}
        />
        <Select
          label={texts.show}
          value={show}
          onChange={(event) => {
            setShow(event.target.value as typeof show);
            setPage(1);
          }}
          options={showOptions}
        />
        <Select
          label={texts.about}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as NotificationKind | '');
            setPage(1);
          }}
          options={kindOptions}
        />
      </Inline>
      <p role="status" data-testid="notification-unread-count">
        {texts.unreadBadge(list.data?.unreadCount ?? 0)}
      </p>
      {list.data && items.length === 0 ? <EmptyState title={texts.none} headingLevel={2} /> : null}
      <Stack gap="md">
        {items.map((notification) => (
          <NotificationItem
            key={notification.NotificationId}
            notification={notification}
            busy={busy}
            onViewed={(id) => void markViewed(id)}
            readsReports={reportAccounts.has(notification.AccountNumber)}
          />
        ))}
      </Stack>
      {list.data && list.data.totalCount > notificationPageSize ? (
        <Pagination
          aria-label={texts.pages}
          totalCount={list.data.totalCount}
          page={page}
          onPageChange={setPage}
          pageSize={notificationPageSize}
        />
      ) : null}
    </Stack>
  );
}
