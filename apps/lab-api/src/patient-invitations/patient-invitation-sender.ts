// Sending a patient-portal invitation is a system edge (the lab's e-mail relay). The server talks
// to it through PatientInvitationSender. The outbox sender hands the e-mail to the lab's one
// mailer (the durable mail outbox, delivered over SMTP or to the local folder by the job queue)
// and keeps a copy of the invitation as sent (patient_invitation_outbox), in one transaction.
// The local sender, for an app built without the delivery queue, keeps the copy only.
import type { Kysely } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import type { LabDatabase } from '../db/schema.js';
import type { OutboxMailer } from '../mail/mail-outbox.js';

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

/** Keeps the invitation as sent; answers its row id. */
async function keepInvitationCopy(
  db: Kysely<LabDatabase>,
  mail: PatientInvitationMail,
): Promise<number> {
  const row = await db
    .insertInto('patient_invitation_outbox')
    .values({
      recipient_email: mail.recipientEmail,
      subject: patientInvitationSubject,
      body: patientInvitationText(mail),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export class LocalPatientInvitationSender implements PatientInvitationSender {
  readonly #db: LabKysely;

  constructor(db: LabKysely) {
    this.#db = db;
  }

  async send(mail: PatientInvitationMail): Promise<{ reference: string }> {
    return { reference: `local-${await keepInvitationCopy(this.#db, mail)}` };
  }
}

/** Sends through the lab's mail outbox: the mail is delivered once, retried until it is. */
export class OutboxPatientInvitationSender implements PatientInvitationSender {
  readonly #db: LabKysely;
  readonly #mailer: OutboxMailer;

  constructor(db: LabKysely, mailer: OutboxMailer) {
    this.#db = db;
    this.#mailer = mailer;
  }

  async send(mail: PatientInvitationMail): Promise<{ reference: string }> {
    return this.#db.transaction().execute(async (trx) => {
      await keepInvitationCopy(trx, mail);
      const queued = await this.#mailer.enqueue(
        {
          to: mail.recipientEmail,
          subject: patientInvitationSubject,
          text: patientInvitationText(mail),
        },
        trx,
      );
      // The Message-ID names the delivery in the outbox (and at the receiver).
      return { reference: queued.messageId };
    });
  }
}
