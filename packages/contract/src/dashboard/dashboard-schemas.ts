// The dashboard (`/user-account#dashboard`, docs/decisions/dashboard.md): what needs the user's
// attention, counted per account they may see. Each count is the number of rows of the list the
// portal links it to (that list, with the same filter, over the same account).
import { z } from 'zod';

/** The orders on hold, by the domain's numeric order status names. */
export const ordersOnHoldSchema = z.object({
  BenefitsInvestigation: z.number().int(),
  PendingReview: z.number().int(),
});

export const dashboardAccountCountsSchema = z.object({
  accountNumber: z.string(),
  clientName: z.string(),
  /** Draft orders (the order list filtered to Draft). */
  drafts: z.number().int(),
  /** When the oldest draft was started (ISO), null without drafts. */
  oldestDraftCreatedDate: z.string().nullable(),
  ordersOnHold: ordersOnHoldSchema,
  /** Orders whose prior-authorization case waits on the practice (clinical questions, action required). */
  priorAuthActionsNeeded: z.number().int(),
  /** Released reports not yet acknowledged (reviewed); null where the user may not read reports. */
  newReports: z.number().int().nullable(),
  /** Threads holding a message the user has not read. */
  unreadMessages: z.number().int(),
  /** The user's notifications not yet viewed. */
  unreadNotifications: z.number().int(),
  /** Supply orders and kits shipped, not yet delivered; null where the user may not see supplies. */
  suppliesInTransit: z.number().int().nullable(),
});
export type DashboardAccountCounts = z.output<typeof dashboardAccountCountsSchema>;

export const dashboardCountsSchema = z.object({
  /** The server's time of the counts (a draft's age is measured from it). */
  countedAt: z.string(),
  accounts: z.array(dashboardAccountCountsSchema),
});
export type DashboardCounts = z.output<typeof dashboardCountsSchema>;
