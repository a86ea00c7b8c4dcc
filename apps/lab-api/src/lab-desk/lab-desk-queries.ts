// Every SQL of the lab desk (docs/decisions/lab-desk.md): the lab's work list across all
// accounts, and the changes the desk makes to orders, tests and prior-authorization cases.
import type { LabDeskOrder } from '@loci/contract';
import { LabTestStatusMoves, isLabTestStatus, priorAuthCaseStatusLabel } from '@loci/domain';
import { sql, type RawBuilder } from 'kysely';
import { isoTimestamp as iso } from '../db/column-dates.js';
import type { LabKysely } from '../db/create-database.js';
import { inOrderOf } from '../db/in-order-of.js';
import { inTransaction } from '../db/in-transaction.js';
import type { StoredPriorAuthRecord } from '../orders/order-schema.js';
import { setTestsLabStatus, touchOrder } from '../orders/order-records.js';
import {
  orderListRows,
  orderSearchCondition,
  orderTestsWithReports,
} from '../results/results-queries.js';

/** Orders the desk works on: submitted (OrderNow 0, PendingReview 4). */
const submitted = sql<boolean>`o.status in (0, 4)`;

export async function listDeskOrders(
  db: LabKysely,
  request: { SearchTerm: string; LabStatuses: string[]; PageNumber: number; PageSize: number },
): Promise<{ items: LabDeskOrder[]; totalCount: number }> {
  const conditions: RawBuilder<unknown>[] = [submitted];
  const search = orderSearchCondition(request.SearchTerm);
  if (search) conditions.push(search);
  if (request.LabStatuses.length > 0)
    conditions.push(
      sql`exists (select 1 from order_test t where t.order_id = o.id and t.lab_status in (${sql.join(request.LabStatuses)}))`,
    );
  const where = sql.join(conditions, sql` and `);
  const from = sql`lab_order o join patient p on p.id = o.patient_id`;
  const offset = (request.PageNumber - 1) * request.PageSize;
  const [page, counted] = await Promise.all([
    sql<{
      id: number;
    }>`select o.id from ${from} where ${where} order by o.ordered_at desc nulls last, o.id desc limit ${request.PageSize} offset ${offset}`.execute(
      db,
    ),
    sql<{ n: string | number }>`select count(*) as n from ${from} where ${where}`.execute(db),
  ]);
  return {
    items: await deskOrders(
      db,
      page.rows.map((row) => row.id),
    ),
    totalCount: Number(counted.rows[0]?.n ?? 0),
  };
}

/** The desk's view of the given orders, in the given order. */
export async function deskOrders(
  db: LabKysely,
  orderIds: readonly number[],
): Promise<LabDeskOrder[]> {
  if (orderIds.length === 0) return [];
  const [orders, tests] = await Promise.all([
    orderListRows(db)
      .where('o.id', 'in', [...orderIds])
      .execute(),
    orderTestsWithReports(db, orderIds),
  ]);
  return inOrderOf(orderIds, orders, (order) => order.order_id).map((order) => ({
    orderId: order.order_id,
    accountNumber: order.cmid,
    institutionName: order.client_name,
    patientName: [order.first_name, order.last_name].filter(Boolean).join(' '),
    accessionNumber: order.accession_number,
    orderStatus: order.status,
    orderedDate: iso(order.ordered_at),
    updatedDate: iso(order.updated_at) ?? '',
    tests: tests
      .filter((test) => test.order_id === order.order_id)
      .map((test) => {
        const record = test.prior_auth_record as StoredPriorAuthRecord | null;
        return {
          orderTestId: test.id,
          testCode: test.code,
          testDescription: test.short_description,
          labStatus: test.lab_status,
          labStatusUpdateDate: iso(test.lab_status_update_date),
          nextLabStatuses: isLabTestStatus(test.lab_status)
            ? [...LabTestStatusMoves[test.lab_status]]
            : [],
          labReportId: test.lab_report_id,
          reportVersion: test.version,
          priorAuthCaseNumber: record?.caseNumber ?? null,
          priorAuthCaseStatus: record?.caseStatus ?? null,
        };
      }),
  }));
}

