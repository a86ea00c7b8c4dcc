// The lab desk's reports area: release the first report of a finished test, and issue updated
// reports (version + 1), each a PDF rendered from the order ("generate") or the lab's upload.
import type { CallRequest, labDeskReleaseReportSchema } from '@loci/contract';
import { issueLabDeskUpdatedReport, releaseLabDeskReport } from '@loci/contract';
import type { z } from 'zod/mini';
import { canIssueUpdatedReport, canReleaseReport } from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import { HttpProblem, problems } from '../http/http-problem.js';
import { registerCall, type CallContext, type CallRegistry } from '../http/register-call.js';
import {
  findTestReport,
  releaseReportVersion,
  type ReleasedPdf,
} from '../results/report-release-records.js';
import { findDeskReport, findDeskTest } from './lab-desk-queries.js';
import { maximumReportBytes, reportNotice, reportUploadProblem } from './lab-desk-rules.js';
import { inTransaction } from '../db/in-transaction.js';
import {
  notificationOutlet,
  notifyAccount,
  type NotificationOutlet,
} from '../notifications/notification-events.js';

const access = { scope: 'lab-staff' } as const;
/** Both calls carry a report's PDF in the body (up to 30 MB). */
const reportUpload = { access, bodyLimit: 30 * 1024 * 1024 };

/** The PDF of a release request: the findings to render, or the checked upload. */
function releasedPdf(body: z.output<typeof labDeskReleaseReportSchema>): ReleasedPdf {
  if (body.Mode === 'generate') return { source: 'generated', findings: body.Findings };
  const bytes = new Uint8Array(Buffer.from(body.ContentBase64, 'base64'));
  const refusal = reportUploadProblem(bytes);
  if (refusal === 'too_large')
    throw new HttpProblem(413, [
      {
        code: 'payload_too_large',
        message: `A report PDF may be at most ${maximumReportBytes / 1024 / 1024} MB`,
      },
    ]);
  if (refusal === 'not_pdf')
    throw new HttpProblem(415, [
      {
        code: 'unsupported_media_type',
        message: 'The report must be a PDF file',
        path: 'ContentBase64',
      },
    ]);
  return { source: 'uploaded', fileName: body.FileName, bytes };
}

/**
 * Releases a version of a test's report (the first one or an updated one) and audits it with the
 * released ids, version, mode and size (and the version it replaces, for an updated report).
 */
async function releaseVersion(
  { db, audit, caller }: Pick<CallContext<CallRequest>, 'db' | 'audit' | 'caller'>,
  outlet: NotificationOutlet,
  body: z.output<typeof labDeskReleaseReportSchema>,
  orderTestId: number,
  event: { action: string; accountNumber: string; accountId: number; previousVersion?: number },
) {
  const pdf = releasedPdf(body);
  const released = await inTransaction(db, async (trx) => {
    const version = await releaseReportVersion(
      trx,
      orderTestId,
      pdf,
      caller.identity.email.toLowerCase(),
    );
    await notifyAccount(trx, outlet, reportNotice(version, event));
    return version;
  });
  await audit({
    action: event.action,
    entityType: 'lab_report',
    entityId: released.labReportId,
    accountNumber: event.accountNumber,
    detail: {
      orderId: released.orderId,
      orderTestId: released.orderTestId,
      version: released.version,
      ...(event.previousVersion === undefined ? {} : { previousVersion: event.previousVersion }),
      mode: body.Mode,
      size: released.size,
    },
  });
  return { ...released, releasedDate: released.releasedAt.toISOString() };
}

export function registerLabDeskReportRoutes(app: FastifyInstance, registry: CallRegistry): void {
  const outlet = notificationOutlet(registry);
  registerCall(app, registry, releaseLabDeskReport, {
    ...reportUpload,
    async handler({ input, db, audit, caller }) {
      const test = await findDeskTest(db, input.params.orderTestId);
      if (!test) throw problems.notFound('Ordered test not found');
      if ((await findTestReport(db, test.id)) !== undefined)
        throw problems.conflict(
          'report_already_released',
          'This test already has a report: issue an updated report instead',
        );
      if (!canReleaseReport(test.lab_status))
        throw problems.conflict(
          'report_not_allowed',
          `A report is released for a finished test only (this test is ${test.lab_status})`,
        );
      return releaseVersion({ db, audit, caller }, outlet, input.body, test.id, {
        action: 'labdesk.report.release',
        accountNumber: test.cmid,
        accountId: test.account_id,
      });
    },
  });

  registerCall(app, registry, issueLabDeskUpdatedReport, {
    ...reportUpload,
    async handler({ input, db, audit, caller }) {
      const report = await findDeskReport(db, input.params.labReportId);
      if (!report) throw problems.notFound('Report not found');
      if (!canIssueUpdatedReport(report.lab_status))
        throw problems.conflict(
          'report_not_allowed',
          `An updated report needs a released one (this test is ${report.lab_status})`,
        );
      return releaseVersion({ db, audit, caller }, outlet, input.body, report.order_test_id, {
        action: 'labdesk.report.update',
        accountNumber: report.cmid,
        accountId: report.account_id,
        previousVersion: report.version,
      });
    },
  });
}
