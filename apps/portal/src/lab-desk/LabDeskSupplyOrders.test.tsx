// The desk's supply orders over the portal's real client and routes, the server answered by a fake
// fetch: open orders listed, one marked shipped with its tracking number (the call and its body),
// a shipped one marked delivered; the tracking number is asked for before anything is sent.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupplyOrder } from '@loci/contract';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { fakeServices, fakeSession, renderPortalAt } from '../testing/renderPortal.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const order = (id: number, status: SupplyOrder['status']): SupplyOrder => ({
  supplyOrderId: id,
  kind: 'Supplies',
  accountNumber: '1001',
  institutionName: 'Harbor Genetics',
  orderId: null,
  status,
  shipmentId: `RRD-${String(id).padStart(10, '0')}`,
  trackingNumber: status === 'Shipped' ? '1Z999' : null,
  carrier: status === 'Shipped' ? 'UPS' : null,
  orderedDate: '2026-11-20T10:00:00.000Z',
  orderedBy: 'dr.ada@loci.test',
  statusUpdatedDate: '2026-11-20T10:00:00.000Z',
  shipTo: {
    attention: null,
    street1: '240 Cambridge St',
    street2: null,
    city: 'Boston',
    state: 'MA',
    zip: '02114',
    country: 'USA',
  },
  lines: [{ supplyId: 5, title: 'Buccal swab collection kit', quantity: 2 }],
});

const listPath = '/api/portal/v1.0.1/labdesk/supplyOrders/list';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  document.body.innerHTML = '';
});

