// The supplies page over the portal's real client, hooks and routes, with the server's answers
// given by a fake fetch: the catalogue with pictures and bounded quantities, the address rules
// beside the fields before anything is sent, the server's field errors beside the fields, an
// order placed and the history with status and tracking; no axe violations.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountSupplies, SupplyItem, SupplyOrder } from '@loci/contract';
import { demoProfile } from '../testing/demoProfile.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { fakeServices, fakeSession, renderPortalAt } from '../testing/renderPortal.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const item = (id: number, title: string, overrides: Partial<SupplyItem> = {}): SupplyItem => ({
  id,
  title,
  description: `${title}, a pack`,
  ccg_sku: `CCG-${id}`,
  bio_sku: null,
  is_requisition: false,
  imageUrl: `/supply-images/item-${id}.svg`,
  is_consent: false,
  display_on_ui: true,
  is_prenatal: false,
  is_postnatal: true,
  is_shippable: true,
  ...overrides,
});

const catalogue = [
  item(1, 'Genetic testing requisition form', { is_requisition: true }),
  item(5, 'Buccal swab collection kit'),
  item(12, 'Requisition form to print', { is_shippable: false }),
];

const shippedOrder: SupplyOrder = {
  supplyOrderId: 300001,
  kind: 'Supplies',
  accountNumber: '1001',
  institutionName: 'Harbor Genetics',
  orderId: null,
  status: 'Shipped',
  shipmentId: 'RRD-0000300001',
  trackingNumber: '1Z999AA10123456784',
  carrier: 'UPS',
  orderedDate: '2026-11-20T10:00:00.000Z',
  orderedBy: 'dr.ada@loci.test',
  statusUpdatedDate: '2026-11-21T10:00:00.000Z',
  shipTo: {
    attention: null,
    street1: '240 Cambridge St',
    street2: null,
    city: 'Boston',
    state: 'MA',
    zip: '02114',
    country: 'USA',
  },
  lines: [{ supplyId: 1, title: 'Genetic testing requisition form', quantity: 3 }],
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function suppliesPortal(orderAnswer: (body: unknown) => Response) {
  const session = fakeSession(true);
  const sent: Sent[] = [];
  let orders: SupplyOrder[] = [shippedOrder];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method: init?.method ?? 'GET', path, body });
    if (path.endsWith('/user/profile')) return json({ success: true, data: demoProfile() });
    if (path.includes('/references/accounts/searchActive/')) {
      return json({
        success: true,
        data: [{ cmid: '1001', clientName: 'Harbor Genetics', isActive: true }],
      });
    }
    if (path.endsWith('/supplies')) return json({ success: true, data: catalogue });
    if (path.endsWith('/supplies/1001')) {
      const account: AccountSupplies = {
        accountNumber: '1001',
        clientName: 'Harbor Genetics',
        shippingAddress: shippedOrder.shipTo,
        orders,
      };
      return json({ success: true, data: account });
    }
    if (path.endsWith('/supplies/order')) {
      const answer = orderAnswer(body);
      if (answer.status === 201) {
        const placed = (await answer.clone().json()) as { data: SupplyOrder };
        orders = [placed.data, ...orders];
      }
      return answer;
    }
    return json({}, 404);
  });
  const { services } = fakeServices(session, fetch);
  return { services, session, fetch, sent };
}

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  document.body.innerHTML = '';
});

function field(container: HTMLElement, label: string): HTMLInputElement {
  const labelElement = [...container.querySelectorAll('label')].find((candidate) =>
    candidate.textContent?.startsWith(label),
  );
  const input = labelElement
    ? container.querySelector<HTMLInputElement>(`#${CSS.escape(labelElement.htmlFor)}`)
    : null;
  expect(input, label).not.toBeNull();
  return input!;
}

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function submit(container: HTMLElement, settle: () => Promise<void>) {
  const button = [...container.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === 'Order supplies',
  );
  expect(button).toBeDefined();
  await act(async () => button!.click());
  await settle();
}

const orderPath = '/api/portal/v1.0.1/supplies/order';

