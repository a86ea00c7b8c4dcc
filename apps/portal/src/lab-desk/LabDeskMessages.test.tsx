// The lab desk's messages area over the portal's real client, hooks and routes (fake fetch): the
// threads of every account, a thread read for this reader, and the lab's reply with its scope.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageThread, PortalMessage } from '@loci/contract';
import { fakeServices, fakeSession, renderPortalAt } from '../testing/renderPortal.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const thread: MessageThread = {
  threadId: 300010,
  accountNumber: '1001',
  orderId: 42,
  category: 'Results',
  subcategory: 'Report Content',
  scope: 'Proband',
  subject: 'Order 42 – Results: Report Content',
  createdBy: 'Ada Okafor',
  createdAt: '2026-11-26T08:00:00Z',
  lastMessageAt: '2026-11-26T08:00:00Z',
  messageCount: 1,
  unreadCount: 1,
  readStatus: 'UNREAD',
};

const question: PortalMessage = {
  messageId: 1,
  threadId: 300010,
  orderId: 42,
  scope: 'Proband',
  body: 'When will the report be ready?',
  senderType: 'Provider',
  senderName: 'Ada Okafor',
  sentByMe: false,
  sentAt: '2026-11-26T08:00:00Z',
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('/lab-desk/messages', () => {
  it('lists providers’ threads, opens one, and sends the lab’s reply with the chosen scope', async () => {
    const session = fakeSession(true);
    const snapshot = { ...session.snapshot(), roles: ['lab-staff'] };
    session.snapshot = () => snapshot;
    const sent: Array<{ method: string; path: string; body: unknown }> = [];
    let messages = [question];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ method: init?.method ?? 'GET', path, body });
      if (path.endsWith('/labdesk/threads/list')) return json({ success: true, data: [thread] });
      if (path.endsWith('/labdesk/threads/300010/messages') && init?.method === 'POST') {
        const reply: PortalMessage = {
          ...question,
          messageId: 2,
          body: (body as { body: string }).body,
          scope: (body as { scope: 'Family' }).scope,
          senderType: 'Lab',
          senderName: 'Loci lab',
          sentByMe: true,
        };
        messages = [...messages, reply];
        return json({ success: true, data: reply });
      }
      if (path.endsWith('/labdesk/threads/300010/messages'))
        return json({ success: true, data: messages });
      return json({}, 404);
    });
    const { services } = fakeServices(session, fetch);
    const screen = await renderPortalAt('/lab-desk/messages', {
      services,
      session: session as never,
      fetch,
    });
    const open = [...screen.container.querySelectorAll('button')].find((button) =>
      button.textContent?.includes(thread.subject),
    );
    expect(open?.textContent).toContain('Results · Report Content');
    await act(async () => open!.click());
    await screen.settle();
    expect(screen.container.textContent).toContain('When will the report be ready?');

    const scope = [...screen.container.querySelectorAll('select')].find((element) =>
      element.labels?.[0]?.textContent?.includes('About'),
    )!;
    const textarea = screen.container.querySelector('textarea')!;
    await act(async () => {
      scope.value = 'Family';
      scope.dispatchEvent(new Event('change', { bubbles: true }));
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(textarea, 'Expected by Friday.');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const form = textarea.closest('form')!;
    await act(async () => form.requestSubmit());
    await screen.settle();
    const reply = sent.find(
      (request) => request.method === 'POST' && request.path.endsWith('/messages'),
    );
    expect(reply?.body).toEqual({ body: 'Expected by Friday.', scope: 'Family' });
    expect(screen.container.textContent).toContain('Expected by Friday.');
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  }, 30_000);
});
