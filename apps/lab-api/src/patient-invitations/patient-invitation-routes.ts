// Patient-portal invitations of the messaging API (document 2 section 7.2): the status of an
// order's invitation (SENT or NOT_SENT) and sending one through the PatientInvitationSender.
// Rules: docs/decisions/order-changes-api.md.
import {
  getPatientInvitationStatus,
  sendPatientInvitation,
  type PatientPortalInvitation,
} from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { allAccessTypes } from '../accounts/account-scope.js';
import type { LabKysely } from '../db/create-database.js';
import { problems } from '../http/http-problem.js';
import { readOf, registerCall, type CallRegistry } from '../http/register-call.js';
import { isSubmitted, requireOrder } from '../orders/order-records.js';
import {
  invitedPatient,
  latestInvitation,
  recordInvitation,
} from './patient-invitation-records.js';
import {
  LocalPatientInvitationSender,
  OutboxPatientInvitationSender,
  type PatientInvitationSender,
} from './patient-invitation-sender.js';
import { orderEvent } from '../audit/record-audit.js';

/** Where invited patients sign up: the lab's patient portal (`PATIENT_PORTAL_URL`). */
export function patientPortalSignUpUrl(patientPortalUrl: string): string {
  return `${patientPortalUrl.replace(/\/+$/, '')}/sign-up`;
}

/** An address shown back to the practice: the first character of the local part only. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

async function invitationStatus(db: LabKysely, orderId: number): Promise<PatientPortalInvitation> {
  const latest = await latestInvitation(db, orderId);
  return latest
    ? {
        orderId,
        status: 'SENT',
        sentAt: new Date(latest.sent_at).toISOString(),
        sentTo: maskEmail(latest.recipient_email),
      }
    : { orderId, status: 'NOT_SENT', sentAt: null, sentTo: null };
}

export function registerPatientInvitationRoutes(
  app: FastifyInstance,
  registry: CallRegistry,
  sender: PatientInvitationSender = registry.delivery
    ? new OutboxPatientInvitationSender(registry.db, registry.delivery.mailer)
    : new LocalPatientInvitationSender(registry.db),
): void {
  registerCall(app, registry, getPatientInvitationStatus, {
    access: { scope: 'accounts', roles: allAccessTypes },
    readAudit: readOf('order', 'patient_invitation.status', (input) => input.query.order_id),
    async handler({ input, caller, db }) {
      const order = await requireOrder(db, caller, input.query.order_id);
      return invitationStatus(db, order.id);
    },
  });

  registerCall(app, registry, sendPatientInvitation, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ input, caller, db, audit }) {
      const order = await requireOrder(db, caller, input.query.order_id);
      if (!isSubmitted(order.status)) {
        throw problems.conflict(
          'order_not_submitted',
          'A patient is invited to the patient portal once the order is submitted',
        );
      }
      const patient = await invitedPatient(db, order.patient_id);
      const email = patient.email?.trim();
      if (!email) {
        throw problems.conflict(
          'no_patient_email',
          'The patient has no e-mail address: add one to the patient first',
        );
      }
      const { reference } = await sender.send({
        orderId: order.id,
        recipientEmail: email,
        patientFirstName: patient.first_name,
        practiceName: patient.client_name,
        signUpUrl: patientPortalSignUpUrl(registry.config.patientPortalUrl),
      });
      await recordInvitation(db, {
        order_id: order.id,
        patient_id: patient.id,
        recipient_email: email,
        delivery_reference: reference,
        sent_by: caller.identity.email.toLowerCase(),
      });
      await audit(
        orderEvent('patient_invitation.send', order.id, order.cmid, {
          patientId: patient.id,
          reference,
        }),
      );
      return invitationStatus(db, order.id);
    },
  });
}
