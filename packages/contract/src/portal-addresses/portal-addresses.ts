// Where a report, an order, a message thread, the notifications and an account's supply orders
// open in the portal: the portal's links and the server's e-mails call these, so both lead to the
// same place. Paths only; the server puts its public address before them.
import { hashViewHref, suppliesViews, userAccountViews } from './hash-views.js';

const userAccount = (hash: string) => `/user-account${hash}`;

/** `/user-account#review/{orderId}`: the read-only review of a submitted order. */
export function orderReviewHref(orderId: number): string {
  return userAccount(hashViewHref(userAccountViews, 'orderReview', { orderId: String(orderId) }));
}

/** `/user-account#reports/{labReportId}`: one report. */
export function reportHref(labReportId: number): string {
  return userAccount(
    hashViewHref(userAccountViews, 'report', { labReportId: String(labReportId) }),
  );
}

/** `/user-account#messages-center?thread={id}`: the messages center with one thread open. */
export function messageThreadHref(threadId: number): string {
  return userAccount(
    hashViewHref(userAccountViews, 'messagesCenter', {}, { query: { thread: String(threadId) } }),
  );
}

/** `/user-account#notifications`: the person's notifications. */
export function notificationsHref(): string {
  return userAccount(hashViewHref(userAccountViews, 'notifications', {}));
}

/** `/user-account#notification-preferences`: how the person hears of each kind of event. */
export function notificationPreferencesHref(): string {
  return userAccount(hashViewHref(userAccountViews, 'notificationPreferences', {}));
}

/** `?show=in-transit`: the supply history shows only orders on their way (the dashboard's link). */
export const inTransitQuery = 'in-transit';

/** `/supplies#!/supplies-list/{accountNumber}`: an account's supply orders (on their way only). */
export function suppliesListHref(accountNumber: string, inTransit = false): string {
  return `/supplies${hashViewHref(
    suppliesViews,
    'suppliesList',
    { accountNumber },
    { hashbang: true, ...(inTransit ? { query: { show: inTransitQuery } } : {}) },
  )}`;
}
