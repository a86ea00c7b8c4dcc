// The invitation tables (patient-invitation-migrations.ts), merged into LabDatabase.
import type { Generated } from 'kysely';
import type { Timestamp } from '../db/column-types.js';

export interface PatientPortalInvitationTable {
  id: Generated<number>;
  order_id: number;
  patient_id: number;
  recipient_email: string;
  delivery_reference: string;
  sent_by: string;
  sent_at: Timestamp;
}

export interface PatientInvitationOutboxTable {
  id: Generated<number>;
  recipient_email: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

declare module '../db/schema.js' {
  interface LabDatabase {
    patient_portal_invitation: PatientPortalInvitationTable;
    patient_invitation_outbox: PatientInvitationOutboxTable;
  }
}
