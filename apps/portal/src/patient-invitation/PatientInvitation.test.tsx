// The order review's patient-portal invitation over the portal's real client and hooks, the
// server's answers given by a fake fetch: NOT_SENT (read "Not sent"), the invitation sent, SENT
// (read "Sent") with its toast;
// the server's refusal shown by the error reporter; no button before submission.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServices, fakeSession, renderWithServices } from '../testing/renderPortal.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { PatientInvitation } from './PatientInvitation.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const notSent = { orderId: 42, status: 'NOT_SENT', sentAt: null, sentTo: null };
const sent = {
  orderId: 42,
  status: 'SENT',
  sentAt: '2026-11-26T04:00:00.000Z',
  sentTo: 'j•••@example.com',
};

function setUp(send: () => Response) {
  const calls: string[] = [];
  let current: unknown = notSent;
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const address = String(url);
    calls.push(`${init?.method ?? 'GET'} ${address}`);
    if (address.includes('/patient-portal/invitations/status?order_id=42')) return json(current);
    if (address.includes('/patient-portal/invitations/send?order_id=42')) {
      const answer = send();
      if (answer.ok) current = sent;
      return answer;
    }
    return json({}, 404);
  });
  const { services, toaster } = fakeServices(fakeSession(true), fetch);
  const messages = () => {
    const state = toaster.getState();
    return [...state.visible, ...state.waiting].map((toast) => toast.message);
  };
  return { services, calls, messages };
}

let unmount: (() => void) | undefined;
/** axe-core over a whole screen takes seconds on a busy machine. */
const axeTimeout = 30_000;

afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

const button = () =>
  [...document.querySelectorAll('button')].find(
    (item) => item.textContent === 'Invite patient to the patient portal',
  );

describe('the patient-portal invitation on the order review', { timeout: axeTimeout }, () => {
  it('flips NOT_SENT to SENT when the practice invites the patient, with a toast', async () => {
    const setup = setUp(() => json(sent));
    const view = await renderWithServices(
      setup.services,
      '/',
      <PatientInvitation orderId={42} submitted />,
    );
    unmount = view.unmount;
    await view.settle();
    const status = () =>
      view.container.querySelector('[data-testid="patient-invitation-status"]')?.textContent;
    expect(status()).toBe('Not sent');
    await expectNoAxeViolations(view.container);
    await act(async () => button()!.click());
    await view.settle();
    expect(setup.calls).toContain(
      'POST /api/messaging/v1/patient-portal/invitations/send?order_id=42',
    );
    expect(status()).toBe('Sent');
    expect(view.container.textContent).toContain('sent 11/26/2026 to j•••@example.com');
    expect(setup.messages()).toContain('Invitation sent to j•••@example.com.');
  });

  it('leaves it NOT_SENT when the server refuses, whose reason the reporter shows', async () => {
    const setup = setUp(() =>
      json(
        {
          success: false,
          errors: [
            {
              code: 'no_patient_email',
              message: 'The patient has no e-mail address: add one to the patient first',
            },
          ],
        },
        409,
      ),
    );
    const view = await renderWithServices(
      setup.services,
      '/',
      <PatientInvitation orderId={42} submitted />,
    );
    unmount = view.unmount;
    await view.settle();
    await act(async () => button()!.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 150)));
    await view.settle();
    expect(
      view.container.querySelector('[data-testid="patient-invitation-status"]')?.textContent,
    ).toBe('Not sent');
    expect(setup.messages().join(' ')).toContain('The patient has no e-mail address');
  });

  it('reads "Invitation status: Not sent", then "Sent", never the raw status code', async () => {
    const setup = setUp(() => json(sent));
    const view = await renderWithServices(
      setup.services,
      '/',
      <PatientInvitation orderId={42} submitted />,
    );
    unmount = view.unmount;
    await view.settle();
    expect(view.container.textContent).toContain('Invitation status: Not sent');
    expect(view.container.textContent).not.toContain('NOT_SENT');
    await act(async () => button()!.click());
    await view.settle();
    expect(view.container.textContent).toContain('Invitation status: Sent · sent 11/26/2026');
    expect(view.container.textContent).not.toMatch(/\bSENT\b/);
  });

  it('offers no invitation before the order is submitted', async () => {
    const setup = setUp(() => json(sent));
    const view = await renderWithServices(
      setup.services,
      '/',
      <PatientInvitation orderId={42} submitted={false} />,
    );
    unmount = view.unmount;
    await view.settle();
    expect(button()).toBeUndefined();
    expect(view.container.textContent).toContain(
      'The patient can be invited once the order is submitted.',
    );
  });
});
