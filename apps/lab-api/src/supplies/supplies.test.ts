// Supplies over real HTTP (docs/decisions/supplies.md): the catalogue with every field of document 1
// and its pictures, ordering for the elevated roles' active accounts under the address rules, a
// shipping kit for a submitted order (never for the ultra-rapid test), the fulfilment partner's
// signed callback (401 bad signature or stale, 409 replay, 400 malformed, each changing nothing;
// idempotent per shipment) and the lab desk's shipment update through the same code path.
import type { AccountSupplies, SupplyItem, SupplyOrder } from '@loci/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { demoFulfilmentSecret } from '../config.js';
import { orderFixtures } from '../orders/order-fixtures.js';
import { desk } from '../results/results-testing.js';
import {
  answerData,
  answerFailure,
  demoUsers,
  portalBase,
  portalCall,
  useFixtures,
  useTestServer,
} from '../testing/index.js';
import { signCallback } from './supply-rules.js';

const server = useTestServer();
const fx = useFixtures(server, orderFixtures);

const twoKits = {
  AccountNumber: '1001',
  Lines: [
    { SupplyId: 5, Quantity: 2 },
    { SupplyId: 1, Quantity: 1 },
  ],
  ShipTo: {
    attention: 'Front desk',
    street1: '240 Cambridge St',
    street2: 'Suite 400',
    city: 'Boston',
    state: 'MA',
    zip: '02114',
    country: 'USA',
  },
};

async function supplyOrderCount(): Promise<number> {
  const row = await server.database.db
    .selectFrom('supply_order')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function shipment(shipmentId: string) {
  return server.database.db
    .selectFrom('supply_order')
    .select(['status', 'tracking_number', 'carrier'])
    .where('shipment_id', '=', shipmentId)
    .executeTakeFirstOrThrow();
}

function callback(
  body: string,
  options: { secret?: string; timestamp?: number; signature?: string } = {},
) {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature =
    options.signature ?? signCallback(options.secret ?? demoFulfilmentSecret, timestamp, body);
  return server.request(`${portalBase}/supplies/processRRDResponseData`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-rrd-timestamp': timestamp,
      'x-rrd-signature': signature,
    },
  });
}

async function submittedOrder(codes: readonly string[]): Promise<number> {
  const db = server.database.db;
  const { id } = await db
    .insertInto('lab_order')
    .values({ account_id: 501, patient_id: fx.patient1001, status: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The columns a test row needs; the table's defaults fill in the rest.
  for (const [position, code] of codes.entries()) {
    await sql`insert into order_test (order_id, position, code) values (${id}, ${position}, ${code})`.execute(
      db,
    );
  }
  return id;
}

describe('the supplies catalogue', () => {
  it('lists the items shown in the portal with every field of document 1', async () => {
    const items = await answerData<SupplyItem[]>(
      await portalCall(server, 'GET', '/supplies', demoUsers.sam),
    );
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(items[0]!).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'ccg_sku',
        'bio_sku',
        'is_requisition',
        'imageUrl',
        'is_consent',
        'display_on_ui',
        'is_prenatal',
        'is_postnatal',
        'is_shippable',
      ].sort(),
    );
    expect(items.every((item) => item.display_on_ui)).toBe(true);
    expect(items.map((item) => item.title)).not.toContain('Requisition form (2019 edition)');
    const prenatal = await answerData<SupplyItem[]>(
      await portalCall(server, 'GET', '/supplies?category=prenatal', demoUsers.sam),
    );
    expect(prenatal.length).toBeGreaterThan(0);
    expect(prenatal.every((item) => item.is_prenatal)).toBe(true);
    await answerFailure(
      await portalCall(server, 'GET', '/supplies?category=toys', demoUsers.sam),
      400,
    );
  });

  it('serves each item’s picture as SVG, without a token', async () => {
    const items = await answerData<SupplyItem[]>(
      await portalCall(server, 'GET', '/supplies', demoUsers.ada),
    );
    for (const url of new Set(items.map((item) => item.imageUrl))) {
      const image = await server.request(url);
      expect(image.status, url).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
      expect(await image.text()).toContain('<svg');
    }
    expect((await server.request('/supply-images/nothing.svg')).status).toBe(404);
  });
});