/** The desk's view of one order (after a change the desk made to it). */
export async function deskOrder(db: LabKysely, orderId: number): Promise<LabDeskOrder> {
  const [order] = await deskOrders(db, [orderId]);
  if (!order) throw new Error(`Order ${orderId} not found`);
  return order;
}

/** The submitted orders (`o`) with their account (`a`): what the desk changes. */
const submittedOrders = (db: LabKysely) =>
  db
    .selectFrom('lab_order as o')
    .innerJoin('client_account as a', 'a.account_id', 'o.account_id')
    .where(submitted);

/** An ordered test of a submitted order, with its order's account; undefined when none. */
export async function findDeskTest(db: LabKysely, orderTestId: number) {
  return submittedOrders(db)
    .innerJoin('order_test as t', 't.order_id', 'o.id')
    .select(['t.id', 't.order_id', 't.lab_status', 't.code', 'a.cmid', 'o.account_id'])
    .where('t.id', '=', orderTestId)
    .executeTakeFirst();
}

/** A submitted order with its account; undefined when none. */
export async function findDeskOrder(db: LabKysely, orderId: number) {
  return submittedOrders(db)
    .select(['o.id', 'o.accession_number', 'a.cmid'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/** Moves a test to a lab status (and its order's last change with it). */
export async function setTestLabStatus(
  db: LabKysely,
  test: { id: number; order_id: number },
  status: string,
): Promise<void> {
  await inTransaction(db, (trx) => setTestsLabStatus(trx, test.order_id, [test.id], status));
}

/** Whether another order already holds the accession number. */
export async function accessionNumberTaken(
  db: LabKysely,
  orderId: number,
  accessionNumber: string,
): Promise<boolean> {
  const found = await db
    .selectFrom('lab_order')
    .select('id')
    .where('accession_number', '=', accessionNumber)
    .where('id', '<>', orderId)
    .executeTakeFirst();
  return found !== undefined;
}

export async function setAccessionNumber(
  db: LabKysely,
  orderId: number,
  accessionNumber: string,
): Promise<void> {
  await db
    .updateTable('lab_order')
    .set({ accession_number: accessionNumber, updated_at: sql<Date>`now()` })
    .where('id', '=', orderId)
    .execute();
}

/** A report with its test, for an updated version. */
export async function findDeskReport(db: LabKysely, labReportId: number) {
  return db
    .selectFrom('lab_report as r')
    .innerJoin('order_test as t', 't.id', 'r.order_test_id')
    .innerJoin('client_account as a', 'a.account_id', 'r.account_id')
    .select(['r.id', 'r.version', 'r.order_test_id', 't.lab_status', 'a.cmid', 'r.account_id'])
    .where('r.id', '=', labReportId)
    .executeTakeFirst();
}

export async function findPriorAuthCase(db: LabKysely, caseNumber: string) {
  return db
    .selectFrom('prior_auth_case as c')
    .innerJoin('lab_order as o', 'o.id', 'c.order_id')
    .innerJoin('client_account as a', 'a.account_id', 'o.account_id')
    .select(['c.case_number', 'c.order_id', 'c.status', 'a.cmid', 'o.account_id'])
    .where('c.case_number', '=', caseNumber)
    .executeTakeFirst();
}

/** Sets a case's status, and the status the order's tests show for that case. */
export async function setPriorAuthCaseStatus(
  db: LabKysely,
  found: { case_number: string; order_id: number },
  status: number,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('prior_auth_case')
      .set({ status, updated_at: sql<Date>`now()` })
      .where('case_number', '=', found.case_number)
      .execute();
    const tests = await trx
      .selectFrom('order_test')
      .select(['id', 'prior_auth_record'])
      .where('order_id', '=', found.order_id)
      .execute();
    for (const test of tests) {
      const record = test.prior_auth_record as StoredPriorAuthRecord | null;
      if (record?.caseNumber !== found.case_number) continue;
      await trx
        .updateTable('order_test')
        .set({
          prior_auth_record: JSON.stringify({
            ...record,
            caseStatus: status,
            caseStatusDescription: priorAuthCaseStatusLabel(status),
          }),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', test.id)
        .execute();
    }
    await touchOrder(trx, found.order_id);
  });
}
