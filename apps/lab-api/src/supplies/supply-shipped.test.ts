// A supply order marked shipped (the lab desk's "mark shipped" and the fulfilment partner's signed
// callback) tells the person who ordered it by their channel for SupplyOrderShipped, in the
// shipment's transaction (docs/decisions/notifications.md): Portal a row in their list and a live
// event, Email an e-mail at a real SMTP server and no row, EmailAndPortal both. Nobody else of
// the account hears it, and a message that changes nothing tells nobody again.
import { liveEventStreamPath, type SupplyOrder } from '@loci/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFulfilmentSecret } from '../config.js';
import { openLiveStream } from '../notifications/live-stream-testing.js';
import { desk, portalBase } from '../results/results-testing.js';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { demoUsers, startTestServer, type TestServer } from '../testing/test-server.js';
import { signCallback } from './supply-rules.js';

let server: TestServer;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    env: {
      SMTP_URL: sink.url,
      MAIL_FROM: '"Loci lab" <notices@loci.test>',
      JOB_POLL_SECONDS: '0.5',
    },
  });
}, 240_000);

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

async function call<T>(path: string, as: string, json: unknown, status = 200): Promise<T> {
  const response = await server.request(`${portalBase}${path}`, { method: 'POST', as, json });
  const body = (await response.json()) as { data: T };
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body.data;
}

interface Row {
  Kind: string;
  Severity: string;
  Message: string;
  AccountNumber: string;
  Viewed: boolean;
}

const shippedRows = async (as: string) =>
  (
    await call<{ items: Row[] }>('/notifications/list/byAccount', as, { PageSize: 100 })
  ).items.filter((row) => row.Kind === 'SupplyOrderShipped');

const setChannel = (as: string, Channel: number) =>
  call('/notifications/setpreferences', as, {
    Preferences: [{ Kind: 'SupplyOrderShipped', Channel }],
  });

const orderSupplies = () =>
  call<SupplyOrder>(
    '/supplies/order',
    demoUsers.ada,
    {
      AccountNumber: '1001',
      Lines: [{ SupplyId: 5, Quantity: 2 }],
      ShipTo: {
        street1: '240 Cambridge St',
        city: 'Boston',
        state: 'MA',
        zip: '02114',
        country: 'USA',
      },
    },
    201,
  );

