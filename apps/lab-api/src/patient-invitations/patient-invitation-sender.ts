// Sending a patient-portal invitation is a system edge (the lab's e-mail relay). The server talks
// to it through PatientInvitationSender; the local sender keeps each invitation in the
// database's outbox (patient_invitation_outbox), where development and tests read it.
import type { LabKysely } from '../db/create-database.js';

export interface PatientInvitationMail {
  orderId: number;
  recipientEmail: string;
  patientFirstName: string | null;
  practiceName: string;
  /** Where the patient creates their patient-portal account. */
  signUpUrl: string;
}

export interface PatientInvitationSender {
  /** Sends the invitation; answers the relay's reference of the delivery. */
  send(mail: PatientInvitationMail): Promise<{ reference: string }>;
}

export const patientInvitationSubject = 'Your Loci patient portal invitation';

export function patientInvitationText(mail: PatientInvitationMail): string {
  const greeting = mail.patientFirstName ? `Hello ${mail.patientFirstName},` : 'Hello,';
  return [
    greeting,
    '',
    `${mail.practiceName} has ordered genetic testing for you with Loci.`,
    'Create your patient portal account to follow your test and read your results:',
    mail.signUpUrl,
    '',
    'If you did not expect this message, you can ignore it.',
  ].join('\n');
}

export class LocalPatientInvitationSender implements PatientInvitationSender {
  readonly #db: LabKysely;

  constructor(db: LabKysely) {
    this.#db = db;
  }

  async send(mail: PatientInvitationMail): Promise<{ reference: string }> {
    const row = await this.#db
      .insertInto('patient_invitation_outbox')
      .values({
        recipient_email: mail.recipientEmail,
        subject: patientInvitationSubject,
        body: patientInvitationText(mail),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { reference: `local-${row.id}` };
  }
}
