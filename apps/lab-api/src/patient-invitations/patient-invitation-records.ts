// The invitations' SQL: the latest invitation of an order, the patient it goes to, and the
// record of one sent.
import type { Insertable } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import type { PatientPortalInvitationTable } from './patient-invitation-schema.js';

/** The order's latest invitation, if one was sent. */
export async function latestInvitation(db: LabKysely, orderId: number) {
  return db
    .selectFrom('patient_portal_invitation')
    .select(['sent_at', 'recipient_email'])
    .where('order_id', '=', orderId)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The patient of an order with the practice (account) that invites them. */
export async function invitedPatient(db: LabKysely, patientId: number) {
  return db
    .selectFrom('patient as p')
    .innerJoin('client_account as a', 'a.account_id', 'p.account_id')
    .select(['p.id', 'p.first_name', 'p.email', 'a.client_name'])
    .where('p.id', '=', patientId)
    .executeTakeFirstOrThrow();
}

export async function recordInvitation(
  db: LabKysely,
  values: Insertable<PatientPortalInvitationTable>,
): Promise<void> {
  await db.insertInto('patient_portal_invitation').values(values).execute();
}
