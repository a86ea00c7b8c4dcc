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

  it('refuses an empty reply with the spec’s "This field is required" beside the field, sending nothing', async () => {
    const session = fakeSession(true);
    const snapshot = { ...session.snapshot(), roles: ['lab-staff'] };
    session.snapshot = () => snapshot;
    const posts: string[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      if (init?.method === 'POST') posts.push(path);
      if (path.endsWith('/labdesk/threads/list')) return json({ success: true, data: [thread] });
      if (path.endsWith('/labdesk/threads/300010/messages'))
        return json({ success: true, data: [question] });
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
    await act(async () => open!.click());
    await screen.settle();
    const textarea = screen.container.querySelector('textarea')!;
    await act(async () => textarea.closest('form')!.requestSubmit());
    await screen.settle();
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    const described = (textarea.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain('This field is required');
    expect(screen.container.textContent).not.toMatch(/\bRequired\b/);
    expect(posts.filter((path) => path.endsWith('/messages'))).toEqual([]);
    screen.unmount();
  }, 30_000);

  it('sends a reply with a PDF; the file is listed with the reply and downloaded through the client', async () => {
    const session = fakeSession(true);
    const snapshot = { ...session.snapshot(), roles: ['lab-staff'] };
    session.snapshot = () => snapshot;
    const sent: Array<{ method: string; path: string; body: unknown }> = [];
    let messages = [question];
    const pdf = '%PDF-1.4\n%%EOF\n';
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ method: init?.method ?? 'GET', path, body });
      if (path.endsWith('/labdesk/threads/list')) return json({ success: true, data: [thread] });
      if (path.endsWith('/labdesk/threads/300010/messages') && init?.method === 'POST') {
        const request = body as { body: string; attachment: { fileName: string } };
        const reply: PortalMessage = {
          ...question,
          messageId: 2,
          body: request.body,
          senderType: 'Lab',
          senderName: 'Loci lab',
          sentByMe: true,
          attachments: [
            {
              attachmentId: 320001,
              fileName: request.attachment.fileName,
              mimeType: 'application/pdf',
              size: pdf.length,
            },
          ],
        };
        messages = [...messages, reply];
        return json({ success: true, data: reply });
      }
      if (path.endsWith('/labdesk/threads/300010/messages'))
        return json({ success: true, data: messages });
      if (path.endsWith('/messages/attachments/320001'))
        return new Response(pdf, {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="Consent form.pdf"',
          },
        });
      return json({}, 404);
    });
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:consent');
    const { services } = fakeServices(session, fetch);
    const screen = await renderPortalAt('/lab-desk/messages', {
      services,
      session: session as never,
      fetch,
    });
    const open = [...screen.container.querySelectorAll('button')].find((button) =>
      button.textContent?.includes(thread.subject),
    );
    await act(async () => open!.click());
    await screen.settle();

    const textarea = screen.container.querySelector('textarea')!;
    const input = screen.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.labels?.[0]?.textContent).toBe('Attach a file (optional)');
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(textarea, 'The consent form is attached.');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
      Object.defineProperty(input, 'files', {
        value: [new File([pdf], 'Consent form.pdf', { type: 'application/pdf' })],
      });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => textarea.closest('form')!.requestSubmit());
    await screen.settle();
    const reply = sent.find(
      (request) => request.method === 'POST' && request.path.endsWith('/messages'),
    );
    expect(reply?.body).toEqual({
      body: 'The consent form is attached.',
      scope: 'Proband',
      attachment: { fileName: 'Consent form.pdf', content: btoa(pdf) },
    });
    const download = [...screen.container.querySelectorAll('button')].find((button) =>
      button.textContent?.startsWith('Download Consent form.pdf'),
    );
    expect(download).toBeDefined();
    await expectNoAxeViolations(screen.container);
    await act(async () => download!.click());
    await screen.settle();
    expect(
      sent.some(
        (request) =>
          request.method === 'GET' &&
          request.path === '/api/portal/v1.0.1/messages/attachments/320001',
      ),
    ).toBe(true);
    expect(saved).toHaveBeenCalled();
    saved.mockRestore();
    screen.unmount();
  }, 30_000);
});
