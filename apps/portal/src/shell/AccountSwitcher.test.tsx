import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakeServices, fakeSession, renderWithServices } from '../testing/renderPortal.tsx';
import { portalStorageKeys } from '../storage/portalStorage.ts';
import { AccountSwitcher } from './AccountSwitcher.tsx';

const profile = demoProfile({
  accounts: [
    { accountNumber: '1001', accessApproved: true, accessTypeCode: 'GDAA', clientName: 'Zephyr' },
    { accountNumber: '1002', accessApproved: true, accessTypeCode: 'GDFA', clientName: 'Birch' },
    { accountNumber: '1005', accessApproved: true, accessTypeCode: 'GDFA', clientName: 'Cedar' },
    { accountNumber: '1004', accessApproved: true, accessTypeCode: 'GDOO', clientName: 'Alder' },
  ],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function activeAccount(accountNumber: string, clientName: string, accessTypeCode: string) {
  return {
    contactId: 1,
    accountId: Number(accountNumber),
    accessTypeCode,
    portalRoleName: 'FullAccountAccess',
    portalRoleCode: accessTypeCode,
    isOrderingProvider: true,
    accessApproved: true,
    cmid: accountNumber,
    clientName,
    shippingAddress1: null,
    shippingAddress2: null,
    shippingCity: null,
    shippingState: null,
    shippingZip: null,
    shippingCountry: null,
    stateCode: 'MA',
    countryCode: 'USA',
    businessTypeCode: null,
    billTypeCode: null,
    isActive: true,
  };
}

async function renderSwitcher(fetch: typeof globalThis.fetch) {
  const { services, toaster } = fakeServices(fakeSession(true), fetch);
  const view = await renderWithServices(
    services,
    '/user-account#simple-orders',
    <AccountSwitcher profile={profile} />,
  );
  await view.settle(10);
  const options = () =>
    [...view.container.querySelectorAll('option')].map((option) => option.value);
  return { view, options, toaster };
}

describe('AccountSwitcher', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('asks the server which elevated accounts are active and offers only those, by client name', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      decodeURIComponent(String(url)).endsWith('/references/accounts/searchActive/1001,1002,1005')
        ? json([activeAccount('1002', 'Birch', 'GDFA'), activeAccount('1001', 'Zephyr', 'GDAA')])
        : json({}, 404),
    );
    const { view, options } = await renderSwitcher(fetch);
    expect(options()).toEqual(['1002', '1001', '1004']);
    expect(view.container.querySelector('select')?.value).toBe('1002');
    view.unmount();
  });

  it('switches on a pointer’s choice at once, but on a keyboard’s only at Enter or on leaving the field', async () => {
    const fetch = vi.fn(async () => json({ message: 'down' }, 503));
    const { view } = await renderSwitcher(fetch);
    const select = view.container.querySelector('select')!;
    const shownText = () => view.container.querySelector('[aria-hidden="true"]')?.textContent;
    const change = async (value: string) => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await view.settle(2);
    };
    const key = async (key: string) => {
      select.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      await view.settle(2);
    };
    // An arrow key on the closed select: as in a browser, its change comes inside the keydown.
    const arrowTo = async (value: string) => {
      select.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await view.settle(2);
    };
    const chosen = () =>
      (
        JSON.parse(localStorage.getItem(portalStorageKeys.user) ?? 'null') as {
          selectedAccountNumber?: string | null;
        } | null
      )?.selectedAccountNumber ?? null;
    expect(select.value).toBe('1001');
    const before = chosen();

    // Arrow keys walk the list: the field shows the account, the portal stays on 1001.
    await arrowTo('1002');
    await arrowTo('1005');
    expect(select.value).toBe('1005');
    expect(shownText()).toContain('1005 · Cedar');
    expect(chosen()).toBe(before);
    // Escape goes back; Enter switches.
    await key('Escape');
    expect(select.value).toBe('1001');
    await arrowTo('1002');
    await key('Enter');
    expect(chosen()).toBe('1002');
    // Leaving the field switches to what it shows.
    await arrowTo('1005');
    expect(chosen()).toBe('1002');
    select.dispatchEvent(new FocusEvent('blur'));
    select.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await view.settle(2);
    expect(chosen()).toBe('1005');
    // A pointer's choice switches at once.
    select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await change('1004');
    expect(chosen()).toBe('1004');
    // The opened list (Alt+ArrowDown): its keys go to the browser's popup, and Enter there
    // changes the select with no keydown of the page's: a confirmed choice, which switches.
    select.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true }),
    );
    await view.settle(2);
    await change('1002');
    expect(chosen()).toBe('1002');
    expect(shownText()).toContain('1002 · Birch');
    view.unmount();
  });

  it('keeps every approved account, without an error toast, when the server cannot say', async () => {
    const fetch = vi.fn(async () => json({ message: 'down' }, 503));
    const { view, options, toaster } = await renderSwitcher(fetch);
    expect(options()).toEqual(['1001', '1002', '1005', '1004']);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(toaster.getState().visible).toEqual([]);
    view.unmount();
  });
});
