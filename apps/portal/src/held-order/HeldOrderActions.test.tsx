// The order review's held-order release and order notifications over the portal's real client
// and hooks, the server's answers given by a fake fetch.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumericOrderStatus } from '@loci/domain';
import type { SimpleOrder } from '@loci/contract';
import { simpleOrder } from '../orders/orderFixtures.ts';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakeServices, fakeSession, renderWithServices } from '../testing/renderPortal.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { HeldOrderActionsFor, canReleaseOrder } from './HeldOrderActions.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

function setUp(order: SimpleOrder) {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const address = String(url);
    sent.push({
      method: init?.method ?? 'GET',
      url: address,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    if (address.endsWith(`/order/release/${order.orderId}`))
      return json({
        success: true,
        data: { ...order, isHeld: false, status: NumericOrderStatus.OrderNow },
      });
    if (address.endsWith('/order/notification'))
      return json({ success: true, data: { notificationId: 3, orderId: order.orderId } });
    return json({}, 404);
  });
  const { services, toaster } = fakeServices(fakeSession(true), fetch);
  const messages = () => {
    const state = toaster.getState();
    return [...state.visible, ...state.waiting].map((toast) => toast.message);
  };
  return { services, sent, messages };
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((item) => item.textContent === name);

let unmount: (() => void) | undefined;
/** axe-core over a whole screen takes seconds on a busy machine. */
const axeTimeout = 30_000;

afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

async function render(order: SimpleOrder, profile = demoProfile()) {
  const setup = setUp(order);
  const view = await renderWithServices(
    setup.services,
    '/',
    <HeldOrderActionsFor order={order} profile={profile} />,
  );
  unmount = view.unmount;
  await view.settle();
  return { ...setup, view };
}

describe('held-order actions on the order review', { timeout: axeTimeout }, () => {
  it('releases a held order after confirmation, with a toast', async () => {
    const order = simpleOrder({ status: NumericOrderStatus.BenefitsInvestigation, isHeld: true });
    const { sent, messages, view } = await render(order);
    expect(view.container.textContent).toContain('This order is held');
    await expectNoAxeViolations(view.container);
    await act(async () => button('Release order to the lab')!.click());
    expect(document.body.textContent).toContain('Release this order?');
    await act(async () => button('Release order')!.click());
    await view.settle();
    expect(sent.filter((call) => call.url.includes('/order/release/'))).toEqual([
      { method: 'POST', url: '/api/portal/v1.0.1/order/release/42', body: undefined },
    ]);
    expect(messages()).toContain('Order 42 was released to the lab.');
  });

  it('offers the release only to an elevated role of the order’s account', () => {
    const held = simpleOrder({ isHeld: true });
    expect(canReleaseOrder(demoProfile(), held)).toBe(true);
    const staff = demoProfile({
      accounts: [
        { accountNumber: '1001', accessApproved: true, accessTypeCode: 'GDOO', clientName: 'H' },
      ],
    });
    expect(canReleaseOrder(staff, held)).toBe(false);
    expect(canReleaseOrder(demoProfile(), simpleOrder({ isHeld: false }))).toBe(false);
  });

  it('records a notification; a bad address is refused by the contract before sending', async () => {
    const { sent, messages, view } = await render(simpleOrder());
    expect(button('Release order to the lab')).toBeUndefined();
    const recipients = view.container.querySelector<HTMLInputElement>('input[name="recipients"]')!;
    const type = async (value: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
          recipients,
          value,
        );
        recipients.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await type('a'.repeat(300));
    await act(async () => button('Send notification')!.click());
    await view.settle();
    expect(sent.some((call) => call.url.endsWith('/order/notification'))).toBe(false);
    expect(recipients.getAttribute('aria-invalid')).toBe('true');

    await type('office@clinic.example');
    await act(async () => button('Send notification')!.click());
    await view.settle();
    expect(sent.find((call) => call.url.endsWith('/order/notification'))?.body).toEqual({
      orderId: 42,
      event: 'Updated',
      recipients: ['office@clinic.example'],
    });
    expect(messages()).toContain(
      'Notification about order 42 recorded for the account’s contacts.',
    );
  });
});
