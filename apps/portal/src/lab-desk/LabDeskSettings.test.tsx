// The desk's settings area over the portal's real client and routes, the server answered by a fake
// fetch holding the flags: a switch asks first (cancel sends nothing), then sends the change, says
// so and shows the new state; a refusal of the server is shown; no axe violations.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { fakeServices, fakeSession, renderPortalAt } from '../testing/renderPortal.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const flagsPath = '/api/portal/v1.0.1/labdesk/settings/featureFlags';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  document.body.innerHTML = '';
});

const click = (element: Element | null | undefined) =>
  act(async () => {
    if (!element) throw new Error('nothing to click');
    (element as HTMLElement).click();
  });

async function dialogButton(name: string) {
  return vi.waitFor(() => {
    const button = [...document.querySelectorAll('[role="alertdialog"] button')].find(
      (item) => item.textContent === name,
    );
    if (!button) throw new Error(`no ${name} in a dialog yet`);
    return button;
  });
}

describe('the lab desk’s settings area', { timeout: 120_000 }, () => {
  it('lists the flags and switches one after confirmation; shows a refusal', async () => {
    const session = fakeSession(true);
    const snapshot = { ...session.snapshot(), roles: ['lab-staff'] };
    session.snapshot = () => snapshot;
    const flags = new Map([
      ['Two_Way_Messaging', true],
      ['Two_Way_Messaging_v2', true],
      ['Pendo_Tracking', false],
      ['ML_insurance_flow', false],
    ]);
    let refuse = false;
    const changes: unknown[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      if (path !== flagsPath) return json({}, 404);
      if ((init?.method ?? 'GET') === 'GET') {
        return json({
          success: true,
          data: [...flags].map(([VarName, Enabled]) => ({ VarName, Enabled, IsSet: true })),
        });
      }
      const body = JSON.parse(String(init?.body)) as { VarName: string; Enabled: boolean };
      changes.push({ method: init?.method, body });
      if (refuse) {
        return json(
          { success: false, errors: [{ code: 'conflict', message: 'The settings are locked' }] },
          409,
        );
      }
      flags.set(body.VarName, body.Enabled);
      return json({ success: true, data: { ...body, IsSet: true } });
    });
    const { services } = fakeServices(session, fetch);
    const view = await renderPortalAt('/lab-desk/settings', {
      services,
      session: session as never,
      fetch,
    });
    cleanup = view.unmount;
    expect(view.heading()).toBe('Lab desk');
    const row = (name: string) =>
      [...view.container.querySelectorAll('tbody tr')].find(
        (item) => item.querySelector('th')?.textContent === name,
      );
    await vi.waitFor(() => expect(row('Two_Way_Messaging_v2')).toBeDefined());
    expect(row('Two_Way_Messaging_v2')?.textContent).toContain('On');
    expect(row('Pendo_Tracking')?.textContent).toContain('Off');
    expect(row('Pendo_Tracking')?.textContent).toContain('No effect in the portal');
    // The spec's one stated effect of ML_insurance_flow, in the lab's words.
    expect(row('ML_insurance_flow')?.textContent).toContain(
      'On: Medicare and Medicaid plans get no benefit investigation',
    );
    expect(
      [...view.container.querySelectorAll('a')]
        .find((link) => link.textContent === 'Settings')
        ?.getAttribute('aria-current'),
    ).toBe('page');
    await expectNoAxeViolations(view.container);

    const switchV2 = () =>
      view.container.querySelector('button[aria-label="Switch off Two_Way_Messaging_v2"]');
    // The switch asks first: nothing is sent until confirmed, nothing at all on cancel.
    await click(switchV2());
    await dialogButton('Cancel');
    expect(changes).toEqual([]);
    await click(await dialogButton('Cancel'));
    expect(changes).toEqual([]);

    await click(switchV2());
    const dialog = await vi.waitFor(() => {
      const found = document.querySelector('[role="alertdialog"]');
      if (!found) throw new Error('no dialog yet');
      return found;
    });
    expect(dialog.textContent).toContain('Switch Two_Way_Messaging_v2 off?');
    await click(await dialogButton('Switch off'));
    await view.settle();
    expect(changes).toEqual([
      { method: 'PUT', body: { VarName: 'Two_Way_Messaging_v2', Enabled: false } },
    ]);
    expect(document.body.textContent).toContain(
      'Two_Way_Messaging_v2 is now off. Portals follow at their next page load.',
    );
    await vi.waitFor(() => expect(row('Two_Way_Messaging_v2')?.textContent).toContain('Off'));

    refuse = true;
    await click(
      view.container.querySelector('button[aria-label="Switch on Two_Way_Messaging_v2"]'),
    );
    await click(await dialogButton('Switch on'));
    await view.settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'The settings are locked',
    );
    expect(row('Two_Way_Messaging_v2')?.textContent).toContain('Off');
  });
});
