// The account's required order-form fields (GET /references/requiredFields/list/{accountNumber}):
// the form names them beside the patient and refuses the review while the patient lacks them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expect as expectDom, screen as page, userEvent, waitFor } from 'storybook/test';
import type { Patient } from '@loci/contract';
import { createPortalStorage } from '../storage/portalStorage.ts';
import { storyOrderingProviders, storyPatient } from '../storybook/fixtures.ts';
import { emptyOrderForm } from './orderForm.ts';
import { keepOrderForm } from './orderFormKeeper.ts';
import { demoProfile } from '../testing/demoProfile.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

/** A portal whose account 1001 requires the patient's e-mail and MRN, with patient 7 as given. */
function requiringPortal(patient: Partial<Patient>) {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const fallback = portal.fetch.getMockImplementation() as (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  const asked: string[] = [];
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://portal.test').pathname.replace(
      '/api/portal/v1.0.1',
      '',
    );
    if (path.startsWith('/references/requiredFields/list/')) {
      asked.push(path);
      return json(path.endsWith('/1001') ? ['patient.email', 'patient.mrn'] : []);
    }
    if (path.startsWith('/test/restrictedPaymentMethods/')) return json([]);
    if (path === '/test/exceptions') return json([]);
    if (path.startsWith('/test/partnershipPrograms/')) return json({ success: true, data: [] });
    if (path.includes('/order/orderingProviders/list/'))
      return json({ success: true, data: storyOrderingProviders });
    if (path === '/patient/7')
      return json({
        success: true,
        data: storyPatient({
          id: 7,
          firstName: 'Ada',
          lastName: 'Lovelace',
          accountInformation: { accountNumber: '1001', officeId: null },
          ...patient,
        }),
      });
    if (path.endsWith('/settings')) return json([]);
    return fallback(url, init);
  });
  keepOrderForm(portal.services.storage, 'new', {
    ...emptyOrderForm([{ code: 'TG70', indent: 0, orderedAsKit: false }]),
    accountNumber: '1001',
    patientId: '7',
    orderingProviderId: '501',
    diagnosisCodes: 'Z80.3',
    paymentType: 'Patient Pay',
    consentGiven: true,
  });
  return { portal, asked };
}

describe('the account’s required order-form fields', () => {
  beforeEach(() => {
    localStorage.clear();
    createPortalStorage(localStorage).write('cart', [
      { code: 'TG70', indent: 0, reflexOrderingParentTestCode: null },
    ]);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('names them beside the patient and refuses the review while the patient lacks them', async () => {
    const { portal, asked } = requiringPortal({ mrn: null, contactInformation: [] });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    await waitFor(() =>
      expectDom(page.getByRole('group', { name: 'Patient' })).toHaveTextContent(
        'Account 1001 requires the patient’s e-mail and MRN.',
      ),
    );
    expect(asked).toContain('/references/requiredFields/list/1001');
    const user = userEvent.setup();
    await user.click(page.getByRole('button', { name: 'Review the order' }));
    const patient = page.getByLabelText(/^Patient/, { selector: 'select' });
    await waitFor(() =>
      expectDom(patient).toHaveAccessibleDescription(
        /This account requires the patient’s e-mail and MRN: add them to the patient’s record\./,
      ),
    );
    expect(page.queryByRole('region', { name: 'Review the order' })).toBeNull();
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  }, 20000);

  it('lets the order on to the review when the patient’s record holds them', async () => {
    const { portal } = requiringPortal({});
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    await waitFor(() =>
      expectDom(page.getByRole('group', { name: 'Patient' })).toHaveTextContent(
        'Account 1001 requires the patient’s e-mail and MRN.',
      ),
    );
    const user = userEvent.setup();
    await user.click(page.getByRole('button', { name: 'Review the order' }));
    await page.findByRole('region', { name: 'Review the order' });
    screen.unmount();
  }, 20000);
});
