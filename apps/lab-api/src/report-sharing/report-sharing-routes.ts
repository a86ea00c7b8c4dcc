// Sharing a report by e-mail or fax, and a fax's status (document 2 §7.1 "Results"). Only readers
// of the report's account (GDAA, GDFA) may share it: for Orders Only users and other accounts'
// users the report, and its faxes, do not exist (404).
import { getFaxDocumentStatus, sendReportByEmail, sendReportByFax } from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { reportEvent } from '../audit/record-audit.js';
import type { Delivery } from '../delivery/delivery.js';
import { findFaxJob } from '../fax/fax-records.js';
import { problems } from '../http/http-problem.js';
import { auditNotFound } from '../http/not-found-audit.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { readableReportFile } from '../results/report-records.js';
import { canReadReportsOf, reportReaderRoles } from '../results/results-rules.js';
import { reportMail, toFaxJob } from './report-sharing-rules.js';

const access = { scope: 'accounts', roles: reportReaderRoles } as const;

function requireDelivery(registry: CallRegistry): Delivery {
  if (!registry.delivery) throw new Error('Report sharing needs the delivery job queue');
  return registry.delivery;
}

export function registerReportSharingRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, sendReportByEmail, {
    access,
    async handler({ input, profileCaller, db, audit }) {
      const { ToEmailAddresses, Notes, LabReportId } = input.body;
      const report = await readableReportFile(db, profileCaller, LabReportId).catch(
        async (error: unknown) => {
          await auditNotFound(audit, {
            action: 'report.share_email',
            entityType: 'lab_report',
            entityId: LabReportId,
          });
          throw error;
        },
      );
      const queued = await requireDelivery(registry).mailer.enqueue(
        reportMail(report, ToEmailAddresses, Notes, profileCaller),
      );
      // A disclosure of the report: who it went to is part of the record.
      await audit(
        reportEvent('report.share_email', LabReportId, report.accountNumber, {
          version: report.version,
          recipients: ToEmailAddresses,
          mailId: queued.mailId,
        }),
      );
      return { LabReportId, ToEmailAddresses, Status: 'Queued' as const };
    },
  });

  registerCall(app, registry, sendReportByFax, {
    access,
    async handler({ input, profileCaller, db, audit }) {
      const body = input.body;
      const report = await readableReportFile(db, profileCaller, body.LabReportId).catch(
        async (error: unknown) => {
          await auditNotFound(audit, {
            action: 'report.share_fax',
            entityType: 'lab_report',
            entityId: body.LabReportId,
          });
          throw error;
        },
      );
      const jobId = await requireDelivery(registry).fax.enqueue({
        labReportId: report.labReportId,
        accountId: report.accountId,
        accountNumber: report.accountNumber,
        firstName: body.FirstName,
        lastName: body.LastName,
        department: body.Department ?? null,
        faxNumber: body.FaxNumber,
        note: body.Note ?? null,
        document: report.bytes,
        requestedBy: profileCaller.identity.email,
      });
      await audit(
        reportEvent('report.share_fax', body.LabReportId, report.accountNumber, {
          version: report.version,
          faxNumber: body.FaxNumber,
          faxJobId: jobId,
        }),
      );
      const job = await findFaxJob(db, jobId);
      if (!job) throw new Error('The fax job just written is missing');
      return toFaxJob(job);
    },
  });

  registerCall(app, registry, getFaxDocumentStatus, {
    access,
    async handler({ input, profileCaller, db }) {
      const job = await findFaxJob(db, input.body.JobId);
      if (!job || !canReadReportsOf(profileCaller, job.accountId)) {
        throw problems.notFound('Fax not found');
      }
      return toFaxJob(job);
    },
  });
}
