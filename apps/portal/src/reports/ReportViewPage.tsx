import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Banner, Button, Card, Columns, Inline, PageHeader, Spinner, Stack } from '@loci/ui';
import { dateOnly as formatDateOnly } from '../format/dateOnly.ts';
import type { FaxJob, ReportByAccount } from '@loci/contract';
import { useProfile } from '../access/RequireSession.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { saveBlob } from '../documents/documentTransfer.ts';
import { ReadFailure } from '../api/ReadFailure.tsx';
import { usePageHeading } from '../shell/usePageHeading.ts';
import { NoReportAccess } from './NoReportAccess.tsx';
import { OrderTestReports } from './OrderTestReports.tsx';
import { useOrderHeader } from './orderContextQueries.ts';
import { readableReportAccounts } from './reportAccess.ts';
import { reportListHref, reportPatientName } from './reportList.ts';
import { faxStatusText, reportMessages } from './reportMessages.ts';
import {
  finalFaxStatuses,
  useAccessionDetails,
  useAcknowledge,
  useFaxStatus,
  useRefreshReport,
  useReportDownload,
  useReportPdf,
  useReportSummary,
  useViewedUsers,
} from './reportQueries.ts';
import { EmailShareDialog, FaxShareDialog } from './ShareDialogs.tsx';
import * as styles from './ReportViewPage.css.ts';
import { orderReviewHref } from '@loci/contract';

const dateOnly = (value: string | null | undefined) => formatDateOnly(value, '—');
const dateTime = (value: string) =>
  `${dateOnly(value)} ${new Date(value).toLocaleTimeString('en-US', {
    hour: '2-digit',
    minute: '2-digit',
  })}`;

/** Object URLs about to be revoked: a remount of the same PDF (StrictMode's second run) keeps it. */
const revoking = new Map<string, ReturnType<typeof setTimeout>>();

/** The PDF inline, from a blob read through the API client (the token never goes in a URL). */
function ReportPdf({ labReportId, title }: { labReportId: number; title: string }) {
  const pdf = useReportPdf(labReportId);
  const refresh = useRefreshReport();
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : null), [pdf.data]);
  useEffect(() => {
    if (!url) return undefined;
    clearTimeout(revoking.get(url));
    revoking.delete(url);
    // This view is now in the audit trail: "Viewed by" shows it.
    void refresh(labReportId);
    return () => {
      revoking.set(
        url,
        setTimeout(() => {
          revoking.delete(url);
          URL.revokeObjectURL(url);
        }, 1000),
      );
    };
  }, [url, labReportId, refresh]);
  if (pdf.error) return <Banner severity="error">{reportMessages.reportFailed}</Banner>;
  if (!url) return <Spinner label="Loading the report" />;
  return <iframe className={styles.pdfFrame} src={url} title={title} />;
}

