// The dashboard's cards (`/user-account#dashboard`, docs/decisions/dashboard.md): each a count of
// `getDashboardCounts` summed over the user's accounts, with the link to the list that shows
// exactly those rows (the list opened with the same filter).
import type { DashboardAccountCounts, DashboardCounts } from '@loci/contract';
import { orderListHref } from '../orders/orderList.ts';
import { reportListHref } from '../reports/reportList.ts';
import { suppliesListHref } from '@loci/contract';

export interface DashboardLink {
  href: string;
  label: string;
  count: number;
}

export interface DashboardCard {
  id: string;
  title: string;
  count: number;
  /** A line under the count (the oldest draft's age). */
  detail?: string;
  /** The filtered list(s): one for every account, or one per account where the list is per account. */
  links: DashboardLink[];
}

const sum = (
  accounts: readonly DashboardAccountCounts[],
  count: (a: DashboardAccountCounts) => number,
) => accounts.reduce((total, account) => total + count(account), 0);

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to` ("today" below a day). */
export function ageInDays(from: string, to: string): number {
  return Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / dayMs));
}

function draftAge(counts: DashboardCounts): string | undefined {
  const oldest = counts.accounts
    .map((account) => account.oldestDraftCreatedDate)
    .filter((date): date is string => date !== null)
    .sort()[0];
  if (!oldest) return undefined;
  const days = ageInDays(oldest, counts.countedAt);
  return `Oldest started ${days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`}`;
}

/** The cards of the counts; a card none of the user's accounts has (reports for Orders Only) is left out. */
export function dashboardCards(counts: DashboardCounts): DashboardCard[] {
  const { accounts } = counts;
  const one = (href: string, label: string, count: number): DashboardLink[] => [
    { href, label, count },
  ];
  const cards: DashboardCard[] = [];
  const drafts = sum(accounts, (a) => a.drafts);
  cards.push({
    id: 'drafts',
    title: 'Draft orders',
    count: drafts,
    ...(draftAge(counts) ? { detail: draftAge(counts)! } : {}),
    links: one(orderListHref({ statuses: ['Draft'] }), 'View drafts', drafts),
  });
  const bi = sum(accounts, (a) => a.ordersOnHold.BenefitsInvestigation);
  cards.push({
    id: 'benefits-investigation',
    title: 'On hold: benefit investigation',
    count: bi,
    links: one(
      orderListHref({ statuses: ['BenefitsInvestigation'] }),
      'View orders in benefit investigation',
      bi,
    ),
  });
  const review = sum(accounts, (a) => a.ordersOnHold.PendingReview);
  cards.push({
    id: 'pending-review',
    title: 'On hold: pending review',
    count: review,
    links: one(
      orderListHref({ statuses: ['PendingReview'] }),
      'View orders pending review',
      review,
    ),
  });
  const priorAuth = sum(accounts, (a) => a.priorAuthActionsNeeded);
  cards.push({
    id: 'prior-authorization',
    title: 'Prior authorization: action needed',
    count: priorAuth,
    links: one(
      orderListHref({ priorAuthActionNeeded: true }),
      'View orders needing prior authorization action',
      priorAuth,
    ),
  });
  const readable = accounts.filter((a) => a.newReports !== null);
  if (readable.length > 0) {
    const reports = sum(readable, (a) => a.newReports ?? 0);
    cards.push({
      id: 'new-reports',
      title: 'New reports',
      count: reports,
      links: one(reportListHref({ reviewed: 'not-reviewed' }), 'View new reports', reports),
    });
  }
  const messages = sum(accounts, (a) => a.unreadMessages);
  cards.push({
    id: 'unread-messages',
    title: 'Unread messages',
    count: messages,
    links: one('/user-account#messages-center?show=unread', 'View unread messages', messages),
  });
  const notifications = sum(accounts, (a) => a.unreadNotifications);
  cards.push({
    id: 'unread-notifications',
    title: 'Unread notifications',
    count: notifications,
    links: one(
      '/user-account#notifications?viewed=Unread',
      'View unread notifications',
      notifications,
    ),
  });
  const shipping = accounts.filter((a) => a.suppliesInTransit !== null);
  if (shipping.length > 0) {
    // The supplies history is one account's: a link per account.
    cards.push({
      id: 'supplies-in-transit',
      title: 'Supplies in transit',
      count: sum(shipping, (a) => a.suppliesInTransit ?? 0),
      links: shipping.map((a) => ({
        href: suppliesListHref(a.accountNumber, true),
        label: `Account ${a.accountNumber} (${a.clientName})`,
        count: a.suppliesInTransit ?? 0,
      })),
    });
  }
  return cards;
}
