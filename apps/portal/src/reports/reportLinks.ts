// The address of one report, for links from other screens and from a live event's toast: kept
// out of the reports list's module so that a link does not load the list's rules.
import { hashViewHref } from '../routing/hashViews.ts';
import { userAccountViews } from '../user-account/userAccountViews.ts';

/** `/user-account#reports/{labReportId}`: one report. */
export function reportHref(labReportId: number): string {
  return `/user-account${hashViewHref(userAccountViews, 'report', { labReportId: String(labReportId) })}`;
}