function AccessionDetails({ labReportId }: { labReportId: number }) {
  const details = useAccessionDetails(labReportId);
  const data = details.data;
  // The order's header alone (its status, and the order it adds to): the light order.
  const order = useOrderHeader(data?.orderId);
  return (
    <Card heading="Accession details" headingLevel={2} className={styles.printPanel}>
      {data ? (
        <dl className={styles.details}>
          <dt>Accession number</dt>
          <dd>{data.accessionNumber ?? '—'}</dd>
          <dt>Order</dt>
          <dd>
            <Link to={orderReviewHref(data.orderId)}>{data.orderId}</Link>
            {order.data ? ` · ${order.data.statusLabel}` : null}
          </dd>
          {order.data?.originalOrderId ? (
            <>
              <dt>Add-on to order</dt>
              <dd>
                <Link to={orderReviewHref(order.data.originalOrderId)}>
                  {order.data.originalOrderId}
                </Link>
              </dd>
            </>
          ) : null}
          <dt>Account</dt>
          <dd>{data.accountNumber}</dd>
          <dt>Test</dt>
          <dd>{[data.testCode, data.testDescription].filter(Boolean).join(' ')}</dd>
          <dt>Lab status</dt>
          <dd>{data.labStatus}</dd>
          <dt>Specimen</dt>
          <dd>{data.specimenType ?? '—'}</dd>
          <dt>Ordering provider</dt>
          <dd>{data.orderingProviderName ?? '—'}</dd>
          <dt>Ordered</dt>
          <dd>{dateOnly(data.orderedDate)}</dd>
          <dt>Specimen received</dt>
          <dd>{dateOnly(data.specimenReceivedDate)}</dd>
          <dt>Test finished</dt>
          <dd>{dateOnly(data.testFinishedDate)}</dd>
          <dt>Reported</dt>
          <dd>{dateOnly(data.reportedDate)}</dd>
          <dt>Report updated</dt>
          <dd>{dateOnly(data.reportUpdatedDate)}</dd>
          <dt>Version</dt>
          <dd>{data.reportVersion}</dd>
        </dl>
      ) : details.error ? (
        <ReadFailure
          error={details.error}
          failed={reportMessages.reportFailed}
          onRetry={() => details.mutate()}
        />
      ) : (
        <Spinner label="Loading the accession details" />
      )}
    </Card>
  );
}

