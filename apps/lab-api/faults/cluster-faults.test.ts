// Faults survived by two instances on one PostgreSQL behind nginx (issue 19): the instances
// alternate and share sign-ins; an instance killed during an order submission, an upload or a
// report share, and the client's retry through the other instance does it exactly once; the
// database cut off mid-request (a TCP proxy in front of PostgreSQL goes down) gives a clear error,
// writes nothing half, and the servers recover without a restart; slow and dropped connections
// between the client and nginx.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../cluster/cluster.js';
import { startTcpProxy, type TcpProxy } from '../cluster/tcp-proxy.js';
import { orderFixtures, type OrderFixtures } from '../src/orders/order-fixtures.js';
import { signInThroughProvider } from '../src/testing/sign-in.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';
import { demoPassword, demoUsers } from '../src/testing/test-server.js';

const base = '/api/portal/v1.0.1';

let database: TestDatabase;
let databaseProxy: TcpProxy;
let clientProxy: TcpProxy;
let cluster: Cluster;
let token: string;
let fx: OrderFixtures;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false, seeded: true });
  fx = await orderFixtures(database.db);
  const direct = new URL(database.databaseUrl!);
  databaseProxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
  const proxied = new URL(direct);
  proxied.port = String(databaseProxy.port);
  // Kept after the run: the instances' logs and nginx's (the path is printed).
  const folder = mkdtempSync(path.join(tmpdir(), 'loci-faults-'));
  console.info(`cluster logs: ${folder}`);
  cluster = await startCluster({
    folder,
    databaseUrl: proxied.toString(),
    env: { RATE_LIMIT_PER_MINUTE: '100000', PORTAL_DIST: '/nonexistent', JOB_POLL_SECONDS: '1' },
  });
  clientProxy = await startTcpProxy({
    host: '127.0.0.1',
    port: Number(new URL(cluster.origin).port),
  });
  // Signed in through nginx: the provider's interaction, session and code land on both instances.
  const signIn = await signInThroughProvider(cluster.origin, demoUsers.ada, demoPassword);
  if (!signIn.accessToken) throw new Error(`sign-in through nginx failed: ${signIn.status}`);
  token = signIn.accessToken;
});

afterAll(async () => {
  await clientProxy?.close();
  await cluster?.stop();
  await databaseProxy?.close();
  await database?.close();
});

interface Answer {
  status: number;
  headers: Headers;
  body: { success?: boolean; data?: Record<string, unknown>; errors?: Array<{ code: string }> };
}

