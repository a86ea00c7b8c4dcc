// The notifications screen: the list of what the lab told the user (filters, a page at a time);
// each notification is a NotificationCard.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, Inline, Pagination, Select, Stack } from '@loci/ui';
import { PageSizes } from '@loci/domain';
import { NotificationKinds, notificationKindLabels, type NotificationKind } from '@loci/contract';
import { useUserProfile } from '../profile/useUserProfile.ts';
import { ScreenHeader } from '../shell/ScreenHeader.tsx';
import { useHashQuery } from '../routing/useHashQuery.ts';
import { useMarkViewed, useNotifications } from './notificationQueries.ts';
import { notificationTexts as texts } from './notificationTexts.ts';
import { readableReportAccountNumbers } from '../reports/reportAccess.ts';
import { NotificationCard } from './NotificationCard.tsx';

/**
 * Notifications a page (older ones on the next pages): document 3's "default page size 10 for
 * lists" (the cards are a list, not a data table, which would page by 25).
 */
const notificationPageSize = PageSizes.list;

const kindOptions = [
  { value: '', label: texts.allKinds },
  ...NotificationKinds.map((value) => ({ value, label: notificationKindLabels[value] })),
];

const showOptions = [
  { value: 'All', label: texts.all },
  { value: 'Unread', label: texts.unread },
  { value: 'Viewed', label: texts.viewed },
] as const;

/**
 * `/user-account#notifications`: the user's notifications of their approved accounts (or one), of
 * every kind (or one), unread first and newest first, 10 a page; each card can be marked viewed
 * and forwarded, and leads to what it is about.
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
  const reportAccounts = readableReportAccountNumbers(profile);
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
          <NotificationCard
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
