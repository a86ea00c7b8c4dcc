// The dashboard (`/user-account#dashboard`, docs/decisions/dashboard.md): what needs the user's
// attention, counted per account they may see. Each count is the number of rows of the list the
// portal links it to (that list, with the same filter, over the same account).
import { z } from '../zod.js';

/** The orders on hold, by the domain's numeric order status names. */
export const ordersOnHoldSchema = z.object({
  BenefitsInvestigation: z.number().check(z.int()),
  PendingReview: z.number().check(z.int()),
});

export const dashboardAccountCountsSchema = z.object({
  accountNumber: z.string(),
  clientName: z.string(),
  /** Draft orders (the order list filtered to Draft). */
  drafts: z.number().check(z.int()),
  /** When the oldest draft was started (ISO), null without drafts. */
  oldestDraftCreatedDate: z.nullable(z.string()),
  ordersOnHold: ordersOnHoldSchema,
  /** Orders whose prior-authorization case waits on the practice (clinical questions, action required). */
  priorAuthActionsNeeded: z.number().check(z.int()),
  /** Released reports not yet acknowledged (reviewed); null where the user may not read reports. */
  newReports: z.nullable(z.number().check(z.int())),
  /** Threads holding a message the user has not read. */
  unreadMessages: z.number().check(z.int()),
  /** The user's notifications not yet viewed. */
  unreadNotifications: z.number().check(z.int()),
  /** Supply orders and kits shipped, not yet delivered; null where the user may not see supplies. */
  suppliesInTransit: z.nullable(z.number().check(z.int())),
});
export type DashboardAccountCounts = z.output<typeof dashboardAccountCountsSchema>;

export const dashboardCountsSchema = z.object({
  /** The server's time of the counts (a draft's age is measured from it). */
  countedAt: z.string(),
  accounts: z.array(dashboardAccountCountsSchema),
});
export type DashboardCounts = z.output<typeof dashboardCountsSchema>;