async function send(
  origin: string,
  path: string,
  options: { method?: string; json?: unknown; key?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {
    method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
  });
  const text = await response.text();
  let body: Answer['body'];
  try {
    body = text ? (JSON.parse(text) as Answer['body']) : {};
  } catch {
    throw new Error(`${response.status} answered ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body };
}

function orderBody(notes: string) {
  return {
    accountNumber: '1001',
    patientId: fx.patient1001,
    tests: [{ code: fx.testA }],
    paymentType: 'Patient',
    insurancePolicyId: null,
    notes,
  };
}

async function ordersWithNotes(notes: string): Promise<number> {
  const rows = await database.db
    .selectFrom('lab_order')
    .select('id')
    .where('notes', '=', notes)
    .execute();
  return rows.length;
}

/** Which instance answered, by nginx's header. */
const answeredBy = (answer: Answer) => answer.headers.get('x-loci-instance');

/** Kills instance 1 (SIGKILL, no drain) and starts it again after the test's retry. */
async function withFirstInstanceKilled(retry: () => Promise<void>): Promise<void> {
  const [first] = cluster.instances;
  await first!.kill('SIGKILL');
  try {
    await retry();
  } finally {
    await first!.start();
    await untilNginxRoutesTo(first!.port);
  }
}

/**
 * Waits until nginx sends requests to the instance again. A restarted instance answers its own
 * `/readyz` at once, but nginx keeps it out of rotation for `fail_timeout` after the refused
 * connection, and the next test needs both instances in rotation (else one 503 leaves nginx with
 * no live upstream).
 */
async function untilNginxRoutesTo(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`${cluster.origin}/readyz`);
    if (ready.status === 200 && ready.headers.get('x-loci-instance')?.endsWith(`:${port}`)) return;
    if (Date.now() > deadline)
      throw new Error(`nginx did not route to the instance on ${port} again`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('two instances behind nginx', () => {
  it('alternate between the instances, and a sign-in made through both is accepted by each', async () => {
    const seen = new Set<string>();
    for (let index = 0; index < 6; index += 1) {
      const ready = await fetch(`${cluster.origin}/readyz`);
      expect(ready.status).toBe(200);
      seen.add(ready.headers.get('x-loci-instance') ?? '');
    }
    expect(seen.size).toBe(2);
    for (const instance of cluster.instances) {
      const profile = await send(instance.origin, `${base}/user/profile`);
      expect(profile.status).toBe(200);
    }
  });

  it('creates an order once when the instance dies while the request is on its way and the client retries through the other', async () => {
    const key = randomUUID();
    const notes = `killed in flight ${key}`;
    const body = JSON.stringify(orderBody(notes));
    const [first] = cluster.instances;
    // Straight to instance 1: the head and half the body, then the instance dies.
    const cut = new Promise<string>((resolve) => {
      const request = http.request(`${first!.origin}${base}/simpleOrder`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'idempotency-key': key,
        },
      });
      request.on('response', () => resolve('answered'));
      request.on('error', (error) => resolve(error.message));
      request.write(body.slice(0, 20));
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await withFirstInstanceKilled(async () => {
      expect(await cut).not.toBe('answered');
      const retry = await send(cluster.origin, `${base}/simpleOrder`, {
        json: JSON.parse(body),
        key,
      });
      expect(retry.status).toBe(201);
      expect(answeredBy(retry)).toContain(String(cluster.instances[1]!.port));
    });
    expect(await ordersWithNotes(notes)).toBe(1);
  });

  it('answers the first answer when the answer was lost with its instance: order, upload and e-mail share happen once', async () => {
    const [first, second] = cluster.instances;
    const key = randomUUID();
    const notes = `answer lost ${key}`;
    const json = orderBody(notes);
    const created = await send(first!.origin, `${base}/simpleOrder`, { json, key });
    expect(created.status).toBe(201);
    const orderId = created.body.data?.orderId as number;

    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Referral letter');
    const upload = {
      path: `${base}/documentUpload/order?${new URLSearchParams({
        orderId: String(orderId),
        documentName: 'referral.pdf',
        documentCategory: '1',
        mimeType: 'application/pdf',
      })}`,
      json: { content: Buffer.from(await pdf.save()).toString('base64') },
      key: randomUUID(),
    };
    const uploaded = await send(first!.origin, upload.path, upload);
    expect(uploaded.status).toBeLessThan(300);

    const report = await releasedReportOf1001();
    const recipient = `colleague.${randomUUID().slice(0, 8)}@loci.test`;
    const share = {
      json: { LabReportId: report, ToEmailAddresses: [recipient], Notes: 'For the family' },
      key: randomUUID(),
    };
    const shared = await send(first!.origin, `${base}/results/email/sendReport`, share);
    expect(shared.status).toBeLessThan(300);

    // The answers never reached the client; the instance dies; the client retries via nginx.
    await withFirstInstanceKilled(async () => {
      const order = await send(cluster.origin, `${base}/simpleOrder`, { json, key });
      expect(order.status).toBe(201);
      expect(order.headers.get('idempotent-replayed')).toBe('true');
      expect(order.body.data?.orderId).toBe(orderId);
      expect(answeredBy(order)).toContain(String(second!.port));

      const document = await send(cluster.origin, upload.path, upload);
      expect(document.status).toBe(uploaded.status);
      expect(document.body).toEqual(uploaded.body);

      const again = await send(cluster.origin, `${base}/results/email/sendReport`, share);
      expect(again.status).toBe(shared.status);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    });
    expect(await ordersWithNotes(notes)).toBe(1);
    const documents = await database.db
      .selectFrom('order_document')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(documents).toHaveLength(1);
    const mails = await database.db
      .selectFrom('mail_outbox' as never)
      .select('id' as never)
      .where('to_addresses' as never, 'like', `%${recipient}%` as never)
      .execute();
    expect(mails).toHaveLength(1);
  });
});

describe('the database cut off', () => {
  it('fails the request in flight with a clear error, writes nothing half, and recovers without a restart', async () => {
    const key = randomUUID();
    const notes = `database down ${key}`;
    const json = orderBody(notes);
    // Every database packet takes 300 ms: the request is mid-way when the database goes away.
    databaseProxy.latencyMs = 300;
    try {
      const pending = send(cluster.origin, `${base}/simpleOrder`, { json, key });
      await new Promise((resolve) => setTimeout(resolve, 500));
      databaseProxy.down();
      databaseProxy.latencyMs = 0;
      const failed = await pending;
      expect(failed.status).toBe(503);
      expect(failed.body.errors?.[0]?.code).toBe('database_unavailable');
      expect(await ordersWithNotes(notes)).toBe(0);

      // Each instance says why it is not ready and that it is alive (asked directly: nginx counts
      // a 503 as a failed attempt and may have both instances out of rotation for a moment).
      for (const instance of cluster.instances) {
        const ready = await fetch(`${instance.origin}/readyz`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({ reason: 'database_unreachable' });
        expect((await fetch(`${instance.origin}/healthz`)).status).toBe(200);
      }
    } finally {
      databaseProxy.latencyMs = 0;
      databaseProxy.up();
    }
    // The same processes: the pools open new connections.
    const deadline = Date.now() + 30_000;
    while ((await fetch(`${cluster.origin}/readyz`)).status !== 200) {
      if (Date.now() > deadline) throw new Error('the cluster did not recover');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const retried = await send(cluster.origin, `${base}/simpleOrder`, { json, key });
    expect(retried.status).toBe(201);
    expect(await ordersWithNotes(notes)).toBe(1);
  });
});

describe('slow and dropped connections between the client and nginx', () => {
  it('answers through a slow link, and a retried submission after a dropped answer creates once', async () => {
    const origin = `http://127.0.0.1:${clientProxy.port}`;
    clientProxy.latencyMs = 150;
    const slow = await send(origin, `${base}/user/profile`);
    expect(slow.status).toBe(200);
    clientProxy.latencyMs = 0;

    const key = randomUUID();
    const notes = `dropped answer ${key}`;
    const json = orderBody(notes);
    clientProxy.dropAfterBytes = 40;
    await expect(send(origin, `${base}/simpleOrder`, { json, key })).rejects.toThrow();
    clientProxy.dropAfterBytes = undefined;
    const retried = await send(origin, `${base}/simpleOrder`, { json, key });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await ordersWithNotes(notes)).toBe(1);
  });
});

/** A released report (version 1) of account 1001's first ordered test, as the lab desk writes it. */
async function releasedReportOf1001(): Promise<number> {
  const { db } = database;
  const test = await db
    .selectFrom('order_test as t')
    .innerJoin('lab_order as o', 'o.id', 't.order_id')
    .innerJoin('client_account as a', 'a.account_id', 'o.account_id')
    .select(['t.id as orderTestId', 'o.id as orderId', 'o.account_id as accountId'])
    .where('a.cmid', '=', '1001')
    .orderBy('t.id')
    .executeTakeFirstOrThrow();
  const document = await PDFDocument.create();
  document.addPage().drawText('Report of account 1001');
  const pdf = await document.save();
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
  return id;
}
