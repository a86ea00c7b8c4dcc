// The order's messages panel as users meet it: threads unread first with their unread count, a
// thread's messages (and the list refreshed once read), a new message with category and
// subcategory, a reply, and a server validation error beside its field instead of a toast.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createProgressTracker, createToaster, type Toaster } from '@loci/ui';
import type { MessageThread, PortalMessage } from '@loci/contract';
import { PortalServicesProvider } from '../app/PortalServicesContext.tsx';
import type { PortalServices } from '../app/portalServices.ts';
import { createApiClient } from '../api/apiClient.ts';
import { createErrorReporter } from '../api/errorReporter.ts';
import { OrderMessages } from './OrderMessages.tsx';
import { messageTexts } from './messageTexts.ts';
import { fakeThread } from './messagingFixtures.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const signedIn = { status: 'logged-in', subject: 'dr.ada', authProblem: null };

function thread(id: number, overrides: Partial<MessageThread> = {}): MessageThread {
  return fakeThread(id, { messageCount: 1, ...overrides });
}

function message(id: number, threadId: number, body: string, fromLab = false): PortalMessage {
  return {
    messageId: id,
    threadId,
    orderId: 42,
    scope: 'Proband',
    body,
    senderType: fromLab ? 'Lab' : 'Provider',
    senderName: fromLab ? 'Loci Client Services' : 'Ada Okafor',
    sentByMe: !fromLab,
    sentAt: '2026-11-20T11:00:00Z',
  };
}

let root: Root;
let container: HTMLElement;
let toaster: Toaster;
let requests: { method: string; url: string; body: unknown }[];
let threads: MessageThread[];
let messages: Map<number, PortalMessage[]>;
let refuseNext: unknown = null;

function renderPanel(props: { withResults?: boolean } = {}) {
  toaster = createToaster();
  const reporter = createErrorReporter({
    show: (text) => toaster.show({ severity: 'error', message: text }),
  });
  const api = createApiClient({
    baseUrl: '/api/portal/v1.0.1',
    progress: createProgressTracker(),
    reporter,
    session: {
      accessToken: () => 't',
      refresh: async () => undefined,
      refreshFailed: () => undefined,
    },
    fetch: async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, url, body });
      if (refuseNext && method === 'POST') {
        const refusal = refuseNext;
        refuseNext = null;
        return json(400, refusal);
      }
      const threadMessages = url.match(/\/threads\/(\d+)\/messages$/);
      if (
        method === 'GET' &&
        url.startsWith('/api/messaging/v2/portal-messaging/threads/read-status')
      )
        return json(200, threads);
      if (method === 'GET' && threadMessages) {
        const id = Number(threadMessages[1]);
        threads = threads.map((item) =>
          item.threadId === id ? { ...item, unreadCount: 0, readStatus: 'READ' } : item,
        );
        return json(200, messages.get(id) ?? []);
      }
      if (method === 'POST' && threadMessages) {
        const id = Number(threadMessages[1]);
        const sent = message(900 + requests.length, id, body.body);
        messages.set(id, [...(messages.get(id) ?? []), sent]);
        return json(201, sent);
      }
      if (method === 'POST' && url.endsWith('/portal-messaging/threads/messages')) {
        const created = thread(77, {
          category: body.category,
          subcategory: body.subcategory,
          scope: body.scope,
          subject: `Order 42 – ${body.category}: ${body.subcategory}`,
        });
        const first = message(901, 77, body.body);
        threads = [...threads, created];
        messages.set(77, [first]);
        return json(201, { thread: created, message: first });
      }
      return json(404, {
        success: false,
        errors: [{ code: 'not_found', message: 'No such path' }],
      });
    },
  });
  const services = {
    api,
    reporter,
    toaster,
    session: {
      accessToken: () => 't',
      refresh: async () => undefined,
      subscribe: () => () => undefined,
      snapshot: () => signedIn,
    },
  } as unknown as PortalServices;
  act(() =>
    root.render(
      <PortalServicesProvider services={services}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <OrderMessages orderId={42} {...props} />
        </SWRConfig>
      </PortalServicesProvider>,
    ),
  );
}

