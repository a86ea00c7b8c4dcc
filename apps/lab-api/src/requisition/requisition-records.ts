// What a requisition form shows besides the order: its account, patient, ordering provider and
// insurance policy with its plan.
import type { SimpleOrder } from '@loci/contract';
import type { LabKysely } from '../db/create-database.js';

export async function requisitionParties(
  db: LabKysely,
  order: Pick<
    SimpleOrder,
    'accountNumber' | 'patientId' | 'orderingProviderId' | 'insurancePolicyId'
  >,
) {
  const account = await db
    .selectFrom('client_account')
    .selectAll()
    .where('cmid', '=', order.accountNumber)
    .executeTakeFirstOrThrow();
  const patient = await db
    .selectFrom('patient')
    .selectAll()
    .where('id', '=', order.patientId)
    .executeTakeFirstOrThrow();
  const provider =
    order.orderingProviderId === null
      ? undefined
      : await db
          .selectFrom('ordering_provider')
          .selectAll()
          .where('id', '=', order.orderingProviderId)
          .executeTakeFirst();
  const policy =
    order.insurancePolicyId === null
      ? undefined
      : await db
          .selectFrom('insurance_policy as ip')
          .leftJoin('insurance_plan as p', 'p.plan_code', 'ip.plan_code')
          .select([
            'ip.policy_id',
            'ip.group_id',
            'ip.subscriber_first_name',
            'ip.subscriber_last_name',
            'ip.relation_to_patient',
            'p.plan_name',
            'ip.other_insurance_name',
            'ip.plan_code',
          ])
          .where('ip.id', '=', order.insurancePolicyId)
          .executeTakeFirst();

  return { account, patient, provider, policy };
}