function ViewedBy({ labReportId }: { labReportId: number }) {
  const viewers = useViewedUsers(labReportId);
  const list = viewers.data ?? [];
  return (
    <Card heading="Viewed by" headingLevel={2} className={styles.printPanel}>
      {viewers.data === undefined && viewers.error ? (
        <ReadFailure
          error={viewers.error}
          failed="Who viewed the report could not be loaded."
          onRetry={() => viewers.mutate()}
        />
      ) : viewers.data === undefined ? (
        <Spinner label="Loading who viewed the report" />
      ) : list.length === 0 ? (
        <p>Nobody has viewed this report yet.</p>
      ) : (
        <ul aria-label="Viewed by">
          {list.map((viewer) => (
            <li key={`${viewer.viewedDate}-${viewer.email ?? viewer.userName}-${viewer.action}`}>
              <strong>{viewer.userName}</strong>
              {viewer.email ? ` (${viewer.email})` : ''} ·{' '}
              {viewer.action === 'Download' ? 'downloaded' : 'viewed'}
              {viewer.source === 'PatientPortal' ? ' in the patient portal' : ''} on{' '}
              <time dateTime={viewer.viewedDate}>{dateTime(viewer.viewedDate)}</time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** One fax's status, polled until it is final. */
function FaxStatus({ job }: { job: FaxJob }) {
  const status = useFaxStatus(job);
  const current = status.data ?? job;
  const final = finalFaxStatuses.includes(current.Status);
  return (
    <li>
      Fax to {current.FirstName} {current.LastName} ({current.FaxNumber}):{' '}
      <span role="status" data-fax-status={current.Status}>
        {faxStatusText(current.Status, current.Reason)}
      </span>
      {final ? null : ' …'}
    </li>
  );
}

function Acknowledgement({ report }: { report: ReportByAccount | undefined }) {
  const acknowledge = useAcknowledge();
  const refresh = useRefreshReport();
  const { toaster } = usePortalServices();
  if (!report) return null;
  if (report.reviewed)
    return (
      <p>
        Reviewed{report.reviewedBy ? ` by ${report.reviewedBy}` : ''} on{' '}
        {dateOnly(report.reviewedDate)}
      </p>
    );
  const mark = async () => {
    try {
      await acknowledge.trigger({ params: { labReportId: report.labReportId } });
      toaster.show({ severity: 'success', message: reportMessages.acknowledged });
    } catch {
      // The API client has reported the failure.
    }
    await refresh(report.labReportId);
  };
  return (
    <Button onClick={() => void mark()} disabled={acknowledge.isMutating}>
      Acknowledge
    </Button>
  );
}

function ReportView({ labReportId }: { labReportId: number }) {
  const details = useAccessionDetails(labReportId);
  const order = details.data
    ? { accountNumber: details.data.accountNumber, orderId: details.data.orderId }
    : undefined;
  const summary = useReportSummary(labReportId, order);
  const report = summary.report;
  const title = report
    ? `${report.reportTitle}: ${reportPatientName(report)}`
    : `Report ${labReportId}`;
  usePageHeading(title);
  const download = useReportDownload();
  const [sharing, setSharing] = useState<'email' | 'fax' | null>(null);
  const [faxes, setFaxes] = useState<FaxJob[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    setProblem(null);
    try {
      const file = await download.trigger(labReportId);
      saveBlob(file.blob, file.fileName);
    } catch {
      setProblem(reportMessages.reportFailed);
    }
  };

  if (details.error) {
    return (
      <Stack as="section" gap="lg" aria-label={`Report ${labReportId}`}>
        <PageHeader title={`Report ${labReportId}`} />
        <ReadFailure
          error={details.error}
          failed={reportMessages.reportFailed}
          onRetry={() => details.mutate()}
        />
        <Link to={reportListHref()}>Back to the reports</Link>
      </Stack>
    );
  }

  return (
    <Stack as="section" gap="lg" aria-label={title}>
      <PageHeader
        title={title}
        description={
          report
            ? `${[report.testCode, report.testDescription].filter(Boolean).join(' ')} · version ${report.reportVersion} · account ${report.accountNumber}`
            : undefined
        }
        actions={
          <Inline gap="sm" className={styles.noPrint}>
            <Link to={reportListHref()}>Back to the reports</Link>
          </Inline>
        }
      />
      <Inline gap="sm" wrap className={styles.noPrint}>
        <Button onClick={() => void save()} disabled={download.isMutating}>
          Download
        </Button>
        <Button variant="secondary" onClick={() => setSharing('email')}>
          Share by e-mail
        </Button>
        <Button variant="secondary" onClick={() => setSharing('fax')}>
          Share by fax
        </Button>
        <Acknowledgement report={report} />
      </Inline>
      {problem ? <Banner severity="error">{problem}</Banner> : null}
      {faxes.length > 0 ? (
        <Card heading="Faxes" headingLevel={2} className={styles.printPanel}>
          <ul aria-label="Faxes">
            {faxes.map((job) => (
              <FaxStatus key={job.JobId} job={job} />
            ))}
          </ul>
        </Card>
      ) : null}
      <ReportPdf labReportId={labReportId} title={`${title} (PDF)`} />
      <Columns columns={{ base: 1, large: 2 }} gap="lg">
        <AccessionDetails labReportId={labReportId} />
        <ViewedBy labReportId={labReportId} />
      </Columns>
      <OrderTestReports labReportId={labReportId} order={order} />
      <EmailShareDialog
        labReportId={labReportId}
        open={sharing === 'email'}
        onOpenChange={(open) => setSharing(open ? 'email' : null)}
      />
      <FaxShareDialog
        labReportId={labReportId}
        open={sharing === 'fax'}
        onOpenChange={(open) => setSharing(open ? 'fax' : null)}
        onQueued={(job) => setFaxes((current) => [job, ...current])}
      />
    </Stack>
  );
}

/** `/user-account#reports/{labReportId}`: one report, its PDF, details, viewers and shares. */
export function ReportViewPage({ labReportId }: { labReportId: string }) {
  const profile = useProfile();
  const readable = useMemo(() => readableReportAccounts(profile).length > 0, [profile]);
  const id = Number(labReportId);
  if (!readable) return <NoReportAccess />;
  if (!Number.isInteger(id) || id <= 0)
    return (
      <Stack as="section" gap="lg" aria-label="Report">
        <PageHeader title="Report" />
        <Banner severity="error">{reportMessages.reportFailed}</Banner>
      </Stack>
    );
  return <ReportView labReportId={id} />;
}
