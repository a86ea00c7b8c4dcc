// The results calls over real HTTP on the seeded demo reports and one the lab desk releases:
// the role matrix (GDAA/GDFA of the report's account read it; Orders Only users, other accounts
// and unknown reports 404; no token 401), the top-200 lists with their sort fields, reviewed
// state and look-ups, the PDF with every view and download audited, who viewed it, the
// accession details and the acknowledgement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFixtures, type OrderFixtures } from '../orders/order-fixtures.js';
import {
  demoUsers,
  startTestServer,
  strangerEmail,
  type TestServer,
} from '../testing/test-server.js';
import {
  desk,
  finishTest,
  patientNamed,
  pdfText,
  portalBase,
  submittedOrder,
} from './results-testing.js';

let server: TestServer;
let fx: OrderFixtures;
/** A report of account 1001 (released by the desk, Greek patient) and a seeded one of 1002. */
let report1001: number;
let report1002: number;

beforeAll(async () => {
  server = await startTestServer();
  fx = await orderFixtures(server.database.db);
  const patientId = await patientNamed(server, fx, 'Ελένη', 'Παπαδοπούλου-Смирнова');
  const { orderTestId } = await submittedOrder(server, fx, patientId);
  await finishTest(server, orderTestId);
  const released = await desk(server, 'POST', `/orderTests/${orderTestId}/report`, {
    Mode: 'generate',
  });
  expect(released.status, await released.clone().text()).toBe(201);
  report1001 = ((await released.json()) as { data: { labReportId: number } }).data.labReportId;
  const seeded = await server.database.db
    .selectFrom('lab_report as r')
    .innerJoin('client_account as a', 'a.account_id', 'r.account_id')
    .select('r.id')
    .where('a.cmid', '=', '1002')
    .executeTakeFirstOrThrow();
  report1002 = seeded.id;
}, 240_000);

afterAll(async () => {
  await server?.close();
});

async function data<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: T };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data;
}

const post = (path: string, as: string | undefined, json: unknown) =>
  server.request(`${portalBase}${path}`, { method: 'POST', ...(as ? { as } : {}), json });
const get = (path: string, as?: string) => server.request(`${portalBase}${path}`, as ? { as } : {});

interface ReportRow {
  labReportId: number;
  accountNumber: string;
  lastName: string | null;
  reportVersion: number;
  reportTitle: string;
  resultDate: string;
  orderedDate: string | null;
  reviewed: boolean;
  reviewedBy: string | null;
}

describe('role matrix', () => {
  /** Who reads which account's reports: GDAA and GDFA only. */
  const readers: Record<string, readonly string[]> = {
    [demoUsers.ada]: ['1001', '1002'],
    [demoUsers.sam]: [],
    [demoUsers.newProvider]: ['1002'],
    [demoUsers.noAccount]: [],
    [strangerEmail]: [],
  };
  const reportCalls = (id: number) => [
    () => ['GET', `/results/report/${id}`] as const,
    () => ['GET', `/results/report/${id}?download=true`] as const,
    () => ['GET', `/results/reportLabAccessionDetails/${id}`] as const,
    () => ['GET', `/results/report/viewedUsers/${id}`] as const,
    () => ['POST', `/results/report/reviewed/${id}`] as const,
  ];

  it('serves a report to GDAA/GDFA of its account only; 404 to anyone else, 401 without a token', async () => {
    for (const [email, accounts] of Object.entries(readers)) {
      for (const [account, id] of [
        ['1001', report1001],
        ['1002', report1002],
        ['1001', 999_999],
      ] as const) {
        for (const call of reportCalls(id)) {
          const [method, path] = call();
          const response = await server.request(`${portalBase}${path}`, { method, as: email });
          const expected = id !== 999_999 && accounts.includes(account) ? 200 : 404;
          expect(response.status, `${method} ${path} as ${email}`).toBe(expected);
          if (expected === 404) {
            const body = (await response.json()) as Record<string, unknown>;
            expect(Object.keys(body).sort()).toEqual(['errors', 'success']);
          }
        }
      }
    }
    for (const call of reportCalls(report1001)) {
      const [method, path] = call();
      expect((await server.request(`${portalBase}${path}`, { method })).status).toBe(401);
    }
  });

  it('gives lists and look-ups to readers only: Orders Only and account-less users 404', async () => {
    const lists = [
      '/results/ordersByAccount',
      '/results/reportsByAccount',
      '/results/list/byAccount/orderPlacedByForName',
      '/results/list/byAccount/orderingProviderByName',
      '/results/list/byAccount/reportOrderedByForName',
      '/results/list/byAccount/reportOrderingProviderByName',
    ];
    for (const path of lists) {
      for (const [email, accounts] of Object.entries(readers)) {
        const response = await post(path, email, {});
        expect(response.status, `${path} as ${email}`).toBe(accounts.length > 0 ? 200 : 404);
      }
      // An account the caller cannot read (Dr. Ada is GDAA of 1001 and GDFA of 1002 only).
      expect((await post(path, demoUsers.ada, { AccountNumbers: ['1003'] })).status).toBe(404);
      expect((await post(path, demoUsers.newProvider, { AccountNumbers: ['1001'] })).status).toBe(
        404,
      );
      expect((await post(path, undefined, {})).status).toBe(401);
    }
  });

  it('never lists another account’s reports', async () => {
    const list = await data<{ items: ReportRow[] }>(
      await post('/results/reportsByAccount', demoUsers.newProvider, {}),
    );
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((item) => item.accountNumber === '1002')).toBe(true);
  });
});

