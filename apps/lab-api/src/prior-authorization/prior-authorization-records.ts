// What prior authorization reads and writes: its cases, and the record kept on each ordered test.
import { isCancelledOrderStatus } from '@loci/domain';
import { sql } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { loadOrderTests, touchOrder } from '../orders/order-records.js';
import type { StoredPriorAuthRecord } from '../orders/order-schema.js';

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
