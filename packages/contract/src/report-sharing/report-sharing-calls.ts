// Sharing a report (document 2 §7.1 "Results", document 1 "Report share"): by e-mail
// (ToEmailAddresses, Notes, LabReportId) or by fax (FirstName, LastName, Department, FaxNumber,
// Note, LabReportId), and the status of a fax (`documentStatus`, whose body the spec does not
// show: docs/decisions/report-sharing.md).
import { DocumentStatuses, FaxJobStatuses } from '@loci/domain';
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import {
  emailField,
  faxField,
  fieldMessages,
  optionalClinicalText,
  optionalText,
  requiredRowIdField,
  requiredText,
} from '../call/fields.js';

/** Most recipients of one e-mail share. */
export const maxShareRecipients = 10;

/** A report's id in a body (the same id across its versions). */
export const shareLabReportIdField = requiredRowIdField;

export const emailReportRequestSchema = z.object({
  ToEmailAddresses: z.array(emailField, { error: fieldMessages.required }).check(
    // The addresses are typed in one text field ("To"): none is the spec's required text.
    z.minLength(1, fieldMessages.required),
    z.maxLength(maxShareRecipients, fieldMessages.maxLength),
  ),
  Notes: optionalClinicalText(1000),
  LabReportId: shareLabReportIdField,
});
export type EmailReportRequest = z.input<typeof emailReportRequestSchema>;

export const emailReportResponseSchema = z.object({
  LabReportId: z.number().check(z.int()),
  /** The addresses the report goes to (queued in the lab's mail outbox). */
  ToEmailAddresses: z.array(z.string()),
  Status: z.literal('Queued'),
});
export type EmailReportResponse = z.infer<typeof emailReportResponseSchema>;

export const faxReportRequestSchema = z.object({
  FirstName: requiredText(50),
  LastName: requiredText(50),
  Department: optionalText(100),
  FaxNumber: z.pipe(
    z
      .string({ error: fieldMessages.required })
      .check(z.trim(), z.minLength(1, fieldMessages.required)),
    faxField,
  ),
  Note: optionalClinicalText(500),
  LabReportId: shareLabReportIdField,
});
export type FaxReportRequest = z.input<typeof faxReportRequestSchema>;

/** One fax of a report and where it stands. */
export const faxJobSchema = z.object({
  JobId: z.number().check(z.int()),
  LabReportId: z.number().check(z.int()),
  FirstName: z.string(),
  LastName: z.string(),
  Department: z.nullable(z.string()),
  FaxNumber: z.string(),
  /** The fax's job status (document 3): None, Processing, Waiting, then a final one. */
  Status: z.enum(FaxJobStatuses),
  /** The same status read as a document status (None, Sending, Inprogress, Ok, Failed). */
  DocumentStatus: z.enum(DocumentStatuses),
  /** Why a fax failed, was cancelled or carries a warning; null otherwise. */
  Reason: z.nullable(z.string()),
  CreatedDate: z.string(),
  UpdatedDate: z.string(),
});
export type FaxJob = z.infer<typeof faxJobSchema>;

export const faxDocumentStatusRequestSchema = z.object({
  JobId: requiredRowIdField,
});
export type FaxDocumentStatusRequest = z.input<typeof faxDocumentStatusRequestSchema>;

export const reportSharingCalls = defineCalls(
  { feature: 'report-sharing', ...portalApi, wrapped: true },
  {
    sendReportByEmail: {
      summary: 'Sends the report’s latest version as a PDF attachment to the given addresses',
      method: 'POST',
      path: '/results/email/sendReport',
      request: { body: emailReportRequestSchema },
      response: emailReportResponseSchema,
      idempotent: true,
    },
    sendReportByFax: {
      summary: 'Faxes the report’s latest version; answers the fax job (status None at first)',
      method: 'POST',
      path: '/results/fax/sendReport',
      request: { body: faxReportRequestSchema },
      response: faxJobSchema,
      idempotent: true,
    },
    getFaxDocumentStatus: {
      summary: 'Where a fax of a report stands (its job status, document status and reason)',
      method: 'POST',
      path: '/results/fax/documentStatus',
      request: { body: faxDocumentStatusRequestSchema },
      response: faxJobSchema,
    },
  },
);

export const { sendReportByEmail, sendReportByFax, getFaxDocumentStatus } = reportSharingCalls;