describe('the supplies page', { timeout: 30_000 }, () => {
  it('lists the active elevated accounts at /supplies', async () => {
    const portal = suppliesPortal(() => json({}, 500));
    const view = await renderPortalAt('/supplies', portal);
    cleanup = view.unmount;
    expect(view.heading()).toBe('Supplies');
    const link = view.container.querySelector<HTMLAnchorElement>(
      'nav[aria-label="Supplies by account"] a',
    );
    expect(link?.getAttribute('href')).toBe('/supplies#!/supplies-list/1001');
    expect(link?.textContent).toBe('1001 · Harbor Genetics');
  });

  it('shows the catalogue with pictures and the history with status and tracking', async () => {
    const portal = suppliesPortal(() => json({}, 500));
    const view = await renderPortalAt('/supplies#!/supplies-list/1001', portal);
    cleanup = view.unmount;
    expect(view.heading()).toBe('Supplies for account 1001');
    const images = [...view.container.querySelectorAll('img')].map((image) =>
      image.getAttribute('src'),
    );
    expect(images).toEqual(catalogue.map((entry) => entry.imageUrl));
    expect(field(view.container, 'Quantity of Buccal swab collection kit')).toBeDefined();
    expect(view.container.textContent).toContain('Not shipped: print it at your practice.');
    const history = view.container.querySelector('table');
    expect(history?.querySelector('caption')?.textContent).toBe('Supply orders, newest first');
    expect(history?.textContent).toContain('3 × Genetic testing requisition form');
    expect(history?.textContent).toContain('Shipped');
    expect(history?.textContent).toContain('UPS 1Z999AA10123456784');
    expect(field(view.container, 'Street address').value).toBe('240 Cambridge St');
    await expectNoAxeViolations(view.container);
  });

  it('checks quantities and the address rules before sending, then maps the server’s field errors', async () => {
    const portal = suppliesPortal(() =>
      json(
        {
          success: false,
          errors: [
            {
              code: 'ship_to',
              message: 'The lab does not ship to this country',
              path: 'ShipTo.country',
            },
          ],
        },
        400,
      ),
    );
    const view = await renderPortalAt('/supplies#!/supplies-list/1001', portal);
    cleanup = view.unmount;
    await submit(view.container, view.settle);
    // The spec's messages (the replaced wording was 'Choose at least one item' and 'Enter a
    // whole number from 1 to 50').
    expect(view.container.textContent).toContain('Please select at least one value');
    await type(field(view.container, 'Quantity of Buccal swab collection kit'), '-3');
    await submit(view.container, view.settle);
    expect(view.container.textContent).toContain('Value is too small');
    await type(field(view.container, 'Quantity of Buccal swab collection kit'), '51');
    await type(field(view.container, 'Street address'), 'PO Box 12');
    await submit(view.container, view.settle);
    expect(view.container.textContent).toContain('At most 50 of one item');
    expect(view.container.textContent).toContain(
      'Supplies and kits cannot be shipped to a P.O. box',
    );
    expect(portal.sent.some((call) => call.path === orderPath)).toBe(false);

    // The spec's numeric input keeps only 0-9, dot, minus and E.
    await type(field(view.container, 'Quantity of Buccal swab collection kit'), '2 packs');
    expect(field(view.container, 'Quantity of Buccal swab collection kit').value).toBe('2');
    await type(field(view.container, 'Street address'), '240 Cambridge St');
    await submit(view.container, view.settle);
    expect(portal.sent.find((call) => call.path === orderPath)?.body).toMatchObject({
      AccountNumber: '1001',
      Lines: [{ SupplyId: 5, Quantity: 2 }],
      ShipTo: { street1: '240 Cambridge St', country: 'USA' },
    });
    const country = field(view.container, 'Country (3-letter code)');
    const described = country.getAttribute('aria-describedby') ?? '';
    const message = described
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(message).toContain('The lab does not ship to this country');
  });

  it('places an order and shows it first in the history', async () => {
    const portal = suppliesPortal((body) => {
      const request = body as { Lines: Array<{ SupplyId: number; Quantity: number }> };
      return json(
        {
          success: true,
          data: {
            ...shippedOrder,
            supplyOrderId: 300002,
            shipmentId: 'RRD-0000300002',
            status: 'Submitted',
            trackingNumber: null,
            carrier: null,
            lines: request.Lines.map((line) => ({
              supplyId: line.SupplyId,
              title: 'Buccal swab collection kit',
              quantity: line.Quantity,
            })),
          },
        },
        201,
      );
    });
    const view = await renderPortalAt('/supplies#!/supplies-list/1001', portal);
    cleanup = view.unmount;
    await type(field(view.container, 'Quantity of Buccal swab collection kit'), '2');
    await submit(view.container, view.settle);
    await view.settle();
    const rows = [...view.container.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows[0]).toContain('2 × Buccal swab collection kit');
    expect(rows[0]).toContain('Submitted');
  });
});