describe('ordering supplies', () => {
  it('orders two kits for account 1001 and shows the order in its history', async () => {
    const order = await answerData<SupplyOrder>(
      await portalCall(server, 'POST', '/supplies/order', demoUsers.ada, twoKits),
      201,
    );
    expect(order).toMatchObject({
      kind: 'Supplies',
      accountNumber: '1001',
      status: 'Submitted',
      trackingNumber: null,
      orderedBy: demoUsers.ada,
    });
    expect(order.shipmentId).toMatch(/^RRD-\d{10}$/);
    expect(order.lines).toEqual([
      { supplyId: 1, title: 'Genetic testing requisition form', quantity: 1 },
      { supplyId: 5, title: 'Buccal swab collection kit', quantity: 2 },
    ]);
    const history = await answerData<AccountSupplies>(
      await portalCall(server, 'GET', '/supplies/1001', demoUsers.ada),
    );
    expect(history.shippingAddress).toMatchObject({ street1: '240 Cambridge St', country: 'USA' });
    expect(history.orders[0]).toEqual(order);
  });

  it('refuses a P.O. box, a country the lab does not ship to, too many, and an item not shipped', async () => {
    const before = await supplyOrderCount();
    const poBox = await answerFailure(
      await portalCall(server, 'POST', '/supplies/order', demoUsers.ada, {
        ...twoKits,
        ShipTo: { ...twoKits.ShipTo, street1: 'PO Box 1234' },
      }),
      400,
    );
    expect(poBox.errors).toEqual([
      expect.objectContaining({
        path: 'ShipTo.street1',
        message: 'Supplies and kits cannot be shipped to a P.O. box',
      }),
    ]);
    const abroad = await answerFailure(
      await portalCall(server, 'POST', '/supplies/order', demoUsers.ada, {
        ...twoKits,
        ShipTo: { ...twoKits.ShipTo, country: 'FRA' },
      }),
      400,
    );
    expect(abroad.errors[0]).toMatchObject({ path: 'ShipTo.country' });
    const notAZip = await answerFailure(
      await portalCall(server, 'POST', '/supplies/order', demoUsers.ada, {
        ...twoKits,
        ShipTo: { ...twoKits.ShipTo, zip: 'ABCDE', country: 'USA' },
      }),
      400,
    );
    expect(notAZip.errors).toEqual([
      expect.objectContaining({ path: 'ShipTo.zip', message: 'Wrong format' }),
    ]);
    const tooMany = await answerFailure(
      await portalCall(server, 'POST', '/supplies/order', demoUsers.ada, {
        ...twoKits,
        Lines: [{ SupplyId: 5, Quantity: 51 }],
      }),
      400,
    );
    expect(tooMany.errors[0]?.path).toBe('Lines.0.Quantity');
    // The spec's messages: nothing chosen, a quantity below one, a part of a kit.
    for (const [Lines, path, message] of [
      [[], 'Lines', 'Please select at least one value'],
      [[{ SupplyId: 5, Quantity: 0 }], 'Lines.0.Quantity', 'Value is too small'],
      [[{ SupplyId: 5, Quantity: 1.5 }], 'Lines.0.Quantity', 'Wrong format'],
    ] as const) {
      const refused = await answerFailure(
        await portalCall(server, 'POST', '/supplies/order', demoUsers.ada, { ...twoKits, Lines }),
        400,
      );
      expect(refused.errors).toEqual([expect.objectContaining({ path, message })]);
    }
    const printOnly = await answerFailure(
      await portalCall(server, 'POST', '/supplies/order', demoUsers.ada, {
        ...twoKits,
        Lines: [{ SupplyId: 12, Quantity: 1 }],
      }),
      400,
    );
    expect(printOnly.errors[0]).toMatchObject({ path: 'Lines.0.SupplyId' });
    expect(await supplyOrderCount()).toBe(before);
  });

  it('is for the elevated roles’ active accounts: Orders Only 403, another account 404, inactive 403', async () => {
    await answerFailure(
      await portalCall(server, 'POST', '/supplies/order', demoUsers.sam, twoKits),
      403,
    );
    await answerFailure(await portalCall(server, 'GET', '/supplies/1001', demoUsers.sam), 403);
    await answerFailure(await portalCall(server, 'GET', '/supplies/1003', demoUsers.ada), 404);
    await server.database.db
      .updateTable('client_account')
      .set({ is_active: false })
      .where('cmid', '=', '1002')
      .execute();
    try {
      const refused = await answerFailure(
        await portalCall(server, 'POST', '/supplies/order', demoUsers.ada, {
          ...twoKits,
          AccountNumber: '1002',
        }),
        403,
      );
      expect(refused.errors[0]?.message).toBe('Supplies can be ordered for active accounts only');
    } finally {
      await server.database.db
        .updateTable('client_account')
        .set({ is_active: true })
        .where('cmid', '=', '1002')
        .execute();
    }
  });
});