beforeEach(() => {
  requests = [];
  refuseNext = null;
  threads = [
    thread(11, {
      subject: 'Order 42 – Test: Turnaround Time',
      unreadCount: 1,
      readStatus: 'UNREAD',
      messageCount: 2,
    }),
    thread(12, { subject: 'Order 42 – Billing: Prior Authorization', category: 'Billing' }),
  ];
  messages = new Map([
    [
      11,
      [
        message(1, 11, 'When is the report due?'),
        message(2, 11, 'Within 14 days of receipt.', true),
      ],
    ],
  ]);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('OrderMessages', () => {
  it('lists the order’s threads with the unread count, opens one and refreshes its read status', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Message threads of order 42' });
    const buttons = within(list).getAllByRole('button');
    // Named by their visible text: the subject first.
    expect(buttons.map((button) => button.querySelector('span')?.textContent)).toEqual([
      'Order 42 – Test: Turnaround Time',
      'Order 42 – Billing: Prior Authorization',
    ]);
    expect(buttons[0]).toHaveAccessibleName(/^Order 42 – Test: Turnaround Time Test · /);
    expect(buttons[0]).toHaveTextContent(messageTexts.unread(1));
    expect(requests[0]?.url).toBe(
      '/api/messaging/v2/portal-messaging/threads/read-status?orderId=42',
    );

    await userEvent.setup().click(buttons[0]!);
    expect(await screen.findByText('Within 14 days of receipt.')).toBeInTheDocument();
    expect(screen.getByText(/^Loci lab, /)).toBeInTheDocument();
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        within(list).getByRole('button', { name: /^Order 42 – Test: Turnaround Time / }),
      ).not.toHaveTextContent(messageTexts.unread(1)),
    );
  }, 20000);

  it('offers a results discussion only to those who read the account’s reports', async () => {
    const categories = () =>
      within(screen.getByRole('combobox', { name: /^Category/ }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    renderPanel();
    await screen.findByRole('list', { name: 'Message threads of order 42' });
    expect(categories()).toContain('Results');
    act(() => root.unmount());
    container.remove();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    // Orders Only: the reports are not theirs to read, nor their results discussion.
    renderPanel({ withResults: false });
    await screen.findByRole('list', { name: 'Message threads of order 42' });
    expect(categories()).toEqual([
      'Select a category',
      'Test',
      'Billing',
      'Sample Kits',
      'Guidance',
      'Provider Portal',
      'Patient Counseling',
      'General Question',
    ]);
  });

  it('sends a new message with its category, subcategory and scope, then a reply', async () => {
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Message threads of order 42' });
    await user.click(screen.getByRole('button', { name: messageTexts.send }));
    expect(await screen.findAllByText(messageTexts.required)).toHaveLength(3);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'Billing');
    const subcategory = screen.getByRole('combobox', { name: /^Subcategory/ });
    expect(
      within(subcategory)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a subcategory',
      'Cost Estimate (BI)',
      'Prior Authorization',
      'Missing Info',
      'Financial Assistance',
      'Changes',
      'Holds',
      'Other',
    ]);
    await user.selectOptions(subcategory, 'Missing Info');
    await user.selectOptions(screen.getByRole('combobox', { name: /^About/ }), 'Both');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Which form is missing?');
    await user.click(screen.getByRole('button', { name: messageTexts.send }));

    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/messaging/v2/portal-messaging/threads/messages',
        body: {
          orderId: 42,
          category: 'Billing',
          subcategory: 'Missing Info',
          scope: 'Both',
          body: 'Which form is missing?',
        },
      }),
    );
    expect(await screen.findByText('Which form is missing?')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Order 42 – Billing: Missing Info / }),
    ).toHaveAttribute('aria-pressed', 'true');

    await user.type(screen.getByRole('textbox', { name: /^Reply/ }), 'It is the consent form.');
    await user.click(screen.getByRole('button', { name: messageTexts.send }));
    expect(await screen.findByText('It is the consent form.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').at(-1)).toMatchObject({
      url: '/api/messaging/v2/portal-messaging/threads/77/messages',
      body: { body: 'It is the consent form.' },
    });
  }, 20000);

  it('puts the server’s validation message beside the message field, not in a toast', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /^Order 42 – Billing: Prior Authorization / }),
    );
    refuseNext = {
      success: false,
      errors: [
        { code: 'invalid_format', message: 'Value contains invalid characters', path: 'body' },
      ],
    };
    await user.type(screen.getByRole('textbox', { name: /^Reply/ }), '<b>hi</b>');
    await user.click(screen.getByRole('button', { name: messageTexts.send }));
    expect(await screen.findByText('Value contains invalid characters')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const { visible, waiting } = toaster.getState();
    expect([...visible, ...waiting].filter((toast) => toast.severity === 'error')).toEqual([]);
  }, 20000);
});
