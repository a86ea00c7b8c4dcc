// Sharing a report over HTTP on the whole server: the e-mail reaches a real SMTP server (in
// process) with the report's PDF attached, faxes walk their statuses to Succeeded or Failed with
// the reason, the spec's field messages refuse bad input, and only readers of the report's account
// may share it (GDOO, other accounts: 404; no token: 401). Reports are rows of the results
// feature's tables, written here as the lab desk would release them.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFaxOutcomes } from '../fax/fax-gateway.js';
import { demoUsers, startTestServer, type TestServer } from '../testing/test-server.js';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { reportMailSubject } from './report-sharing-rules.js';

const base = '/api/portal/v1.0.1/results';

interface Answer {
  data: { JobId: number; Status: string } & Record<string, unknown>;
  errors: Array<{ path?: string; message: string }>;
}

async function answerOf(response: Response): Promise<Answer> {
  return (await response.json()) as Answer;
}
let server: TestServer;
let sink: SmtpSink;
let reportOf1001: { id: number; pdf: Uint8Array };
let reportOf1003: { id: number; pdf: Uint8Array };

async function reportPdf(title: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.addPage().drawText(title);
  return document.save();
}

/** A released report (version 1) of the first ordered test of an account. */
async function releaseReport(accountNumber: string): Promise<{ id: number; pdf: Uint8Array }> {
  const { db } = server.database;
  const test = await db
    .selectFrom('order_test as t')
    .innerJoin('lab_order as o', 'o.id', 't.order_id')
    .innerJoin('client_account as a', 'a.account_id', 'o.account_id')
    .select(['t.id as orderTestId', 'o.id as orderId', 'o.account_id as accountId'])
    .where('a.cmid', '=', accountNumber)
    .orderBy('t.id')
    .executeTakeFirstOrThrow();
  const pdf = await reportPdf(`Report of account ${accountNumber}`);
  const released = new Date();
  const { id } = await db
    .insertInto('lab_report')
    .values({
      order_test_id: test.orderTestId,
      order_id: test.orderId,
      account_id: test.accountId,
      version: 1,
      first_released_at: released,
      released_at: released,
      reviewed_version: null,
      reviewed_by: null,
      reviewed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lab_report_version')
    .values({
      lab_report_id: id,
      version: 1,
      file_name: `report-${id}-v1.pdf`,
      pdf,
      size_bytes: pdf.byteLength,
      source: 'uploaded',
      findings: null,
      released_by: 'lab.desk@loci.test',
    })
    .execute();
  return { id, pdf };
}

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    env: {
      SMTP_URL: sink.url,
      MAIL_FROM: '"Loci lab" <reports@loci.test>',
      MAIL_RETRY_DELAY_SECONDS: '1',
      JOB_POLL_SECONDS: '0.5',
      FAX_POLL_SECONDS: '1',
      FAX_LOCAL_STEP_MS: '500',
    },
  });
  reportOf1001 = await releaseReport('1001');
  reportOf1003 = await releaseReport('1003');
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

