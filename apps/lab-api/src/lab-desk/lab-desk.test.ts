// The lab desk over real HTTP: only the lab-staff role reaches it (providers 404, anonymous
// 401); the desk moves a test through its lab statuses, sets the accession number, releases a
// generated or uploaded report and issues an updated one, and sets a PA case's status; every
// action leaves its audit event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFixtures, type OrderFixtures } from '../orders/order-fixtures.js';
import {
  desk,
  finishTest,
  patientNamed,
  pdfText,
  portalBase,
  submittedOrder,
} from '../results/results-testing.js';
import {
  demoUsers,
  labDeskUser,
  startTestServer,
  type TestServer,
} from '../testing/test-server.js';

let server: TestServer;
let fx: OrderFixtures;

beforeAll(async () => {
  server = await startTestServer();
  fx = await orderFixtures(server.database.db);
}, 240_000);

afterAll(async () => {
  await server?.close();
});

async function data<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: T };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data;
}

async function auditOf(action: string, entityId: number | string) {
  return server.database.db
    .selectFrom('audit_event')
    .select(['action', 'outcome', 'actor_email', 'account_number', 'detail'])
    .where('action', '=', action)
    .where('entity_id', '=', String(entityId))
    .execute();
}

describe('lab desk access', () => {
  const calls: Array<[string, string, unknown]> = [
    ['POST', '/orders/list', {}],
    ['PUT', '/orderTests/900001/labStatus', { LabStatus: 'In Lab' }],
    ['PUT', '/orders/1/accessionNumber', { AccessionNumber: 'ZZ123456' }],
    ['POST', '/orderTests/900001/report', { Mode: 'generate' }],
    ['POST', '/reports/700001/versions', { Mode: 'generate' }],
    ['PUT', '/priorAuthCases/PA-1/status', { Status: 5 }],
  ];

  it('answers 404 to every practice user and 401 without a token', async () => {
    for (const [method, path, json] of calls) {
      for (const user of Object.values(demoUsers)) {
        const response = await desk(server, method, path, json, user);
        expect(response.status, `${method} ${path} as ${user}`).toBe(404);
      }
      const anonymous = await server.request(`${portalBase}/labdesk${path}`, { method, json });
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
    }
  });

  it('lists submitted orders of every account for the lab staff', async () => {
    const page = await data<{
      items: Array<{ accountNumber: string; orderStatus: number; tests: unknown[] }>;
      totalCount: number;
    }>(await desk(server, 'POST', '/orders/list', { PageSize: 200 }));
    expect(page.totalCount).toBeGreaterThan(0);
    expect(new Set(page.items.map((order) => order.accountNumber)).size).toBeGreaterThan(1);
    expect(page.items.every((order) => [0, 4].includes(order.orderStatus))).toBe(true);
  });
});

