// The payors' required documents (docs/decisions/orders-storage.md): every plan needs the
// insurance card; prior-authorization payors (UHC, ANTH) their payor form and clinical notes;
// Medicare an advance beneficiary notice; trio tests billed to a PA payor need family history.
import type { Insertable } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import type { PayorRequiredDocumentTable } from '../orders/order-schema.js';

export async function seedPayorRules(db: LabKysely): Promise<number> {
  const existing = await db.selectFrom('payor_required_document').select('id').limit(1).execute();
  if (existing.length > 0) return 0;
  const plans = await db
    .selectFrom('insurance_plan')
    .select(['plan_code', 'category'])
    .orderBy('plan_code')
    .execute();
  const trioTests = await db
    .selectFrom('test_extra_info')
    .select('test_code')
    .where('is_trio', '=', true)
    .orderBy('test_code')
    .limit(20)
    .execute();
  const rows: Insertable<PayorRequiredDocumentTable>[] = [];
  for (const plan of plans) {
    rows.push({
      xifin_code: plan.plan_code,
      test_code: null,
      document_category: 'Insurance Card',
      name: 'Insurance card (front and back)',
      description: 'A copy of both sides of the patient’s current insurance card.',
    });
    if (plan.category === 'UHC' || plan.category === 'ANTH') {
      rows.push(
        {
          xifin_code: plan.plan_code,
          test_code: null,
          document_category: 'Payor Form',
          name: 'Prior authorization request form',
          description:
            'The payor’s genetic testing prior authorization form, signed by the ordering provider.',
        },
        {
          xifin_code: plan.plan_code,
          test_code: null,
          document_category: 'Clinical Notes',
          name: 'Clinical notes',
          description: 'Recent clinical notes supporting the medical necessity of the test.',
        },
        ...trioTests.map((test) => ({
          xifin_code: plan.plan_code,
          test_code: test.test_code,
          document_category: 'Family History',
          name: 'Family history',
          description: 'A three-generation family history (pedigree) for trio testing.',
        })),
      );
    }
    if (plan.category === 'MCR') {
      rows.push({
        xifin_code: plan.plan_code,
        test_code: null,
        document_category: 'Payor Form',
        name: 'Advance Beneficiary Notice (ABN)',
        description: 'Signed by the patient when Medicare may not cover the test.',
      });
    }
  }
  if (rows.length > 0) await db.insertInto('payor_required_document').values(rows).execute();
  return rows.length;
}
