import { sql, type Migration } from 'kysely';
import { sqlMigration } from '../db/sql-migration.js';

/**
 * The dashboard's counts (docs/decisions/dashboard.md), each read through a small partial index
 * of the rows that need attention rather than through every order, report or notification of an
 * account: the drafts (with the oldest first), the reports not acknowledged, the prior
 * authorization cases waiting on the practice, and each reader's unread notifications. Orders by
 * status come from `lab_order_tally`, supply orders from `supply_order_account_status`, unread
 * threads from `message_thread_account` and `thread_message_thread`.
 */
const dashboard0001 = sqlMigration([
  sql`create index lab_order_account_draft on lab_order (account_id, created_at) where status = 1`,
  sql`create index lab_report_account_unreviewed on lab_report (account_id) where reviewed_version is distinct from version`,
  sql`create index prior_auth_case_action_needed on prior_auth_case (order_id) where qna_required or status = 11`,
  sql`create index notification_unread on notification (contact_id, account_id) where viewed_at is null`,
]);

export const dashboardMigrations: ReadonlyArray<readonly [string, Migration]> = [
  ['lab_9201_dashboard', dashboard0001],
];
