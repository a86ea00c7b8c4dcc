// The messages center on each road the lab's flags choose (docs/decisions/messaging-flags.md):
// v1 reads threads by `is_read` and an order's messages, shows the thread's read status and its
// order, and replies with the v1 call; v2 starts a thread about an account for a contact picked
// from the account contacts; with Two_Way_Messaging off there is nothing to read or send.
import { afterEach, describe, it } from 'vitest';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeServices, fakeSession, renderWithServices } from '../testing/renderPortal.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { MessagesCenterPage } from './MessagesCenterPage.tsx';
import { messageTexts } from './messageTexts.ts';
import {
  fakeMessage,
  fakeThread,
  messagingFake,
  messagingSettings,
  type MessagingFake,
} from './messagingFixtures.ts';
import { messageThreadHref } from '@loci/contract';

let unmount: (() => void) | null = null;

afterEach(() => {
  unmount?.();
  unmount = null;
  localStorage.clear();
});

const unreadThread = fakeThread(11, {
  subject: 'Order 42 – Test: Turnaround Time',
  unreadCount: 1,
  readStatus: 'UNREAD',
  messageCount: 2,
});
const readThread = fakeThread(12, {
  orderId: 43,
  subject: 'Order 43 – Billing: Prior Authorization',
  category: 'Billing',
  subcategory: 'Prior Authorization',
});
const otherThreadOfOrder = fakeThread(13, {
  subject: 'Order 42 – Billing: Holds',
  category: 'Billing',
  subcategory: 'Holds',
});

async function renderCenter(fake: MessagingFake, address = '/user-account#messages-center') {
  const { services } = fakeServices(fakeSession(true), fake.fetch);
  const rendered = await renderWithServices(services, address, <MessagesCenterPage />);
  unmount = rendered.unmount;
  return rendered;
}

const messagingCalls = (fake: MessagingFake) =>
  fake.requests.filter((request) => request.url.startsWith('/api/messaging/'));

describe('MessagesCenterPage on the v1 road (Two_Way_Messaging on, v2 off)', () => {
  function v1Fake() {
    return messagingFake({
      settings: messagingSettings(true, false),
      threads: [unreadThread, readThread, otherThreadOfOrder],
      messages: [
        fakeMessage(1, unreadThread, 'When is the report due?'),
        fakeMessage(2, unreadThread, 'Within 14 days of receipt.', true),
        fakeMessage(3, otherThreadOfOrder, 'Is the order on hold?'),
      ],
    });
  }

  it('lists threads by is_read, reads a thread from its order’s messages and shows its order', async () => {
    const fake = v1Fake();
    const { container } = await renderCenter(fake);
    const list = await screen.findByRole('list', { name: messageTexts.center.threads });
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    expect(messagingCalls(fake)[0]?.url).toBe(
      '/api/messaging/v1/portal-messaging/threads/read-status',
    );

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'unread');
    await waitFor(() =>
      expect(fake.requests.at(-1)?.url).toBe(
        '/api/messaging/v1/portal-messaging/threads/read-status?is_read=false',
      ),
    );
    // The list is drawn again for the new answer: find it anew.
    const threadsList = () => screen.getByRole('list', { name: messageTexts.center.threads });
    await waitFor(() => expect(within(threadsList()).getAllByRole('button')).toHaveLength(1));
    await user.click(
      within(threadsList()).getByRole('button', { name: /^Order 42 – Test: Turnaround/ }),
    );

    expect(await screen.findByText('Within 14 days of receipt.')).toBeInTheDocument();
    // The order's messages hold another thread's too: only this thread's are shown.
    expect(screen.queryByText('Is the order on hold?')).toBeNull();
    expect(
      fake.requests.some(
        (request) => request.url === '/api/messaging/v1/portal-messaging/messages?order_id=42',
      ),
    ).toBe(true);
    const about = screen.getByLabelText(messageTexts.center.summary);
    await waitFor(() => expect(about).toHaveTextContent('42, In Progress, tests TG70'));
    expect(about).toHaveTextContent('2 messages');
    expect(fake.requests.some((request) => request.url === '/api/messaging/v1/order/42')).toBe(
      true,
    );
    await expectNoAxeViolations(container);
  }, 20000);

  it('opens the thread a link names (a notification’s), until another is picked', async () => {
    const fake = v1Fake();
    const { container } = await renderCenter(fake, messageThreadHref(12));
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Order 43 – Billing: Prior Authorization',
      }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Order 42 – Test: Turnaround/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Order 42 – Test: Turnaround Time' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Within 14 days of receipt.')).toBeInTheDocument();
  }, 20000);

  it('replies with the v1 call (order and thread) and the thread shows it, read', async () => {
    const fake = v1Fake();
    await renderCenter(fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Order 42 – Test: Turnaround/ }));
    await screen.findByText('Within 14 days of receipt.');
    expect(screen.queryByRole('button', { name: messageTexts.startThread.open })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /^Reply/ }), 'Thank you.');
    await user.click(screen.getByRole('button', { name: messageTexts.send }));
    expect(await screen.findByText('Thank you.')).toBeInTheDocument();
    expect(messagingCalls(fake).filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/messaging/v1/portal-messaging/messages',
        body: { orderId: 42, threadId: 11, body: 'Thank you.' },
      },
    ]);
    const about = screen.getByLabelText(messageTexts.center.summary);
    await waitFor(() => expect(about).toHaveTextContent('Read · 3 messages'));
  }, 20000);
});