describe('shipping kits', () => {
  it('sends a kit to the patient of a submitted order, once', async () => {
    const orderId = await submittedOrder(['896']);
    const kit = await answerData<SupplyOrder>(
      await portalCall(server, 'POST', `/supplies/createshipkitrequest/${orderId}`, demoUsers.ada),
      201,
    );
    expect(kit).toMatchObject({
      kind: 'ShippingKit',
      orderId,
      status: 'Submitted',
      shipTo: { street1: '1 Main Street', city: 'Boston', country: 'USA' },
    });
    const again = await answerFailure(
      await portalCall(server, 'POST', `/supplies/createshipkitrequest/${orderId}`, demoUsers.ada),
      409,
    );
    expect(again.errors[0]?.code).toBe('kit_requested');
  });

  it('refuses a kit for the ultra-rapid test, and for an Orders Only user', async () => {
    const orderId = await submittedOrder(['896', 'URGb']);
    const refused = await answerFailure(
      await portalCall(server, 'POST', `/supplies/createshipkitrequest/${orderId}`, demoUsers.ada),
      409,
    );
    expect(refused.errors[0]?.message).toBe('Test URGb is not orderable as a kit');
    const plain = await submittedOrder(['896']);
    await answerFailure(
      await portalCall(server, 'POST', `/supplies/createshipkitrequest/${plain}`, demoUsers.sam),
      403,
    );
    await answerFailure(
      await portalCall(server, 'POST', '/supplies/createshipkitrequest/2147483000', demoUsers.ada),
      404,
    );
  });
});

