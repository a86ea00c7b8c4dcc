// The reports screens' reads and writes, on the portal's one road (api/callHooks.tsx): the list,
// the name look-ups of its filters, a report's PDF, accession details and viewers, the
// acknowledgement, the shares and the fax's status.
import { useCallback } from 'react';
import {
  getFaxDocumentStatus,
  getReport,
  getReportLabAccessionDetails,
  getReportViewedUsers,
  listReportsByAccount,
  markReportReviewed,
  sendReportByEmail,
  sendReportByFax,
  type FaxJob,
} from '@loci/contract';
import type { FaxJobStatus } from '@loci/domain';
import type { ApiClient } from '../api/apiClient.ts';
import {
  useAction,
  useCall,
  useCallCache,
  useCallKey,
  useRead,
  useSave,
} from '../api/callHooks.tsx';
import { contractCall } from '../api/contractCall.ts';

// The list's reads, in their own module so the list does not load the viewer's and shares' calls.
export {
  useNameLoader,
  useReportList,
  useResultsAddOnAvailable,
  type NameLookup,
} from './reportListQueries.ts';

/** The one report of an order's list answer (its heading, reviewed state). */
export function useReportSummary(
  labReportId: number,
  order: { accountNumber: string; orderId: number } | undefined,
) {
  const list = useCall(
    listReportsByAccount,
    order
      ? { body: { AccountNumbers: [order.accountNumber], SearchTerm: String(order.orderId) } }
      : null,
    { revalidateOnFocus: false },
  );
  return {
    ...list,
    report: list.data?.items.find((item) => item.labReportId === labReportId),
  };
}

/** GET /results/reportLabAccessionDetails/{labReportId}. */
export function useAccessionDetails(labReportId: number) {
  return useCall(getReportLabAccessionDetails, { params: { labReportId } });
}

/** GET /results/report/viewedUsers/{labReportId}. */
export function useViewedUsers(labReportId: number) {
  return useCall(getReportViewedUsers, { params: { labReportId } });
}

/** A report's PDF as it is shown inline (each read is an audited view, so read once). */
export function useReportPdf(labReportId: number) {
  const key = useCallKey(getReport, { params: { labReportId }, query: { download: 'false' } });
  return useRead(
    key,
    async (api) =>
      (
        await api.download({
          ...contractCall(getReport, { params: { labReportId }, query: { download: 'false' } }),
          accept: 'application/pdf',
          kind: 'file-transfer',
          report: false,
        })
      ).blob,
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
}

async function downloadReport(api: ApiClient, labReportId: number) {
  const answer = await api.download({
    ...contractCall(getReport, { params: { labReportId }, query: { download: 'true' } }),
    accept: 'application/pdf',
    kind: 'file-transfer',
  });
  return { blob: answer.blob, fileName: answer.fileName ?? `report-${labReportId}.pdf` };
}

/** The report as an attachment (`download=true`), with the server's file name. */
export function useReportDownload() {
  return useAction('report-download', downloadReport);
}

/** Lists and views to read again after a change of a report (acknowledged, viewed). */
function useReportReads() {
  const cache = useCallCache();
  return useCallback(
    (labReportId: number) =>
      cache.revalidate(
        (key) =>
          Array.isArray(key) &&
          key[0] === 'portal' &&
          typeof key[1] === 'string' &&
          (key[1].includes('/results/reportsByAccount') ||
            key[1].includes(`/results/report/viewedUsers/${labReportId}`)),
      ),
    [cache],
  );
}

/** Rereads the lists and "Viewed by" of a report. */
export function useRefreshReport() {
  return useReportReads();
}

/** POST /results/report/reviewed/{labReportId}; the lists are read again. */
export function useAcknowledge() {
  return useSave(markReportReviewed);
}

export function useEmailShare() {
  return useSave(sendReportByEmail);
}

export function useFaxShare() {
  return useSave(sendReportByFax);
}

/** The statuses after which a fax does not change any more. */
export const finalFaxStatuses: readonly FaxJobStatus[] = [
  'Succeeded',
  'Failed',
  'Warning',
  'Cancelled',
];

/** Polls POST /results/fax/documentStatus every second until the fax's status is final. */
export function useFaxStatus(job: FaxJob | null, intervalMs = 1000) {
  return useCall(getFaxDocumentStatus, job ? { body: { JobId: job.JobId } } : null, {
    fallbackData: job ?? undefined,
    refreshInterval: (latest) =>
      latest && finalFaxStatuses.includes(latest.Status) ? 0 : intervalMs,
    revalidateOnFocus: false,
  });
}
