// What a shared report's e-mail says, and how a fax job reads in the contract. The e-mail names
// no patient (subject or text): the report itself is the attachment.
import type { FaxJob } from '@loci/contract';
import type { ProfileCaller } from '../accounts/caller.js';
import type { FaxJobRecord } from '../fax/fax-records.js';
import { faxDocumentStatus } from '../fax/fax-rules.js';
import type { OutgoingMail } from '../mail/mailer.js';
import type { ReportFile } from '../results/report-records.js';

export const reportMailSubject = 'A lab report was shared with you';

/** The sender as the recipient knows them: the profile's name, else the sign-in e-mail. */
export function senderName(caller: ProfileCaller): string {
  const name = [caller.profile.first_name, caller.profile.last_name].filter(Boolean).join(' ');
  return name || caller.identity.email;
}

export function reportMail(
  report: ReportFile,
  recipients: readonly string[],
  notes: string | null | undefined,
  caller: ProfileCaller,
): OutgoingMail {
  const lines = [
    `${senderName(caller)} shared a lab report with you through the Loci provider portal.`,
    '',
    ...(notes ? ['Notes:', notes, ''] : []),
    `The report is attached as ${report.fileName} (version ${report.version}).`,
    'It holds protected health information: keep it confidential, and delete this e-mail if it reached you by mistake.',
  ];
  return {
    to: recipients.join(', '),
    subject: reportMailSubject,
    text: lines.join('\n'),
    attachments: [
      { filename: report.fileName, contentType: 'application/pdf', content: report.bytes },
    ],
  };
}

export function toFaxJob(job: FaxJobRecord): FaxJob {
  return {
    JobId: job.id,
    LabReportId: job.labReportId,
    FirstName: job.firstName,
    LastName: job.lastName,
    Department: job.department,
    FaxNumber: job.faxNumber,
    Status: job.status,
    DocumentStatus: faxDocumentStatus(job.status),
    Reason: job.reason,
    CreatedDate: job.createdAt.toISOString(),
    UpdatedDate: job.updatedAt.toISOString(),
  };
}
