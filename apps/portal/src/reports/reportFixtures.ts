// Test fixtures of the reports screens: a report row, its accession details, and a fake server
// answering the results and sharing calls over the portal's fake fetch.
import type { FaxJob, ReportByAccount } from '@loci/contract';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal } from '../testing/renderPortal.tsx';
import { reportRow } from './reportRow.ts';

export { reportRow };

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ success: true, data });

export interface ReportServer {
  portal: ReturnType<typeof fakePortal>;
  listBodies: Record<string, unknown>[];
  /** The bodies of the results' add-on availability reads. */
  addOnBodies: Record<string, unknown>[];
  /** The orders whose light order (header) was read. */
  lightOrderReads: number[];
  lookups: { path: string; body: Record<string, unknown> }[];
  pdfReads: string[];
  emails: Record<string, unknown>[];
  faxes: Record<string, unknown>[];
  statusReads: number;
  reviewed: number[];
  /** The statuses `documentStatus` answers, one per read (the last one repeats). */
  faxStatuses: Array<Pick<FaxJob, 'Status' | 'Reason'>>;
}

/** A portal whose API answers the reports calls over `reports`; every request is recorded. */
export function reportServer(
  reports: ReportByAccount[],
  profile = demoProfile(),
  options: {
    emailRefusal?: unknown;
    addOnOrderIds?: readonly number[];
    /** The order each add-on order (by id) was built from, as its light order tells. */
    originalOrderIds?: Readonly<Record<number, number>>;
    /** Tests of an order (by id) still in the lab, without a report, by their codes. */
    unreportedTests?: Readonly<Record<number, readonly string[]>>;
  } = {},
): ReportServer {
  const portal = fakePortal({ signedIn: true, profile });
  const fallback = portal.fetch.getMockImplementation() as (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  const server: ReportServer = {
    portal,
    listBodies: [],
    addOnBodies: [],
    lightOrderReads: [],
    lookups: [],
    pdfReads: [],
    emails: [],
    faxes: [],
    statusReads: 0,
    reviewed: [],
    faxStatuses: [{ Status: 'Processing', Reason: null }],
  };
  const rows = reports.map((report) => ({ ...report }));
  const faxJob = (body: Record<string, unknown>, status: Pick<FaxJob, 'Status' | 'Reason'>) => ({
    JobId: 9,
    LabReportId: body['LabReportId'] ?? 31,
    FirstName: body['FirstName'] ?? 'Rosalind',
    LastName: body['LastName'] ?? 'Franklin',
    Department: null,
    FaxNumber: body['FaxNumber'] ?? '617-555-0199',
    Status: status.Status,
    DocumentStatus:
      status.Status === 'Succeeded' ? 'Ok' : status.Status === 'Failed' ? 'Failed' : 'Sending',
    Reason: status.Reason,
    CreatedDate: '2026-11-26T10:00:00.000Z',
    UpdatedDate: '2026-11-26T10:00:00.000Z',
  });
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const address = String(url);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (address.endsWith('/results/reportsByAccount')) {
      server.listBodies.push(body);
      const term = String(body['SearchTerm'] ?? '');
      const found = rows.filter((row) => !term || String(row.orderId) === term);
      return ok({ items: found, totalCount: found.length });
    }
    if (address.endsWith('/results/ordersByAccount')) {
      const term = String(body['SearchTerm'] ?? '');
      const orderIds = [...new Set(rows.map((row) => row.orderId))].filter(
        (orderId) => !term || String(orderId) === term,
      );
      const items = orderIds.map((orderId) => {
        const reports = rows.filter((row) => row.orderId === orderId);
        const first = reports[0]!;
        return {
          orderId,
          accountNumber: first.accountNumber,
          institutionName: first.institutionName,
          patientId: first.patientId,
          firstName: first.firstName,
          middleName: first.middleName,
          lastName: first.lastName,
          birthDate: first.birthDate,
          accessionNum: first.accessionNum,
          orderStatus: first.orderStatus,
          orderedDate: first.orderedDate,
          updatedDate: first.updatedDate,
          orderingProviderId: first.orderingProviderId,
          orderingProviderName: first.orderingProviderName,
          orderedBy: first.orderedBy,
          resultDate: first.resultDate,
          tests: [
            ...reports.map((row) => ({
              orderTestId: row.orderTestId,
              testCode: row.testCode,
              testDescription: row.testDescription,
              labStatus: row.labStatus,
              labStatusUpdateDate: row.resultDate,
              labReportId: row.labReportId,
              reportVersion: row.reportVersion,
              resultDate: row.resultDate,
            })),
            ...(options.unreportedTests?.[orderId] ?? []).map((testCode, index) => ({
              orderTestId: 900 + index,
              testCode,
              testDescription: null,
              labStatus: 'In Process',
              labStatusUpdateDate: null,
              labReportId: null,
              reportVersion: null,
              resultDate: null,
            })),
          ],
        };
      });
      return ok({ items, totalCount: items.length });
    }
    const light = /\/simpleOrderLight\/(\d+)$/.exec(address);
    if (light) {
      server.lightOrderReads.push(Number(light[1]));
      const row = rows.find((item) => String(item.orderId) === light[1]);
      if (!row)
        return json({ success: false, errors: [{ code: 'not_found', message: 'Not found' }] }, 404);
      return ok({
        orderId: row.orderId,
        accountNumber: row.accountNumber,
        patientId: row.patientId,
        status: row.orderStatus,
        statusLabel: 'Order now',
        testCodes: rows.filter((item) => item.orderId === row.orderId).map((item) => item.testCode),
        originalOrderId: options.originalOrderIds?.[row.orderId] ?? null,
        updatedDate: row.updatedDate,
      });
    }
    if (address.endsWith('/results/list/addonavailable')) {
      server.addOnBodies.push(body);
      const available = options.addOnOrderIds ?? [];
      const orders = rows.filter(
        (row, index) =>
          available.includes(row.orderId) &&
          rows.findIndex((other) => other.orderId === row.orderId) === index,
      );
      return ok(
        orders.map((row) => ({
          orderId: row.orderId,
          patientId: row.patientId,
          firstName: row.firstName,
          middleName: row.middleName,
          lastName: row.lastName,
          orderedDate: row.orderedDate,
          updatedDate: row.updatedDate,
          orderStatus: row.orderStatus,
          orderStatusLabel: 'Order now',
          testCode: row.testCode,
          testDescription: row.testDescription,
          accessionNum: row.accessionNum,
          paymentType: null,
          insuranceCarrier: null,
          group: null,
          policy: null,
          effectiveDate: null,
          patientStatus: null,
          relationToPatient: null,
          birthDate: row.birthDate,
          billingNotes: null,
          institutionName: row.institutionName,
          labReportId: row.labReportId,
          originalOrderId: null,
          isAddOnAvailable: true,
          accountNumber: row.accountNumber,
        })),
      );
    }
    const lookup = /\/results\/list\/byAccount\/(\w+)$/.exec(address);
    if (lookup) {
      server.lookups.push({ path: lookup[1]!, body });
      return ok(
        lookup[1] === 'reportOrderingProviderByName'
          ? [{ name: 'Lovelace, Ada', value: '501' }]
          : [{ name: 'Ada Lovelace', value: 'dr.ada@loci.test' }],
      );
    }
    const details = /\/results\/reportLabAccessionDetails\/(\d+)$/.exec(address);
    if (details) {
      const row = rows.find((item) => String(item.labReportId) === details[1]);
      if (!row)
        return json({ success: false, errors: [{ code: 'not_found', message: 'Not found' }] }, 404);
      return ok({
        labReportId: row.labReportId,
        orderId: row.orderId,
        orderTestId: row.orderTestId,
        accountNumber: row.accountNumber,
        accessionNumber: row.accessionNum,
        testCode: row.testCode,
        testDescription: row.testDescription,
        labStatus: row.labStatus,
        specimenType: 'Blood (EDTA)',
        orderedDate: row.orderedDate,
        specimenReceivedDate: '2026-11-11T10:00:00.000Z',
        testFinishedDate: '2026-11-19T10:00:00.000Z',
        reportedDate: row.resultDate,
        reportUpdatedDate: null,
        reportVersion: row.reportVersion,
        orderingProviderName: row.orderingProviderName,
      });
    }
    if (/\/results\/report\/viewedUsers\/\d+$/.test(address)) {
      return ok(
        server.pdfReads.map((_read, index) => ({
          userName: 'Ada Lovelace',
          email: 'dr.ada@loci.test',
          viewedDate: `2026-11-26T10:0${index}:00.000Z`,
          source: 'Portal',
          action: 'View',
        })),
      );
    }
    const reviewed = /\/results\/report\/reviewed\/(\d+)$/.exec(address);
    if (reviewed) {
      const id = Number(reviewed[1]);
      server.reviewed.push(id);
      const row = rows.find((item) => item.labReportId === id)!;
      Object.assign(row, {
        reviewed: true,
        reviewedBy: 'dr.ada@loci.test',
        reviewedDate: '2026-11-26T10:00:00.000Z',
      });
      return ok({
        labReportId: id,
        reviewed: true,
        reviewedBy: row.reviewedBy,
        reviewedDate: row.reviewedDate,
      });
    }
    const pdf = /\/results\/report\/(\d+)(\?.*)?$/.exec(address);
    if (pdf) {
      server.pdfReads.push(address);
      const download = address.includes('download=true');
      return new Response(new Blob(['%PDF-1.7 report'], { type: 'application/pdf' }), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="report-${pdf[1]}-v1.pdf"`,
        },
      });
    }
    if (address.endsWith('/results/email/sendReport')) {
      server.emails.push(body);
      if (options.emailRefusal) return json(options.emailRefusal, 400);
      return ok({
        LabReportId: body['LabReportId'],
        ToEmailAddresses: body['ToEmailAddresses'],
        Status: 'Queued',
      });
    }
    if (address.endsWith('/results/fax/sendReport')) {
      server.faxes.push(body);
      return ok(faxJob(body, { Status: 'None', Reason: null }));
    }
    if (address.endsWith('/results/fax/documentStatus')) {
      const status =
        server.faxStatuses[Math.min(server.statusReads, server.faxStatuses.length - 1)]!;
      server.statusReads += 1;
      return ok(faxJob(server.faxes.at(-1) ?? {}, status));
    }
    return fallback(url, init);
  });
  return server;
}
