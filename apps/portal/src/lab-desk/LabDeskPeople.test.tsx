// The desk's people area over the portal's real client and routes, the server answered by a fake
// fetch: a reset of a user's two-step sign-in sends the e-mail and says so; the server's "no such
// user" lands on the e-mail field; no axe violations.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { fakeServices, fakeSession, renderPortalAt } from '../testing/renderPortal.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const resetPath = '/api/portal/v1.0.1/labdesk/users/secondFactor/reset';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  document.body.innerHTML = '';
});

async function typeInto(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the lab desk’s people area', { timeout: 120_000 }, () => {
  it('resets a user’s two-step sign-in, and shows the server’s refusal on the e-mail field', async () => {
    const session = fakeSession(true);
    const snapshot = { ...session.snapshot(), roles: ['lab-staff'] };
    session.snapshot = () => snapshot;
    const sent: Array<{ method: string; path: string; body: unknown }> = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ method: init?.method ?? 'GET', path, body });
      if (path === resetPath) {
        const email = (body as { Email: string }).Email;
        if (email === 'dr.ada@loci.test') return json({ success: true, data: { Email: email } });
        return json(
          {
            success: false,
            errors: [
              { code: 'not_found', message: 'No user signs in with this e-mail', path: 'Email' },
            ],
          },
          404,
        );
      }
      return json({}, 404);
    });
    const { services } = fakeServices(session, fetch);
    const view = await renderPortalAt('/lab-desk/people', {
      services,
      session: session as never,
      fetch,
    });
    cleanup = view.unmount;
    expect(view.heading()).toBe('Lab desk');
    expect(view.container.querySelector('legend')?.textContent).toBe('Reset two-step sign-in');
    await expectNoAxeViolations(view.container);

    const input = view.container.querySelector<HTMLInputElement>('input[type="email"]')!;
    const button = [...view.container.querySelectorAll('button')].find(
      (item) => item.textContent === 'Reset two-step sign-in',
    )!;
    await typeInto(input, 'nobody@loci.test');
    await act(async () => button.click());
    await view.settle();
    expect(sent.find((call) => call.path === resetPath)).toMatchObject({
      method: 'POST',
      body: { Email: 'nobody@loci.test' },
    });
    expect(view.container.textContent).toContain('No user signs in with this e-mail');

    await typeInto(input, 'dr.ada@loci.test');
    await act(async () => button.click());
    await view.settle();
    expect(sent.filter((call) => call.path === resetPath).at(-1)?.body).toEqual({
      Email: 'dr.ada@loci.test',
    });
    expect(document.body.textContent).toContain(
      'Two-step sign-in reset for dr.ada@loci.test: they set it up again at their next sign-in.',
    );
  });
});
