// Addresses of the supplies screen, for links from other screens (the dashboard, the order
// review, notifications): kept out of the screen's module so that a link does not load the screen.
import { hashViewHref } from '../routing/hashViews.ts';

/** /supplies#!/supplies-list/{accountNumber}: the hashbang form the spec uses. */
export const suppliesViews = { suppliesList: 'supplies-list/:accountNumber' } as const;

/** `?show=in-transit`: the history shows only supply orders on their way (the dashboard's link). */
export const inTransitQuery = 'in-transit';

export function suppliesListHref(accountNumber: string, inTransit = false): string {
  return `/supplies${hashViewHref(suppliesViews, 'suppliesList', { accountNumber }, { hashbang: true, ...(inTransit ? { query: { show: inTransitQuery } } : {}) })}`;
}
