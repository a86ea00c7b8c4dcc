// What a benefit investigation writes: the order's cost estimate and its tests' BI marks.
import { sql } from 'kysely';
import type { LabKysely } from '../db/create-database.js';

/** Keeps the estimate on the order and marks its tests as investigated. */
export async function saveEstimate(
  db: LabKysely,
  orderId: number,
  estimate: object,
): Promise<void> {
  await db
    .updateTable('lab_order')
    .set({ billing_estimate: JSON.stringify(estimate), updated_at: sql<Date>`now()` })
    .where('id', '=', orderId)
    .execute();
  await db
    .updateTable('order_test')
    .set({ was_bi: true, last_bi_run_date: sql<Date>`now()`, bi_status: 'Completed' })
    .where('order_id', '=', orderId)
    .execute();
}

/** Removes the order's cost estimate. */
export async function removeEstimate(db: LabKysely, orderId: number): Promise<void> {
  await db
    .updateTable('lab_order')
    .set({ billing_estimate: null, updated_at: sql<Date>`now()` })
    .where('id', '=', orderId)
    .execute();
}