describe('working an order', () => {
  let orderId: number;
  let orderTestId: number;
  let labReportId: number;

  beforeAll(async () => {
    const patientId = await patientNamed(server, fx, 'Zoë', 'Łukasiewicz-Ødegaard');
    ({ orderId, orderTestId } = await submittedOrder(server, fx, patientId));
  });

  it('refuses a move the lab path does not allow (409) and audits it', async () => {
    const response = await desk(server, 'PUT', `/orderTests/${orderTestId}/labStatus`, {
      LabStatus: 'Finished',
    });
    expect(response.status).toBe(409);
    const events = await auditOf('labdesk.test.status', orderTestId);
    expect(events.at(-1)).toMatchObject({ outcome: 'failure', actor_email: labDeskUser });
  });

  it('refuses a report before the test is finished', async () => {
    const response = await desk(server, 'POST', `/orderTests/${orderTestId}/report`, {
      Mode: 'generate',
    });
    expect(response.status).toBe(409);
  });

  it('moves the test through the lab, audited with from and to', async () => {
    await finishTest(server, orderTestId);
    const events = await auditOf('labdesk.test.status', orderTestId);
    const moves = events
      .filter((event) => event.outcome === 'success')
      .map((event) => (event.detail as { to: string }).to);
    expect(moves).toEqual(['Specimen Received', 'In Lab', 'Finished']);
    expect(events.every((event) => event.account_number === '1001')).toBe(true);
  });

  it('sets the accession number (upper case), refusing one another order holds', async () => {
    const order = await data<{ accessionNumber: string }>(
      await desk(server, 'PUT', `/orders/${orderId}/accessionNumber`, {
        AccessionNumber: 'lx-2026-0001',
      }),
    );
    expect(order.accessionNumber).toBe('LX-2026-0001');
    expect(await auditOf('labdesk.order.accession', orderId)).toHaveLength(1);
    const other = await submittedOrder(server, fx, fx.patient1001);
    const taken = await desk(server, 'PUT', `/orders/${other.orderId}/accessionNumber`, {
      AccessionNumber: 'LX-2026-0001',
    });
    expect(taken.status).toBe(409);
    // Named by its field (the desk shows it beside the accession number), in words only.
    expect(((await taken.json()) as { errors: unknown[] }).errors).toEqual([
      {
        code: 'accession_number_taken',
        message: 'This accession number belongs to another order',
        path: 'AccessionNumber',
      },
    ]);
    const empty = await desk(server, 'PUT', `/orders/${other.orderId}/accessionNumber`, {
      AccessionNumber: '  ',
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: unknown[] }).errors).toMatchObject([
      { path: 'AccessionNumber', message: 'This field is required' },
    ]);
  });

  it('releases a generated report the provider can read, with the patient’s name as written', async () => {
    const response = await desk(server, 'POST', `/orderTests/${orderTestId}/report`, {
      Mode: 'generate',
      Findings: {
        result: 'Positive',
        variants: [
          {
            gene: 'MLH1',
            cDna: 'c.350C>T',
            protein: 'p.Thr117Met',
            classification: 'Likely pathogenic',
          },
        ],
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const released = await data<{ labReportId: number; version: number; labStatus: string }>(
      response,
    );
    expect(released).toMatchObject({ version: 1, labStatus: 'Report Ready' });
    labReportId = released.labReportId;
    expect(await auditOf('labdesk.report.release', labReportId)).toHaveLength(1);

    const pdf = await server.request(`${portalBase}/results/report/${labReportId}`, {
      as: demoUsers.ada,
    });
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Zoë Łukasiewicz-Ødegaard');
    expect(text).toContain('Report (version 1)');
    expect(text).toContain('MLH1');
    expect(text).toContain('Classification: Likely pathogenic');
    expect(text).toContain('Accession: LX-2026-0001');
    expect(text).toContain('Electronically signed by');

    const again = await desk(server, 'POST', `/orderTests/${orderTestId}/report`, {
      Mode: 'generate',
    });
    expect(again.status).toBe(409);
  });

  it('issues an updated report: version 2, "Updated report", the same labReportId', async () => {
    const response = await desk(server, 'POST', `/reports/${labReportId}/versions`, {
      Mode: 'generate',
      Findings: { interpretation: 'Corrected interpretation after review.' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const updated = await data<{ labReportId: number; version: number; labStatus: string }>(
      response,
    );
    expect(updated).toEqual(
      expect.objectContaining({ labReportId, version: 2, labStatus: 'Updated Report' }),
    );
    const pdf = await server.request(`${portalBase}/results/report/${labReportId}`, {
      as: demoUsers.ada,
    });
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Updated report (version 2)');
    expect(text).toContain('Corrected interpretation after review.');
    expect(await auditOf('labdesk.report.update', labReportId)).toHaveLength(1);
  });

  it('takes an uploaded PDF as the next version, and refuses a file that is not a PDF', async () => {
    const notPdf = await desk(server, 'POST', `/reports/${labReportId}/versions`, {
      Mode: 'upload',
      FileName: 'report.pdf',
      ContentBase64: Buffer.from('MZ this is a program').toString('base64'),
    });
    expect(notPdf.status).toBe(415);
    const own = await server.request(`${portalBase}/results/report/${labReportId}`, {
      as: demoUsers.ada,
    });
    const bytes = Buffer.from(await own.arrayBuffer());
    const uploaded = await desk(server, 'POST', `/reports/${labReportId}/versions`, {
      Mode: 'upload',
      FileName: 'Outside-lab-report.pdf',
      ContentBase64: bytes.toString('base64'),
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    expect(await data<{ version: number }>(uploaded)).toMatchObject({ version: 3 });
    const served = await server.request(
      `${portalBase}/results/report/${labReportId}?download=true`,
      { as: demoUsers.ada },
    );
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(served.headers.get('content-disposition')).toContain('Outside-lab-report.pdf');
  });
});

describe('prior-authorization case status', () => {
  it('sets the case status the order’s tests show, audited; an unchanged status raises nothing; an unknown case is 404', async () => {
    const db = server.database.db;
    const { orderId } = await submittedOrder(server, fx, fx.patient1001);
    await db
      .insertInto('prior_auth_case')
      .values({
        case_number: 'PA-DESK-1',
        order_id: orderId,
        plan_code: 'UHC001',
        status: 8,
        qna_required: false,
      })
      .execute();
    await db
      .updateTable('order_test')
      .set({
        prior_auth_record: JSON.stringify({
          qnaRequired: false,
          caseNumber: 'PA-DESK-1',
          caseStatus: 8,
          caseStatusDescription: 'Submitted',
          runExternally: false,
          priorAuthSource: 'Local',
          discardPa: false,
        }),
      })
      .where('order_id', '=', orderId)
      .execute();
    const changed = await data<{ status: number; statusLabel: string }>(
      await desk(server, 'PUT', '/priorAuthCases/PA-DESK-1/status', { Status: 5 }),
    );
    expect(changed).toMatchObject({ status: 5, statusLabel: 'Approved' });
    const order = await data<{ tests: Array<{ priorAuthRecord: { caseStatus: number } | null }> }>(
      await server.request(`${portalBase}/simpleOrder/${orderId}`, { as: demoUsers.ada }),
    );
    expect(order.tests[0]?.priorAuthRecord?.caseStatus).toBe(5);
    expect(await auditOf('labdesk.pa.status', orderId)).toHaveLength(1);
    const notifications = () =>
      db
        .selectFrom('notification')
        .select('id')
        .where('order_id', '=', orderId)
        .where('kind', '=', 'PriorAuthStatusChanged')
        .execute();
    const notified = (await notifications()).length;
    expect(notified).toBeGreaterThan(0);
    // Saving the status the case already has is not a change: answered, nothing raised.
    const unchanged = await data<{ status: number; statusLabel: string }>(
      await desk(server, 'PUT', '/priorAuthCases/PA-DESK-1/status', { Status: 5 }),
    );
    expect(unchanged).toMatchObject({ status: 5, statusLabel: 'Approved' });
    expect(await notifications()).toHaveLength(notified);
    expect(await auditOf('labdesk.pa.status', orderId)).toHaveLength(1);
    expect(
      (await desk(server, 'PUT', '/priorAuthCases/PA-NONE/status', { Status: 5 })).status,
    ).toBe(404);
    expect(
      (await desk(server, 'PUT', '/priorAuthCases/PA-DESK-1/status', { Status: 99 })).status,
    ).toBe(400);
  });
});
