// What prior authorization reads and writes: its cases, and the record kept on each ordered test.
import { PriorAuthCaseStatus, isCancelledOrderStatus } from '@loci/domain';
import { sql, type RawBuilder } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { loadOrderTests, touchOrder } from '../orders/order-records.js';
import type { StoredPriorAuthRecord } from '../orders/order-schema.js';

/**
 * A case (`prior_auth_case c`) that waits on the practice: clinical questions to answer, or the
 * payer's "Action Required/Information Needed". Literal values, so that the planner reads the
 * `prior_auth_case_action_needed` partial index (the dashboard's count, the order list's filter).
 */
export const priorAuthCaseActionNeeded: RawBuilder<boolean> = sql<boolean>`(c.qna_required or c.status = ${sql.lit(PriorAuthCaseStatus.ActionRequired)})`;

/** An order (`lab_order o`) with a case that waits on the practice. */
export const priorAuthActionNeededOrder: RawBuilder<boolean> = sql<boolean>`exists (select 1 from prior_auth_case c where c.order_id = o.id and ${priorAuthCaseActionNeeded})`;

/** Keeps the record on every test of the order that is not cancelled. */
export async function writePriorAuthRecord(
  db: LabKysely,
  orderId: number,
  record: StoredPriorAuthRecord,
): Promise<void> {
  const tests = await loadOrderTests(db, orderId);
  const ids = tests
    .filter((test) => !isCancelledOrderStatus(test.lab_status))
    .map((test) => test.id);
  if (ids.length === 0) return;
  await db
    .updateTable('order_test')
    .set({ prior_auth_record: JSON.stringify(record), updated_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .execute();
  await touchOrder(db, orderId);
}

/** Opens a case of the order. */
export async function insertPriorAuthCase(
  db: LabKysely,
  opened: {
    caseNumber: string;
    orderId: number;
    planCode: string;
    status: number;
    qnaRequired: boolean;
    clinicalQuestions: readonly { id: string; text: string }[];
  },
): Promise<void> {
  await db
    .insertInto('prior_auth_case')
    .values({
      case_number: opened.caseNumber,
      order_id: opened.orderId,
      plan_code: opened.planCode,
      status: opened.status,
      qna_required: opened.qnaRequired,
      clinical_questions: JSON.stringify(opened.clinicalQuestions),
    })
    .execute();
}

/** The order's case of that number, if any. */
export async function findPriorAuthCase(db: LabKysely, orderId: number, caseNumber: string) {
  return db
    .selectFrom('prior_auth_case')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('case_number', '=', caseNumber)
    .executeTakeFirst();
}

/** Keeps the clinical answers of a case and its new status. */
export async function saveClinicalAnswers(
  db: LabKysely,
  caseNumber: string,
  answers: readonly { questionId: string; answer: string }[],
  status: number,
): Promise<void> {
  await db
    .updateTable('prior_auth_case')
    .set({
      clinical_answers: JSON.stringify(answers),
      qna_required: false,
      status,
      updated_at: sql<Date>`now()`,
    })
    .where('case_number', '=', caseNumber)
    .execute();
}