describe('the lab desk’s supply orders', { timeout: 30_000 }, () => {
  it('marks an open order shipped with its tracking number and a shipped one delivered', async () => {
    const session = fakeSession(true);
    const snapshot = { ...session.snapshot(), roles: ['lab-staff'] };
    session.snapshot = () => snapshot;
    const sent: Array<{ method: string; path: string; body: unknown }> = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ method: init?.method ?? 'GET', path, body });
      if (path === listPath) {
        return json({
          success: true,
          data: {
            items: [order(300001, 'Submitted'), order(300002, 'Shipped')],
            totalCount: 2,
            pageNumber: 1,
            pageSize: 100,
          },
        });
      }
      if (path.endsWith('/shipment')) {
        const request = body as { Status: SupplyOrder['status'] };
        return json({ success: true, data: order(300001, request.Status) });
      }
      return json({}, 404);
    });
    const { services } = fakeServices(session, fetch);
    const view = await renderPortalAt('/lab-desk/supply-orders', {
      services,
      session: session as never,
      fetch,
    });
    cleanup = view.unmount;
    expect(view.heading()).toBe('Lab desk');
    const table = view.container.querySelector('table');
    expect(table?.querySelector('caption')?.textContent).toBe(
      'Supply orders and shipping kits, oldest first',
    );
    expect(table?.textContent).toContain('2 × Buccal swab collection kit');
    expect(sent.find((call) => call.path === listPath)?.body).toEqual({
      Statuses: ['Submitted', 'Shipped'],
      PageNumber: 1,
      PageSize: 100,
    });
    await expectNoAxeViolations(view.container);

    const button = (name: string) =>
      [...view.container.querySelectorAll('button')].find((item) => item.textContent === name)!;
    await act(async () => button('Mark shipped').click());
    await view.settle();
    expect(sent.some((call) => call.path.endsWith('/shipment'))).toBe(false);
    expect(view.container.textContent).toContain('This field is required');

    const label = [...view.container.querySelectorAll('label')].find((item) =>
      item.textContent?.startsWith('Tracking number for supply order 300001'),
    )!;
    const input = view.container.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        input,
        '1Z999AA10123456784',
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => button('Mark shipped').click());
    await view.settle();
    expect(sent.find((call) => call.path.endsWith('/supplyOrders/300001/shipment'))).toMatchObject({
      method: 'PUT',
      body: { Status: 'Shipped', TrackingNumber: '1Z999AA10123456784', Carrier: '' },
    });
    await act(async () => button('Mark delivered').click());
    await view.settle();
    expect(sent.find((call) => call.path.endsWith('/supplyOrders/300002/shipment'))?.body).toEqual({
      Status: 'Delivered',
    });
  });

  it('shows where each order ships, refuses a tracking number with markup before sending, and corrects a shipped one', async () => {
    const session = fakeSession(true);
    const snapshot = { ...session.snapshot(), roles: ['lab-staff'] };
    session.snapshot = () => snapshot;
    const sent: Array<{ method: string; path: string; body: unknown }> = [];
    const submitted = {
      ...order(300003, 'Submitted'),
      shipTo: {
        attention: 'Front desk',
        street1: '12 Harbor Way',
        street2: 'Suite 400',
        city: 'Portland',
        state: 'ME',
        zip: '04101',
        country: 'USA',
      },
    };
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ method: init?.method ?? 'GET', path, body });
      if (path === listPath) {
        return json({
          success: true,
          data: {
            items: [submitted, order(300004, 'Shipped')],
            totalCount: 2,
            pageNumber: 1,
            pageSize: 100,
          },
        });
      }
      if (path.endsWith('/shipment')) {
        return json({ success: true, data: order(300004, 'Shipped') });
      }
      return json({}, 404);
    });
    const { services } = fakeServices(session, fetch);
    const view = await renderPortalAt('/lab-desk/supply-orders', {
      services,
      session: session as never,
      fetch,
    });
    cleanup = view.unmount;
    const table = view.container.querySelector('table')!;
    const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toContain('Ship to');
    const row = (id: number) =>
      [...table.querySelectorAll('tbody tr')].find((item) =>
        item.querySelector('th')?.textContent?.startsWith(String(id)),
      )!;
    // One line each (a line break between them).
    const shipTo = (id: number) => {
      const address = row(id).querySelector('address')!;
      const lines = [...address.querySelectorAll(':scope > span')];
      expect(address.querySelectorAll('br')).toHaveLength(lines.length - 1);
      return lines.map((line) => line.textContent);
    };
    expect(shipTo(300003)).toEqual([
      'Front desk',
      '12 Harbor Way, Suite 400',
      'Portland, ME 04101',
      'USA',
    ]);
    expect(shipTo(300004)).toEqual(['240 Cambridge St', 'Boston, MA 02114', 'USA']);

    const field = (name: string) => {
      const label = [...view.container.querySelectorAll('label')].find((item) =>
        item.textContent?.startsWith(name),
      )!;
      return view.container.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)!;
    };
    const type = async (input: HTMLInputElement, text: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
          input,
          text,
        );
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    const button = (name: string) =>
      [...view.container.querySelectorAll('button')].find((item) => item.textContent === name)!;

    const tracking = field('Tracking number for supply order 300003');
    await type(tracking, '<b>1Z</b>');
    await act(async () => button('Mark shipped').click());
    await view.settle();
    expect(sent.some((call) => call.path.endsWith('/shipment'))).toBe(false);
    expect(tracking.getAttribute('aria-invalid')).toBe('true');
    expect(row(300003).textContent).toContain('Wrong format');
    await expectNoAxeViolations(view.container);

    // The shipped order's form holds its tracking number and carrier, to be corrected.
    const shippedTracking = field('Tracking number for supply order 300004');
    expect(shippedTracking.value).toBe('1Z999');
    expect(field('Carrier for supply order 300004').value).toBe('UPS');
    await type(shippedTracking, '1Z999AA10123456784');
    await act(async () => button('Correct tracking number').click());
    await view.settle();
    expect(sent.find((call) => call.path.endsWith('/supplyOrders/300004/shipment'))).toMatchObject({
      method: 'PUT',
      body: { Status: 'Shipped', TrackingNumber: '1Z999AA10123456784', Carrier: 'UPS' },
    });
  });
});
