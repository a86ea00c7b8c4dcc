// The order's messages panel on the v1 road (Two_Way_Messaging on, v2 off): the order's threads
// picked from the v1 read-status list, a new message opens a thread (v1 threads) and posts to it
// (v1 messages), the thread's messages come from the order's; axe finds nothing.
import { afterEach, describe, it } from 'vitest';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeServices, fakeSession, renderWithServices } from '../testing/renderPortal.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { OrderMessages } from './OrderMessages.tsx';
import { messageTexts } from './messageTexts.ts';
import { fakeMessage, fakeThread, messagingFake, messagingSettings } from './messagingFixtures.ts';

let unmount: (() => void) | null = null;

afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('OrderMessages on the v1 road', () => {
  it('lists only the order’s threads and starts a thread with the v1 calls', async () => {
    const ofOrder = fakeThread(11, {
      subject: 'Order 42 – Test: Turnaround Time',
      unreadCount: 1,
      readStatus: 'UNREAD',
    });
    const ofOtherOrder = fakeThread(12, { orderId: 43, subject: 'Order 43 – Test: Other' });
    const fake = messagingFake({
      settings: messagingSettings(true, false),
      threads: [ofOrder, ofOtherOrder],
      messages: [fakeMessage(1, ofOrder, 'Within 14 days of receipt.', true)],
    });
    const { services } = fakeServices(fakeSession(true), fake.fetch);
    const rendered = await renderWithServices(
      services,
      '/user-account#review/42',
      <OrderMessages orderId={42} road="v1" />,
    );
    unmount = rendered.unmount;

    const list = await screen.findByRole('list', { name: 'Message threads of order 42' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.querySelector('span')?.textContent),
    ).toEqual(['Order 42 – Test: Turnaround Time']);
    expect(fake.requests[0]?.url).toBe('/api/messaging/v1/portal-messaging/threads/read-status');
    await expectNoAxeViolations(rendered.container);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'Billing');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Subcategory/ }), 'Holds');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Why is it on hold?');
    await user.click(screen.getByRole('button', { name: messageTexts.send }));

    await waitFor(() =>
      expect(fake.requests.filter((request) => request.method === 'POST')).toEqual([
        {
          method: 'POST',
          url: '/api/messaging/v1/portal-messaging/threads',
          body: { orderId: 42, category: 'Billing', subcategory: 'Holds', scope: 'Proband' },
        },
        {
          method: 'POST',
          url: '/api/messaging/v1/portal-messaging/messages',
          body: { orderId: 42, threadId: 72, scope: 'Proband', body: 'Why is it on hold?' },
        },
      ]),
    );
    // The new thread is open: its message read from the order's messages (v1 GET messages).
    expect(await screen.findByText('Why is it on hold?')).toBeInTheDocument();
    expect(screen.queryByText('Within 14 days of receipt.')).toBeNull();
    expect(
      fake.requests.some(
        (request) => request.url === '/api/messaging/v1/portal-messaging/messages?order_id=42',
      ),
    ).toBe(true);
    expect(screen.getByRole('button', { name: /^Order 42 – Billing: Holds / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }, 20000);
});