describe('the fulfilment partner’s callback', () => {
  async function newShipment(): Promise<string> {
    const order = await answerData<SupplyOrder>(
      await portalCall(server, 'POST', '/supplies/order', demoUsers.ada, twoKits),
      201,
    );
    return order.shipmentId;
  }

  it('marks a shipment shipped with its tracking number; a replay is refused with 409', async () => {
    const shipmentId = await newShipment();
    const body = JSON.stringify({
      ShipmentId: shipmentId,
      Status: 'Shipped',
      TrackingNumber: '1Z999AA10123456784',
      Carrier: 'UPS',
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const answer = await answerData<{ applied: boolean; status: string }>(
      await callback(body, { timestamp }),
    );
    expect(answer).toMatchObject({ applied: true, status: 'Shipped' });
    expect(await shipment(shipmentId)).toEqual({
      status: 'Shipped',
      tracking_number: '1Z999AA10123456784',
      carrier: 'UPS',
    });
    await answerFailure(await callback(body, { timestamp }), 409);

    // The same news sent again (a new signed message) is accepted and changes nothing.
    const resent = await answerData<{ applied: boolean }>(
      await callback(body, { timestamp: timestamp + 1 }),
    );
    expect(resent.applied).toBe(false);
    const history = await answerData<AccountSupplies>(
      await portalCall(server, 'GET', '/supplies/1001', demoUsers.ada),
    );
    expect(history.orders.find((order) => order.shipmentId === shipmentId)).toMatchObject({
      status: 'Shipped',
      trackingNumber: '1Z999AA10123456784',
    });
  });

  it('refuses a bad signature or a stale timestamp (401) and a malformed body (400), changing nothing', async () => {
    const shipmentId = await newShipment();
    const body = JSON.stringify({
      ShipmentId: shipmentId,
      Status: 'Shipped',
      TrackingNumber: 'T1',
    });
    await answerFailure(await callback(body, { secret: 'not-the-secret' }), 401);
    await answerFailure(await callback(body, { signature: 'sha256=' + '0'.repeat(64) }), 401);
    await answerFailure(
      await callback(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      401,
    );
    const unsigned = await server.request(`${portalBase}/supplies/processRRDResponseData`, {
      method: 'POST',
      json: JSON.parse(body),
    });
    expect(unsigned.status).toBe(401);
    await answerFailure(await callback('{"ShipmentId": '), 400);
    await answerFailure(
      await callback(JSON.stringify({ ShipmentId: shipmentId, Status: 'Lost' })),
      400,
    );
    await answerFailure(
      await callback(JSON.stringify({ ShipmentId: shipmentId, Status: 'Shipped' })),
      400,
    );
    expect(await shipment(shipmentId)).toEqual({
      status: 'Submitted',
      tracking_number: null,
      carrier: null,
    });
    await answerFailure(
      await callback(JSON.stringify({ ShipmentId: 'RRD-unknown', Status: 'Delivered' })),
      404,
    );
  });
});

describe('the lab desk’s supply orders', () => {
  it('are the lab staff’s only', async () => {
    for (const user of Object.values(demoUsers)) {
      const response = await desk(server, 'POST', '/supplyOrders/list', {}, user);
      expect(response.status, user).toBe(404);
    }
  });

  it('lists open orders and marks one shipped with tracking, then refuses to move it back', async () => {
    const order = await answerData<SupplyOrder>(
      await portalCall(server, 'POST', '/supplies/order', demoUsers.ada, twoKits),
      201,
    );
    const page = await answerData<{ items: SupplyOrder[]; totalCount: number }>(
      await desk(server, 'POST', '/supplyOrders/list', { Statuses: ['Submitted'], PageSize: 200 }),
    );
    expect(page.items.map((item) => item.supplyOrderId)).toContain(order.supplyOrderId);
    expect(page.items.every((item) => item.status === 'Submitted')).toBe(true);

    const path = `/supplyOrders/${order.supplyOrderId}/shipment`;
    const noTracking = await answerFailure(
      await desk(server, 'PUT', path, { Status: 'Shipped' }),
      400,
    );
    expect(noTracking.errors[0]?.path).toBe('TrackingNumber');
    const shipped = await answerData<SupplyOrder>(
      await desk(server, 'PUT', path, {
        Status: 'Shipped',
        TrackingNumber: '9400100000000000000000',
        Carrier: 'USPS',
      }),
    );
    expect(shipped).toMatchObject({ status: 'Shipped', trackingNumber: '9400100000000000000000' });
    await answerData(await desk(server, 'PUT', path, { Status: 'Delivered' }));
    const back = await answerFailure(
      await desk(server, 'PUT', path, { Status: 'Shipped', TrackingNumber: 'X1' }),
      409,
    );
    expect(back.errors[0]?.message).toBe('A Delivered shipment cannot be marked Shipped');
    expect(await shipment(order.shipmentId)).toMatchObject({
      status: 'Delivered',
      tracking_number: '9400100000000000000000',
    });
  });

  it('refuses a tracking number or a carrier with markup beside its field, changing nothing', async () => {
    const order = await answerData<SupplyOrder>(
      await portalCall(server, 'POST', '/supplies/order', demoUsers.ada, twoKits),
      201,
    );
    const path = `/supplyOrders/${order.supplyOrderId}/shipment`;
    const markup = await answerFailure(
      await desk(server, 'PUT', path, { Status: 'Shipped', TrackingNumber: '<b>1Z</b>' }),
      400,
    );
    expect(markup.errors).toEqual([
      expect.objectContaining({ message: 'Wrong format', path: 'TrackingNumber' }),
    ]);
    const carrier = await answerFailure(
      await desk(server, 'PUT', path, {
        Status: 'Shipped',
        TrackingNumber: '1Z999AA10123456784',
        Carrier: '<i>UPS</i>',
      }),
      400,
    );
    expect(carrier.errors).toEqual([
      expect.objectContaining({ message: 'Value contains invalid characters', path: 'Carrier' }),
    ]);
    expect(await shipment(order.shipmentId)).toEqual({
      status: 'Submitted',
      tracking_number: null,
      carrier: null,
    });
    // The partner's callback is held to the same rule.
    const partner = await answerFailure(
      await callback(
        JSON.stringify({
          ShipmentId: order.shipmentId,
          Status: 'Shipped',
          TrackingNumber: '<script>1Z</script>',
        }),
      ),
      400,
    );
    expect(partner.errors[0]).toMatchObject({ message: 'Wrong format', path: 'TrackingNumber' });
    expect((await shipment(order.shipmentId)).status).toBe('Submitted');
  });

  it('corrects a shipped order’s tracking number; the practice’s supplies view shows the corrected one', async () => {
    const order = await answerData<SupplyOrder>(
      await portalCall(server, 'POST', '/supplies/order', demoUsers.ada, twoKits),
      201,
    );
    const path = `/supplyOrders/${order.supplyOrderId}/shipment`;
    await answerData(
      await desk(server, 'PUT', path, {
        Status: 'Shipped',
        TrackingNumber: '1Z999AA10123456780',
        Carrier: 'UPS',
      }),
    );
    const corrected = await answerData<SupplyOrder>(
      await desk(server, 'PUT', path, {
        Status: 'Shipped',
        TrackingNumber: '9400 1000 0000 0000 0000 01',
        Carrier: 'USPS',
      }),
    );
    expect(corrected).toMatchObject({
      status: 'Shipped',
      trackingNumber: '9400 1000 0000 0000 0000 01',
      carrier: 'USPS',
    });
    const history = await answerData<AccountSupplies>(
      await portalCall(server, 'GET', '/supplies/1001', demoUsers.ada),
    );
    expect(history.orders.find((item) => item.supplyOrderId === order.supplyOrderId)).toMatchObject(
      { status: 'Shipped', trackingNumber: '9400 1000 0000 0000 0000 01', carrier: 'USPS' },
    );
    // Once delivered, the number stays as it is.
    await answerData(await desk(server, 'PUT', path, { Status: 'Delivered' }));
    await answerFailure(
      await desk(server, 'PUT', path, { Status: 'Shipped', TrackingNumber: '1Z999AA10123456784' }),
      409,
    );
    expect(await shipment(order.shipmentId)).toMatchObject({
      status: 'Delivered',
      tracking_number: '9400 1000 0000 0000 0000 01',
    });
  });
});
