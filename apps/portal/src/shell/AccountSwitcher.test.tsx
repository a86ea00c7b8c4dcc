import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakeServices, fakeSession, renderWithServices } from '../testing/renderPortal.tsx';
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

  it('keeps every approved account, without an error toast, when the server cannot say', async () => {
    const fetch = vi.fn(async () => json({ message: 'down' }, 503));
    const { view, options, toaster } = await renderSwitcher(fetch);
    expect(options()).toEqual(['1001', '1002', '1005', '1004']);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(toaster.getState().visible).toEqual([]);
    view.unmount();
  });
});
