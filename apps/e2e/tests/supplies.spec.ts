// Supplies (issue 16, Acceptance) as a practice meets them: dr.ada orders two buccal swab kits for
// account 1001 and sees the order in its history; the fulfilment partner's signed callback marks it
// shipped with its tracking number; a bad signature, a replay and a malformed body are refused with
// 401, 409 and 400 and change nothing the practice sees; her "shipped" notification leads back to
// the account's supply orders.
import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { e2eServer } from './support/e2eServer.ts';
import { demoUsers, signInFromHome, waitForLanding } from './support/portal.ts';

const callbackPath = '/api/portal/v1.0.1/supplies/processRRDResponseData';

function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Posts a callback as the partner would: signed with `secret` (the run's by default). */
function callback(
  request: APIRequestContext,
  body: string,
  options: { secret?: string; timestamp?: string } = {},
) {
  const timestamp = options.timestamp ?? String(Math.floor(Date.now() / 1000));
  return request.post(`${e2eServer.origin}${callbackPath}`, {
    // Bytes, as signed: Playwright would JSON-encode a string that is not JSON.
    data: Buffer.from(body),
    headers: {
      'content-type': 'application/json',
      'x-rrd-timestamp': timestamp,
      'x-rrd-signature': signature(options.secret ?? e2eServer.fulfilmentSecret, timestamp, body),
    },
  });
}

async function historyRow(page: Page, supplyOrderId: string) {
  await page.reload();
  const table = page.getByRole('table', { name: 'Supply orders, newest first' });
  await expect(table).toBeVisible();
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: supplyOrderId }) });
}

test('order two kits, and the partner’s signed callback marks them shipped', async ({
  page,
  request,
}) => {
  await signInFromHome(page, demoUsers.orderingProvider);
  await waitForLanding(page, '#simple-orders');
  await page.goto('/supplies');
  await page
    .getByRole('navigation', { name: 'Supplies by account' })
    .getByRole('link', { name: /^1001 · / })
    .click();
  await expect(page).toHaveURL(/\/supplies#!\/supplies-list\/1001$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Supplies for account 1001' }),
  ).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('240 Cambridge St');
  await expectNoAxeViolations(page);

  await page.getByLabel('Quantity of Buccal swab collection kit').fill('2');
  await page.getByRole('button', { name: 'Order supplies' }).click();
  const placed = page
    .getByRole('region', { name: 'Notifications' })
    .getByText(/Supply order \d+ placed \(shipment RRD-\d{10}\)\./);
  await expect(placed).toBeVisible();
  const [, supplyOrderId, shipmentId] = /Supply order (\d+) placed \(shipment (RRD-\d{10})\)/.exec(
    (await placed.textContent())!,
  )!;

  let row = await historyRow(page, supplyOrderId!);
  await expect(row).toContainText('2 × Buccal swab collection kit');
  await expect(row).toContainText('Submitted');

  const shipped = JSON.stringify({
    ShipmentId: shipmentId,
    Status: 'Shipped',
    TrackingNumber: '1Z999AA10123456784',
    Carrier: 'UPS',
  });

  // Refused before it is applied: a bad signature (401), a malformed body (400).
  expect((await callback(request, shipped, { secret: 'not-the-partner' })).status()).toBe(401);
  expect((await callback(request, '{"ShipmentId": ')).status()).toBe(400);
  row = await historyRow(page, supplyOrderId!);
  await expect(row).toContainText('Submitted');
  await expect(row).not.toContainText('1Z999AA10123456784');

  // The partner's signed message: shipped with its tracking number.
  const timestamp = String(Math.floor(Date.now() / 1000));
  const accepted = await callback(request, shipped, { timestamp });
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toMatchObject({
    success: true,
    data: { status: 'Shipped', trackingNumber: '1Z999AA10123456784', applied: true },
  });
  row = await historyRow(page, supplyOrderId!);
  await expect(row).toContainText('Shipped');
  await expect(row).toContainText('UPS 1Z999AA10123456784');

  // The same signed message again is a replay (409); a forged "Delivered" is refused (401).
  expect((await callback(request, shipped, { timestamp })).status()).toBe(409);
  const delivered = JSON.stringify({ ShipmentId: shipmentId, Status: 'Delivered' });
  expect((await callback(request, delivered, { secret: 'not-the-partner' })).status()).toBe(401);
  row = await historyRow(page, supplyOrderId!);
  await expect(row).toContainText('Shipped');
  await expect(row).not.toContainText('Delivered');

  // Dr. Ada was told it shipped; her notification, found by its kind, leads to the supply orders.
  await page.goto('/user-account#notifications?kind=SupplyOrderShipped');
  await expect(page.getByLabel('About')).toHaveValue('SupplyOrderShipped');
  const card = page.getByTestId('notification').filter({
    hasText: `Supply order ${supplyOrderId} has shipped (UPS, tracking 1Z999AA10123456784).`,
  });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(
    /^(Unread: )?Success · Supply order shipped$/,
  );
  await card.getByRole('link', { name: 'Supply orders of account 1001' }).click();
  await expect(page).toHaveURL(/\/supplies#!\/supplies-list\/1001$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Supplies for account 1001' }),
  ).toBeVisible();
});
