// The results calls (document 2 §7.1; docs/decisions/results-api.md): lists by account (top
// 200), the filters' name look-ups, a report's PDF (every view and download audited), its
// accession details, who viewed it, and the provider's acknowledgement. Reports are read by
// GDAA and GDFA users of the report's account only; Orders Only users and other accounts get 404.
import {
  getReport,
  getReportLabAccessionDetails,
  getReportViewedUsers,
  listOrdersByAccount as listOrdersByAccountCall,
  listReportsByAccount as listReportsByAccountCall,
  markReportReviewed,
  orderPlacedByForName,
  orderingProviderByName,
  reportOrderedByForName,
  reportOrderingProviderByName,
} from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { allAccessTypes } from '../accounts/account-scope.js';
import type { Caller } from '../accounts/caller.js';
import { reportEvent } from '../audit/record-audit.js';
import { pdfReply } from '../http/pdf-reply.js';
import { problems } from '../http/http-problem.js';
import { readOf, registerCall, type CallRegistry } from '../http/register-call.js';
import { readableReportFile } from './report-records.js';
import {
  findAccessionDetails,
  findOrderPlacers,
  findOrderingProviders,
  findReportViewers,
  listOrdersByAccount,
  listReportsByAccount,
  markReviewed,
  reportViewActions,
} from './results-queries.js';
import { reportAccountIds } from './results-rules.js';

// Every signed-in practice user reaches the handler; the results rule decides (404 otherwise).
const access = { scope: 'accounts', roles: allAccessTypes } as const;

/**
 * The accounts a list reads: the named ones (each must be readable) or every readable one. No
 * readable account at all (an Orders Only user) answers 404, as a report of theirs would.
 */
function listAccounts(caller: Caller, accountNumbers: readonly string[]): number[] {
  const ids = reportAccountIds(caller, accountNumbers);
  const wanted = new Set(accountNumbers);
  if (ids.length === 0 || (wanted.size > 0 && ids.length < wanted.size))
    throw problems.notFound('Account not found');
  return ids;
}

export function registerResultsRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, listOrdersByAccountCall, {
    access,
    readAudit: { action: 'order.list', entityType: 'order_list' },
    async handler({ input, caller, db }) {
      return listOrdersByAccount(db, listAccounts(caller, input.body.AccountNumbers), input.body);
    },
  });

  registerCall(app, registry, listReportsByAccountCall, {
    access,
    readAudit: { action: 'report.list', entityType: 'report_list' },
    async handler({ input, caller, db }) {
      return listReportsByAccount(db, listAccounts(caller, input.body.AccountNumbers), input.body);
    },
  });

  const lookups = [
    [orderPlacedByForName, findOrderPlacers, false],
    [reportOrderedByForName, findOrderPlacers, true],
    [orderingProviderByName, findOrderingProviders, false],
    [reportOrderingProviderByName, findOrderingProviders, true],
  ] as const;
  for (const [call, find, withReport] of lookups) {
    registerCall(app, registry, call, {
      access,
      async handler({ input, caller, db }) {
        const accountIds = listAccounts(caller, input.body.AccountNumbers);
        return find(db, accountIds, input.body.SearchName, withReport);
      },
    });
  }

  registerCall(app, registry, getReport, {
    access,
    async handler({ input, caller, db, reply, audit }) {
      const file = await readableReportFile(db, caller, input.params.labReportId);
      const download = input.query.download;
      const action = download ? reportViewActions.download : reportViewActions.view;
      await audit(
        reportEvent(action, file.labReportId, file.accountNumber, {
          version: file.version,
          orderId: file.orderId,
          source: 'Portal',
        }),
      );
      return pdfReply(reply, file.fileName, file.bytes, { inline: !download });
    },
  });

  registerCall(app, registry, getReportLabAccessionDetails, {
    access,
    readAudit: readOf('report', 'report.accession_details', (input) => input.params.labReportId),
    async handler({ input, caller, db }) {
      const file = await readableReportFile(db, caller, input.params.labReportId);
      const details = await findAccessionDetails(db, file.labReportId);
      if (!details) throw problems.notFound('Report not found');
      return details;
    },
  });

  registerCall(app, registry, getReportViewedUsers, {
    access,
    async handler({ input, caller, db }) {
      const file = await readableReportFile(db, caller, input.params.labReportId);
      return findReportViewers(db, file.labReportId);
    },
  });

  registerCall(app, registry, markReportReviewed, {
    access,
    async handler({ input, caller, db, audit }) {
      const file = await readableReportFile(db, caller, input.params.labReportId);
      const review = await markReviewed(db, file.labReportId, caller.identity.email.toLowerCase());
      if (!review.already)
        await audit(
          reportEvent('report.review', file.labReportId, file.accountNumber, {
            version: review.version,
            orderId: file.orderId,
          }),
        );
      return {
        labReportId: file.labReportId,
        reviewed: true,
        reviewedBy: review.reviewedBy,
        reviewedDate: review.reviewedAt ? new Date(review.reviewedAt).toISOString() : null,
      };
    },
  });
}
