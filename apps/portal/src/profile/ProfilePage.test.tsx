import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expect as expectDom, screen as page, userEvent, waitFor, within } from 'storybook/test';
import type { AccountContact, ClientContactInfo } from '@loci/contract';
import { storyOrderingProviders } from '../storybook/fixtures.ts';
import { demoProfile } from '../testing/demoProfile.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

/** A lab that keeps the contact information and the people it is sent. */
function profilePortal() {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const fallback = portal.fetch.getMockImplementation() as (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  let contact: ClientContactInfo = {
    email: 'dr.ada@loci.test',
    phone: '617-555-0100',
    mobilePhone: null,
    homePhone: null,
    fax: null,
    address1: '1 Main Street',
    city: 'Boston',
    stateCode: 'MA',
    mailingState: 'Massachusetts',
    zip: '02110',
    countryCode: 'USA',
    mailingCountry: 'United States',
  };
  const people: AccountContact[] = [];
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://portal.test').pathname.replace(
      '/api/portal/v1.0.1',
      '',
    );
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    // The header's unread count and the shell's settings (messaging flags) are reads sent as POST:
    // only the profile's writes are recorded.
    const headerRead = path === '/notifications/list/byAccount' || path === '/settings';
    if (init?.method && init.method !== 'GET' && !headerRead) sent.push({ path, body });
    if (path === '/fetchClientContactInfo') return json({ success: true, data: contact });
    if (path === '/updateClientContactInfo') {
      if (body['zip'] === '99999')
        return json(
          { success: false, errors: [{ code: 'zip', message: 'Wrong format', path: 'zip' }] },
          400,
        );
      contact = { ...contact, ...(body as Partial<ClientContactInfo>) };
      return json({ success: true, data: contact });
    }
    if (path === '/account/contacts') return json({ success: true, data: people });
    if (path === '/people') {
      const given = body as Partial<AccountContact>;
      const saved: AccountContact = {
        id: people.length + 1,
        accountNumber: String(given.accountNumber),
        firstName: String(given.firstName),
        lastName: String(given.lastName),
        title: given.title ?? null,
        contactRole: given.contactRole ?? null,
        email: given.email ?? null,
        phone: given.phone ?? null,
        fax: given.fax ?? null,
      };
      people.push(saved);
      return json({ success: true, data: saved });
    }
    if (path.startsWith('/order/orderingProviders/list/'))
      return json({ success: true, data: storyOrderingProviders });
    if (path.endsWith('/settings')) return json([]);
    return fallback(url, init);
  });
  return { portal, sent };
}

describe('#profile: contact information, report delivery and people', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the address and phones once, in the contact information the user changes', async () => {
    const { portal } = profilePortal();
    await renderPortalAt('/user-account#profile', portal);
    const card = page.getByRole('heading', { name: 'Contact information' }).parentElement!;
    await waitFor(() => expectDom(card).toHaveTextContent('1 Main Street'));
    expect(page.getAllByText('1 Main Street')).toHaveLength(1);
    expect(page.getAllByText('617-555-0100')).toHaveLength(1);
    const details = page.getByRole('heading', { name: 'Details' }).parentElement!;
    expectDom(details).toHaveTextContent('Sign-in e-mail');
    expectDom(details).not.toHaveTextContent('ZIP code');
  });

  it('changes the contact information with each rule beside its field, and the server’s too', async () => {
    const { portal, sent } = profilePortal();
    const view = await renderPortalAt('/user-account#profile', portal);
    const card = page.getByRole('heading', { name: 'Contact information' }).parentElement!;
    await waitFor(() => expectDom(card).toHaveTextContent('617-555-0100'));
    await expectNoAxeViolations(view.container);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit contact information' }));
    const email = within(card).getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(within(card).getByRole('button', { name: 'Save contact information' }));
    await waitFor(() => expectDom(email).toHaveAccessibleDescription(/Must be a valid email/));
    expect(sent).toEqual([]);
    await expectNoAxeViolations(view.container);

    await user.clear(email);
    await user.type(email, 'ada@harbor.example');
    const zip = within(card).getByLabelText('ZIP code');
    await user.clear(zip);
    await user.type(zip, '99999');
    await user.click(within(card).getByRole('button', { name: 'Save contact information' }));
    await waitFor(() => expectDom(zip).toHaveAccessibleDescription(/Wrong format/));

    await user.clear(zip);
    await user.type(zip, '02111');
    await user.click(within(card).getByRole('button', { name: 'Save contact information' }));
    await waitFor(() => expectDom(card).toHaveTextContent('Your contact information was saved.'));
    expectDom(card).toHaveTextContent('ada@harbor.example');
    expectDom(card).toHaveTextContent('02111');
    expect(sent.at(-1)).toMatchObject({
      path: '/updateClientContactInfo',
      body: { email: 'ada@harbor.example', zip: '02111', fax: null },
    });
    view.unmount();
  }, 20000);

  it('says how the provider receives reports on each account', async () => {
    const { portal } = profilePortal();
    const view = await renderPortalAt('/user-account#profile', portal);
    const card = page.getByRole('heading', { name: 'How you receive reports' }).parentElement!;
    await waitFor(() =>
      expectDom(card).toHaveTextContent(
        'Account 1001 (Harbor Genetics): reports by e-mail to dr.ada@loci.test.',
      ),
    );
    view.unmount();
  });

  it('adds a person of an account, required names checked first', async () => {
    const { portal, sent } = profilePortal();
    const view = await renderPortalAt('/user-account#profile', portal);
    const card = page.getByRole('heading', { name: 'People of your accounts' }).parentElement!;
    await waitFor(() => expectDom(card).toHaveTextContent('No people are listed yet.'));
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Add a person' }));
    await user.click(within(card).getByRole('button', { name: 'Save person' }));
    await waitFor(() =>
      expectDom(within(card).getByLabelText(/First name/)).toHaveAccessibleDescription(
        /This field is required/,
      ),
    );
    await expectNoAxeViolations(view.container);
    await user.type(within(card).getByLabelText(/First name/), 'Nia');
    await user.type(within(card).getByLabelText(/Last name/), 'Okafor');
    await user.type(within(card).getByLabelText('E-mail'), 'nia@harbor.example');
    await user.click(within(card).getByRole('button', { name: 'Save person' }));
    await waitFor(() => expectDom(card).toHaveTextContent('Nia Okafor was saved.'));
    await waitFor(() =>
      expectDom(within(card).getByRole('table')).toHaveTextContent('nia@harbor.example'),
    );
    expect(sent).toEqual([
      {
        path: '/people',
        body: expect.objectContaining({
          accountNumber: '1001',
          firstName: 'Nia',
          lastName: 'Okafor',
          email: 'nia@harbor.example',
        }),
      },
    ]);
    view.unmount();
  }, 20000);
});