async function markShipped(order: SupplyOrder, trackingNumber: string): Promise<void> {
  const response = await desk(server, 'PUT', `/supplyOrders/${order.supplyOrderId}/shipment`, {
    Status: 'Shipped',
    TrackingNumber: trackingNumber,
    Carrier: 'USPS',
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

function partnerSays(body: object, timestamp = Math.floor(Date.now() / 1000)) {
  const raw = JSON.stringify(body);
  return server.request(`${portalBase}/supplies/processRRDResponseData`, {
    method: 'POST',
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-rrd-timestamp': String(timestamp),
      'x-rrd-signature': signCallback(demoFulfilmentSecret, String(timestamp), raw),
    },
  });
}

async function mailWith(text: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = sink.received.filter((mail) => mail.text?.includes(text));
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail with “${text}”`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function outboxMailsWith(text: string): Promise<number> {
  const rows = await server.database.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('body', 'like', `%${text}%`)
    .execute();
  return rows.length;
}

describe('a supply order marked shipped', () => {
  it('Portal: the person who ordered gets a row and a live event, no e-mail; nobody else hears it', async () => {
    await setChannel(demoUsers.ada, 2);
    await setChannel(demoUsers.sam, 3);
    const order = await orderSupplies();
    const ticket = await call<{ Ticket: string }>('/events/ticket', demoUsers.ada, {});
    const stream = await openLiveStream(
      `${server.baseUrl}${liveEventStreamPath}?ticket=${encodeURIComponent(ticket.Ticket)}`,
    );
    expect(stream.status).toBe(200);

    await markShipped(order, '9400100000000000000001');
    const message = `Supply order ${order.supplyOrderId} has shipped (USPS, tracking 9400100000000000000001).`;
    const event = await stream.next((candidate) => candidate.Kind === 'SupplyOrderShipped');
    stream.close();
    expect(event).toMatchObject({ Type: 'notification', Message: message, AccountNumber: '1001' });
    expect((await shippedRows(demoUsers.ada)).filter((row) => row.Message === message)).toEqual([
      expect.objectContaining({ Severity: 'success', AccountNumber: '1001', Viewed: false }),
    ]);
    expect(await outboxMailsWith(message)).toBe(0);
    // Sam, of the same account and hearing this kind both ways, did not order it.
    expect((await shippedRows(demoUsers.sam)).some((row) => row.Message === message)).toBe(false);
  });

  it('Email: the partner’s callback sends an e-mail to the SMTP server and leaves no row; a repeat sends nothing', async () => {
    await setChannel(demoUsers.ada, 1);
    const order = await orderSupplies();
    const timestamp = Math.floor(Date.now() / 1000);
    const shipped = {
      ShipmentId: order.shipmentId,
      Status: 'Shipped',
      TrackingNumber: '1Z999AA10123456784',
      Carrier: 'UPS',
    };
    expect((await partnerSays(shipped, timestamp)).status).toBe(200);
    const message = `Supply order ${order.supplyOrderId} has shipped (UPS, tracking 1Z999AA10123456784).`;
    const [mail] = await mailWith(message);
    expect(mail!.subject).toBe('Loci: Supply order shipped');
    expect((mail!.to as { text: string }).text).toBe(demoUsers.ada);
    expect(mail!.text).toContain(`${server.baseUrl}/user-account#notifications`);
    expect((await shippedRows(demoUsers.ada)).some((row) => row.Message === message)).toBe(false);

    // The same news again (a new signed message) changes nothing and tells nobody again.
    const resent = await partnerSays(shipped, timestamp + 1);
    expect(((await resent.json()) as { data: { applied: boolean } }).data.applied).toBe(false);
    expect(await outboxMailsWith(message)).toBe(1);
  });

  it('EmailAndPortal: both; Delivered afterwards tells nothing more', async () => {
    await setChannel(demoUsers.ada, 3);
    const order = await orderSupplies();
    await markShipped(order, '9400100000000000000003');
    const message = `Supply order ${order.supplyOrderId} has shipped (USPS, tracking 9400100000000000000003).`;
    const [mail] = await mailWith(message);
    expect((mail!.to as { text: string }).text).toBe(demoUsers.ada);
    expect(
      (await shippedRows(demoUsers.ada)).filter((row) => row.Message === message),
    ).toHaveLength(1);
    const delivered = await desk(server, 'PUT', `/supplyOrders/${order.supplyOrderId}/shipment`, {
      Status: 'Delivered',
    });
    expect(delivered.status).toBe(200);
    expect(
      (await shippedRows(demoUsers.ada)).filter((row) =>
        row.Message.startsWith(`Supply order ${order.supplyOrderId} `),
      ),
    ).toHaveLength(1);
    expect(await outboxMailsWith(`Supply order ${order.supplyOrderId} `)).toBe(1);
  });

  it('a corrected tracking number tells the person who ordered again, once, with the corrected number', async () => {
    await setChannel(demoUsers.ada, 2);
    const order = await orderSupplies();
    await markShipped(order, '9400100000000000000004');
    const corrected = await desk(server, 'PUT', `/supplyOrders/${order.supplyOrderId}/shipment`, {
      Status: 'Shipped',
      TrackingNumber: '9400100000000000000005',
      Carrier: 'USPS',
    });
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    const message = `Supply order ${order.supplyOrderId}: the lab corrected its tracking number (USPS, tracking 9400100000000000000005).`;
    expect((await shippedRows(demoUsers.ada)).filter((row) => row.Message === message)).toEqual([
      expect.objectContaining({ Severity: 'success', AccountNumber: '1001', Viewed: false }),
    ]);
    // The same correction sent again changes nothing and tells nobody again.
    const again = await desk(server, 'PUT', `/supplyOrders/${order.supplyOrderId}/shipment`, {
      Status: 'Shipped',
      TrackingNumber: '9400100000000000000005',
      Carrier: 'USPS',
    });
    expect(again.status).toBe(200);
    expect(
      (await shippedRows(demoUsers.ada)).filter((row) =>
        row.Message.startsWith(`Supply order ${order.supplyOrderId}`),
      ),
    ).toHaveLength(2);
  });
});
