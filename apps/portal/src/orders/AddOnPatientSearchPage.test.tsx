import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

describe('/user-account#simple-order/addon/index', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('searches the approved accounts’ orders available for an add-on and links each to the add-on form', async () => {
    const portal = fakePortal({ signedIn: true, profile: demoProfile() });
    const fallback = portal.fetch.getMockImplementation() as (
      url: RequestInfo | URL,
      init?: RequestInit,
    ) => Promise<Response>;
    const bodies: unknown[] = [];
    portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).endsWith('/simpleorder/addonAvailable')) {
        bodies.push(JSON.parse(String(init?.body)));
        return json({
          success: true,
          data: [
            {
              orderId: 42,
              patientId: 7,
              firstName: 'Grace',
              lastName: 'Hopper',
              birthDate: null,
              accountNumber: '1001',
              accessionNumber: 'ACC-1',
              orderedDate: null,
              testCodes: ['TG70'],
            },
          ],
        });
      }
      return fallback(url, init);
    });
    const screen = await renderPortalAt('/user-account#simple-order/addon/index', portal);
    expect(screen.heading()).toBe('Add-on order');
    expect(bodies).toEqual([]);
    const input = screen.container.querySelector('input[type="search"]') as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        input,
        ' hopper ',
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const submit = [...screen.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Search',
    )!;
    await act(async () => submit.click());
    await screen.settle();
    expect(bodies).toEqual([{ SearchTerm: 'hopper', AccountNumbers: ['1001'] }]);
    const link = [...screen.container.querySelectorAll('a')].find((a) =>
      a.textContent?.startsWith('Add-on to order 42'),
    );
    expect(link?.getAttribute('href')).toBe('/test-catalog/requisition#simple-order/addon/new/42');
    expect(link?.textContent).toContain('Hopper, Grace');
    screen.unmount();
  });
});