describe('POST /results/email/sendReport', () => {
  it('sends the report as a PDF attachment over SMTP, with the notes, and audits it', async () => {
    const answer = await server.request(`${base}/email/sendReport`, {
      method: 'POST',
      as: demoUsers.ada,
      json: {
        ToEmailAddresses: ['cardiology@clinic.test', 'dr.lee@clinic.test'],
        Notes: 'For the consult on Tuesday',
        LabReportId: reportOf1001.id,
      },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      success: true,
      data: {
        LabReportId: reportOf1001.id,
        ToEmailAddresses: ['cardiology@clinic.test', 'dr.lee@clinic.test'],
        Status: 'Queued',
      },
    });
    const message = await until(async () =>
      sink.received.find((mail) => mail.subject === reportMailSubject),
    );
    const to = Array.isArray(message.to) ? message.to : [message.to];
    expect(to.flatMap((address) => address?.value.map((entry) => entry.address))).toEqual([
      'cardiology@clinic.test',
      'dr.lee@clinic.test',
    ]);
    expect(message.from?.text).toBe('"Loci lab" <reports@loci.test>');
    expect(message.text).toContain('Ada Okafor shared a lab report with you');
    expect(message.text).toContain('For the consult on Tuesday');
    expect(message.attachments).toHaveLength(1);
    const [attachment] = message.attachments;
    expect(attachment?.filename).toBe(`report-${reportOf1001.id}-v1.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    expect(Buffer.from(attachment!.content).equals(Buffer.from(reportOf1001.pdf))).toBe(true);

    const audit = await server.database.db
      .selectFrom('audit_event')
      .select(['actor_email', 'outcome', 'account_number', 'detail'])
      .where('action', '=', 'report.share_email')
      .where('entity_id', '=', String(reportOf1001.id))
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_email: demoUsers.ada,
        outcome: 'success',
        account_number: '1001',
        detail: expect.objectContaining({
          recipients: ['cardiology@clinic.test', 'dr.lee@clinic.test'],
        }),
      }),
    ]);
  });

  it('refuses an empty or wrong recipient list with the spec’s messages', async () => {
    const empty = await server.request(`${base}/email/sendReport`, {
      method: 'POST',
      as: demoUsers.ada,
      json: { ToEmailAddresses: [], LabReportId: reportOf1001.id },
    });
    expect(empty.status).toBe(400);
    expect((await answerOf(empty)).errors).toEqual([
      expect.objectContaining({
        path: 'ToEmailAddresses',
        message: 'This field is required',
      }),
    ]);
    const wrong = await server.request(`${base}/email/sendReport`, {
      method: 'POST',
      as: demoUsers.ada,
      json: { ToEmailAddresses: ['not-an-address'], LabReportId: reportOf1001.id },
    });
    expect((await answerOf(wrong)).errors).toEqual([
      expect.objectContaining({ path: 'ToEmailAddresses.0', message: 'Must be a valid email' }),
    ]);
  });
});

describe('POST /results/fax/sendReport and /results/fax/documentStatus', () => {
  async function faxTo(faxNumber: string) {
    const answer = await server.request(`${base}/fax/sendReport`, {
      method: 'POST',
      as: demoUsers.ada,
      json: {
        FirstName: 'Lena',
        LastName: 'Ødegaard',
        Department: 'Cardiology',
        FaxNumber: faxNumber,
        Note: 'Urgent',
        LabReportId: reportOf1001.id,
      },
    });
    expect(answer.status).toBe(200);
    return (await answerOf(answer)).data;
  }

  async function finalStatus(jobId: number) {
    return until(async () => {
      const answer = await server.request(`${base}/fax/documentStatus`, {
        method: 'POST',
        as: demoUsers.ada,
        json: { JobId: jobId },
      });
      const { data } = await answerOf(answer);
      return ['Succeeded', 'Failed', 'Warning', 'Cancelled'].includes(data.Status)
        ? data
        : undefined;
    });
  }

  it('queues a fax (None) that reaches Succeeded', async () => {
    const job = await faxTo('617 555 0142');
    expect(job).toMatchObject({
      LabReportId: reportOf1001.id,
      FirstName: 'Lena',
      LastName: 'Ødegaard',
      Department: 'Cardiology',
      Status: 'None',
      DocumentStatus: 'None',
      Reason: null,
    });
    expect(await finalStatus(job.JobId)).toMatchObject({
      Status: 'Succeeded',
      DocumentStatus: 'Ok',
      Reason: null,
    });
  });

  it('fails a number ending 0000 with the reason', async () => {
    const job = await faxTo('617-555-0000');
    expect(await finalStatus(job.JobId)).toMatchObject({
      Status: 'Failed',
      DocumentStatus: 'Failed',
      Reason: localFaxOutcomes.failed.reason,
    });
  });

  it('refuses a wrong fax number and missing names with the spec’s messages', async () => {
    const answer = await server.request(`${base}/fax/sendReport`, {
      method: 'POST',
      as: demoUsers.ada,
      json: { FirstName: '', LastName: 'Lee', FaxNumber: '12ab', LabReportId: reportOf1001.id },
    });
    expect(answer.status).toBe(400);
    expect((await answerOf(answer)).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'FirstName', message: 'This field is required' }),
        expect.objectContaining({
          path: 'FaxNumber',
          message: 'Please provide a valid fax number',
        }),
      ]),
    );
  });
});

describe('who may share a report', () => {
  const email = () => ({ ToEmailAddresses: ['x@clinic.test'], LabReportId: reportOf1001.id });
  const fax = () => ({
    FirstName: 'A',
    LastName: 'B',
    FaxNumber: '617-555-0142',
    LabReportId: reportOf1001.id,
  });

  it('answers 401 without a token', async () => {
    for (const [path, json] of [
      ['/email/sendReport', email()],
      ['/fax/sendReport', fax()],
      ['/fax/documentStatus', { JobId: 810001 }],
    ] as const) {
      const answer = await server.request(`${base}${path}`, { method: 'POST', json });
      expect(answer.status, path).toBe(401);
    }
  });

  it('answers 404 to Orders Only users, other accounts’ users and users without a profile', async () => {
    const sent = await server.request(`${base}/fax/sendReport`, {
      method: 'POST',
      as: demoUsers.ada,
      json: fax(),
    });
    const { JobId } = (await answerOf(sent)).data;
    const before = sink.received.length;
    for (const as of [demoUsers.sam, demoUsers.newProvider, demoUsers.noAccount]) {
      for (const [path, json] of [
        ['/email/sendReport', email()],
        ['/fax/sendReport', fax()],
        ['/fax/documentStatus', { JobId }],
      ] as const) {
        const answer = await server.request(`${base}${path}`, { method: 'POST', as, json });
        expect(answer.status, `${as} ${path}`).toBe(404);
      }
    }
    // Ada's access to account 1003 is Orders Only and not approved: its report does not exist.
    const other = await server.request(`${base}/email/sendReport`, {
      method: 'POST',
      as: demoUsers.ada,
      json: { ToEmailAddresses: ['x@clinic.test'], LabReportId: reportOf1003.id },
    });
    expect(other.status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.received.length).toBe(before);
  });
});