describe('reportsByAccount and ordersByAccount', () => {
  it('list the seeded and released reports, newest result first, with the updated report’s title', async () => {
    const list = await data<{ items: ReportRow[]; totalCount: number }>(
      await post('/results/reportsByAccount', demoUsers.ada, {}),
    );
    const stored = await server.database.db
      .selectFrom('lab_report')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    // Every report (the demo's, of 1001 and 1002, and the desk's) is Dr. Ada's to read.
    expect(list.totalCount).toBe(Number(stored.n));
    expect(list.items.map((item) => item.labReportId)).toContain(report1002);
    expect(list.items[0]?.labReportId).toBe(report1001);
    const dates = list.items.map((item) => item.resultDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(
      list.items.some((item) => item.reportVersion === 2 && item.reportTitle === 'Updated report'),
    ).toBe(true);
  });

  it('sort on each field of document 2, ascending (0) and descending (1)', async () => {
    const sorted = async (SortField: string, SortOrder: 0 | 1) =>
      (
        await data<{ items: ReportRow[] }>(
          await post('/results/reportsByAccount', demoUsers.ada, { SortField, SortOrder }),
        )
      ).items;
    const byPatientUp = (await sorted('Patient', 0)).map((item) =>
      (item.lastName ?? '').toLowerCase(),
    );
    expect(byPatientUp).toEqual([...byPatientUp].sort());
    const byPatientDown = (await sorted('Patient', 1)).map((item) =>
      (item.lastName ?? '').toLowerCase(),
    );
    expect(byPatientDown).toEqual([...byPatientUp].reverse());
    const byResultUp = (await sorted('ResultDt', 0)).map((item) => item.resultDate);
    expect(byResultUp).toEqual([...byResultUp].sort());
    const ordered = (await sorted('OrderedDate', 1)).map((item) => item.orderedDate ?? '');
    expect(ordered).toEqual([...ordered].sort().reverse());
    expect((await sorted('UpdatedDate', 1)).length).toBeGreaterThan(0);
    expect(
      (await post('/results/reportsByAccount', demoUsers.ada, { SortField: 'Name' })).status,
    ).toBe(400);
  });

  it('page inside the top 200: each page holds the next rows of the same order', async () => {
    const page = async (PageNumber: number, PageSize: number) =>
      data<{ items: ReportRow[]; totalCount: number }>(
        await post('/results/reportsByAccount', demoUsers.ada, {
          SortField: 'Patient',
          SortOrder: 0,
          PageNumber,
          PageSize,
        }),
      );
    const all = await page(1, 200);
    expect(all.items.length).toBeGreaterThanOrEqual(3);
    const first = await page(1, 2);
    const second = await page(2, 2);
    expect(first.items.map((item) => item.labReportId)).toEqual(
      all.items.slice(0, 2).map((item) => item.labReportId),
    );
    expect(second.items.map((item) => item.labReportId)).toEqual(
      all.items.slice(2, 4).map((item) => item.labReportId),
    );
    expect(second.totalCount).toBe(all.totalCount);
    expect((await page(101, 2)).items).toEqual([]);
  });

  it('cap the orders list at 200 and give each order its tests and reports', async () => {
    const orders = await data<{
      items: Array<{ orderId: number; tests: Array<{ labReportId: number | null }> }>;
      totalCount: number;
    }>(await post('/results/ordersByAccount', demoUsers.ada, { SortField: 'ResultDt' }));
    expect(orders.items.length).toBeLessThanOrEqual(200);
    expect(orders.items[0]?.tests.some((test) => test.labReportId === report1001)).toBe(true);
  });

  it('find who placed orders and ordering providers by name', async () => {
    const placers = await data<Array<{ name: string; value: string }>>(
      await post('/results/list/byAccount/reportOrderedByForName', demoUsers.ada, {
        SearchName: 'ada',
      }),
    );
    expect(placers.map((placer) => placer.value)).toContain(demoUsers.ada);
    const providers = await data<Array<{ name: string; value: string }>>(
      await post('/results/list/byAccount/reportOrderingProviderByName', demoUsers.ada, {
        AccountNumbers: ['1001'],
      }),
    );
    expect(providers.map((provider) => Number(provider.value))).toContain(fx.provider1001);
    const filtered = await data<{ items: ReportRow[] }>(
      await post('/results/reportsByAccount', demoUsers.ada, { OrderedBy: [demoUsers.ada] }),
    );
    expect(filtered.items.map((item) => item.labReportId)).toEqual([report1001]);
  });
});

describe('a report', () => {
  it('prints Greek and Cyrillic names, and every view and download is in "Viewed by"', async () => {
    const view = await get(`/results/report/${report1001}`, demoUsers.ada);
    expect(view.headers.get('content-type')).toBe('application/pdf');
    expect(view.headers.get('content-disposition')).toMatch(/^inline/);
    const text = await pdfText(new Uint8Array(await view.arrayBuffer()));
    expect(text).toContain('Ελένη Παπαδοπούλου-Смирнова');
    const download = await get(`/results/report/${report1001}?download=true`, demoUsers.ada);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    const viewers = await data<
      Array<{ email: string; action: string; source: string; userName: string }>
    >(await get(`/results/report/viewedUsers/${report1001}`, demoUsers.ada));
    expect(viewers.slice(0, 2).map((viewer) => [viewer.email, viewer.action])).toEqual([
      [demoUsers.ada, 'Download'],
      [demoUsers.ada, 'View'],
    ]);
    expect(viewers[0]?.source).toBe('Portal');
    const events = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'account_number'])
      .where('entity_type', '=', 'lab_report')
      .where('entity_id', '=', String(report1001))
      .where('action', 'in', ['report.view', 'report.download'])
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.every((event) => event.account_number === '1001')).toBe(true);
  });

  it('has accession details: the specimen’s dates in the lab and the report’s version', async () => {
    const details = await data<{
      labReportId: number;
      accountNumber: string;
      specimenReceivedDate: string | null;
      testFinishedDate: string | null;
      reportedDate: string | null;
      reportVersion: number;
      specimenType: string | null;
    }>(await get(`/results/reportLabAccessionDetails/${report1001}`, demoUsers.ada));
    expect(details).toMatchObject({
      labReportId: report1001,
      accountNumber: '1001',
      reportVersion: 1,
    });
    expect(details.specimenReceivedDate).not.toBeNull();
    expect(details.testFinishedDate).not.toBeNull();
    expect(details.reportedDate).not.toBeNull();
    expect(details.specimenType).toBe('Blood (EDTA)');
  });

  it('is acknowledged once by a provider: the list shows it reviewed, audited once', async () => {
    const notReviewed = await data<{ items: ReportRow[] }>(
      await post('/results/reportsByAccount', demoUsers.ada, { Reviewed: false }),
    );
    expect(notReviewed.items.every((item) => !item.reviewed)).toBe(true);
    // A seeded report nobody has acknowledged yet (the role matrix acknowledged the others).
    const labReportId = notReviewed.items[0]!.labReportId;
    const review = await data<{ reviewed: boolean; reviewedBy: string }>(
      await post(`/results/report/reviewed/${labReportId}`, demoUsers.ada, undefined),
    );
    expect(review).toMatchObject({ reviewed: true, reviewedBy: demoUsers.ada });
    await post(`/results/report/reviewed/${labReportId}`, demoUsers.ada, undefined);
    const reviewed = await data<{ items: ReportRow[] }>(
      await post('/results/reportsByAccount', demoUsers.ada, { Reviewed: true }),
    );
    expect(reviewed.items.find((item) => item.labReportId === labReportId)).toMatchObject({
      reviewed: true,
      reviewedBy: demoUsers.ada,
    });
    const events = await server.database.db
      .selectFrom('audit_event')
      .select('actor_email')
      .where('action', '=', 'report.review')
      .where('entity_id', '=', String(labReportId))
      .execute();
    expect(events).toEqual([{ actor_email: demoUsers.ada }]);
  });
});