describe('MessagesCenterPage on the v2 road', () => {
  it('starts a thread about an account for a contact picked from the account contacts', async () => {
    const fake = messagingFake({
      settings: messagingSettings(true, true),
      threads: [readThread],
      messages: [],
    });
    await renderCenter(fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: messageTexts.startThread.open }));
    const dialog = await screen.findByRole('dialog', { name: messageTexts.startThread.title });
    const contact = within(dialog).getByRole('combobox', { name: /^Contact/ });
    await waitFor(() =>
      expect(
        within(contact)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select a contact', 'Ada Okafor (account 1001)', 'Keiko Tanaka (account 1002)']),
    );
    expect(fake.requests.some((r) => r.url === '/api/messaging/v1/account/contacts')).toBe(true);
    await expectNoAxeViolations(dialog);

    await user.click(within(dialog).getByRole('button', { name: messageTexts.send }));
    expect(await within(dialog).findAllByText(messageTexts.required)).toHaveLength(4);
    expect(messagingCalls(fake).filter((request) => request.method === 'POST')).toEqual([]);

    await user.selectOptions(contact, 'Keiko Tanaka (account 1002)');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Category/ }),
      'Billing',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Subcategory/ }),
      'Missing Info',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Which form?');
    await user.click(within(dialog).getByRole('button', { name: messageTexts.send }));

    await waitFor(() =>
      expect(messagingCalls(fake).filter((request) => request.method === 'POST')).toEqual([
        {
          method: 'POST',
          url: '/api/messaging/v2/portal-messaging/threads/messages',
          body: {
            accountNumber: '1002',
            category: 'Billing',
            subcategory: 'Missing Info',
            scope: 'Proband',
            subject: 'Billing: Missing Info – for Keiko Tanaka',
            body: 'Which form?',
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByRole('heading', { name: 'Billing: Missing Info – for Keiko Tanaka' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Which form?')).toBeInTheDocument();
  }, 20000);
});

describe('MessagesCenterPage with Two_Way_Messaging off', () => {
  it('says messaging is not available and reads no messages', async () => {
    const fake = messagingFake({
      settings: messagingSettings(false, true),
      threads: [unreadThread],
      messages: [],
    });
    const { container, settle } = await renderCenter(fake);
    expect(
      await screen.findByRole('heading', { name: messageTexts.off.title }),
    ).toBeInTheDocument();
    await settle();
    expect(messagingCalls(fake)).toEqual([]);
    await expectNoAxeViolations(container);
  }, 20000);
});
