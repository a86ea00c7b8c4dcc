// The order form's catalogue rules from the lab: partnership programs per test, payment types a
// test refuses, the test exceptions, a test added by its code, and the `patientId` query.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expect as expectDom, screen as page, userEvent, waitFor, within } from 'storybook/test';
import type { PartnershipProgram } from '@loci/contract';
import { createPortalStorage } from '../storage/portalStorage.ts';
import { storyOrderingProviders, storyPatient } from '../storybook/fixtures.ts';
import { simpleOrder } from '../orders/orderFixtures.ts';
import { emptyOrderForm } from './orderForm.ts';
import { keepOrderForm } from './orderFormKeeper.ts';
import { demoProfile } from '../testing/demoProfile.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const cardioDetect: PartnershipProgram = {
  programCode: 'CARDIO-DETECT',
  name: 'Cardiomyopathy Sponsored Testing Program',
  description: 'No-charge genetic testing for patients with cardiomyopathy.',
  sponsorName: 'Northwind Therapeutics',
  programType: 'Sponsored',
  paymentType: 'Sponsored',
  isActive: true,
  startDate: '2024-01-01',
  endDate: null,
  testCodes: ['TG70'],
};

function cataloguePortal() {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const fallback = portal.fetch.getMockImplementation() as (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://portal.test').pathname.replace(
      '/api/portal/v1.0.1',
      '',
    );
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (init?.method && init.method !== 'GET') sent.push({ path, body });
    if (path === '/test/restrictedPaymentMethods/TG70') return json(['MCR', 'MCD']);
    if (path.startsWith('/test/restrictedPaymentMethods/')) return json([]);
    if (path === '/test/exceptions')
      return json([
        {
          testCode: '9001',
          exceptionType: 'RepeatableInCart',
          relatedTestCode: null,
          description: 'May be added to the cart more than once',
        },
        {
          testCode: 'TG70',
          exceptionType: 'CannotShareOrder',
          relatedTestCode: 'J774',
          description: 'Cannot be included in the same order as J774',
        },
      ]);
    if (path === '/test/partnershipPrograms/TG70')
      return json({ success: true, data: [cardioDetect] });
    if (path.startsWith('/test/partnershipPrograms/')) return json({ success: true, data: [] });
    if (path === '/partnershipProgram/validate') {
      const code = String(body['programCode']).toUpperCase();
      return json({
        success: true,
        data:
          code === 'CARDIO-DETECT'
            ? {
                programCode: 'CARDIO-DETECT',
                isValid: true,
                outcome: 'Valid',
                message: `Program ${cardioDetect.name} can be used`,
              }
            : {
                programCode: code,
                isValid: false,
                outcome: 'NotFound',
                message: `Program code ${code} was not found`,
              },
      });
    }
    if (path === '/partnershipProgram/CARDIO-DETECT')
      return json({ success: true, data: cardioDetect });
    if (path === '/references/tests/validate') {
      const [first] = body['testCodes'] as string[];
      return json([
        first === 'J774'
          ? { testCode: 'J774', result: 'Valid', message: null }
          : { testCode: first, result: 'NotFound', message: null },
      ]);
    }
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
        }),
      });
    if (path === '/simpleOrder' && init?.method === 'POST')
      return json({
        success: true,
        data: simpleOrder({
          orderId: 77,
          status: 1,
          accountNumber: body['accountNumber'] as string,
          patientId: body['patientId'] as number,
        }),
      });
    if (path.endsWith('/settings')) return json([]);
    return fallback(url, init);
  });
  return { portal, sent };
}

const paymentOptions = () =>
  [...page.getByLabelText(/Payment type/, { selector: 'select' }).querySelectorAll('option')].map(
    (option) => option.textContent,
  );

describe('the order form’s catalogue rules', () => {
  beforeEach(() => {
    localStorage.clear();
    createPortalStorage(localStorage).write('cart', [
      { code: 'TG70', indent: 0, reflexOrderingParentTestCode: null },
      { code: 'TG71', indent: 1, reflexOrderingParentTestCode: 'TG70' },
    ]);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('does not offer the payment types a test refuses, and says which test refuses them', async () => {
    const { portal } = cataloguePortal();
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    expect(paymentOptions()).not.toContain('Medicare');
    expect(paymentOptions()).not.toContain('Medicaid/Managed Medicaid');
    expect(paymentOptions()).toContain('Patient Pay');
    const notOffered = page.getByRole('list', { name: 'Payment types not offered' });
    expectDom(notOffered).toHaveTextContent(
      'Medicare is not offered: test TG70 does not accept it.',
    );
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  }, 20000);

  it('validates a sponsored program code for its test before the order uses it', async () => {
    const { portal, sent } = cataloguePortal();
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    const programs = page.getByRole('group', { name: 'Sponsored programs' });
    expectDom(programs).toHaveTextContent(
      'CARDIO-DETECT: Cardiomyopathy Sponsored Testing Program (sponsored by Northwind Therapeutics)',
    );
    // Only TG70 is covered by a program.
    expect(within(programs).queryByLabelText(/Program code for test TG71/)).toBeNull();
    const user = userEvent.setup();
    const field = within(programs).getByLabelText(/Program code for test TG70/);
    await user.type(field, 'NOPE-1');
    await user.click(within(programs).getByRole('button', { name: 'Validate the code' }));
    await waitFor(() =>
      expectDom(field).toHaveAccessibleDescription(/Program code NOPE-1 was not found/),
    );
    await user.clear(field);
    await user.type(field, 'cardio-detect');
    await user.click(within(programs).getByRole('button', { name: 'Validate the code' }));
    await waitFor(() =>
      expectDom(programs).toHaveTextContent(
        'Program Cardiomyopathy Sponsored Testing Program can be used',
      ),
    );
    expect(sent.filter((call) => call.path === '/partnershipProgram/validate')).toEqual([
      {
        path: '/partnershipProgram/validate',
        body: { programCode: 'NOPE-1', testCodes: ['TG70'] },
      },
      {
        path: '/partnershipProgram/validate',
        body: { programCode: 'cardio-detect', testCodes: ['TG70'] },
      },
    ]);
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  }, 20000);

  it('names the program each test is ordered under on the review, and sends its code', async () => {
    const { portal, sent } = cataloguePortal();
    keepOrderForm(portal.services.storage, 'new', {
      ...emptyOrderForm([
        { code: 'TG70', indent: 0, orderedAsKit: false },
        { code: 'TG71', indent: 1, orderedAsKit: false },
      ]),
      accountNumber: '1001',
      patientId: '7',
      orderingProviderId: '501',
      diagnosisCodes: 'Z80.3',
      paymentType: 'Sponsored',
      consentGiven: true,
      programCodes: { TG70: 'CARDIO-DETECT' },
    });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    const user = userEvent.setup();
    await user.click(page.getByRole('button', { name: 'Review the order' }));
    const review = await page.findByRole('region', { name: 'Review the order' });
    await waitFor(() =>
      expectDom(review).toHaveTextContent(
        'Sponsored programsTG70: Cardiomyopathy Sponsored Testing Program (CARDIO-DETECT), sponsored by Northwind Therapeutics',
      ),
    );
    await expectNoAxeViolations(screen.container);
    await user.click(page.getByRole('button', { name: 'Submit order' }));
    await waitFor(() =>
      expect(sent.filter((call) => call.path === '/simpleOrder').at(-1)?.body).toMatchObject({
        status: 0,
        tests: [
          expect.objectContaining({ code: 'TG70', programCode: 'CARDIO-DETECT' }),
          expect.not.objectContaining({ programCode: expect.anything() }),
        ],
      }),
    );
    screen.unmount();
  }, 20000);

  it('adds a test by its code when the lab says the first result is Valid, and refuses an unknown code', async () => {
    const { portal, sent } = cataloguePortal();
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    const user = userEvent.setup();
    const field = page.getByLabelText(/Add a test by code/);
    await user.type(field, 'ZZ1');
    await user.click(page.getByRole('button', { name: 'Add test' }));
    await waitFor(() => expectDom(field).toHaveAccessibleDescription(/No test with the code ZZ1/));
    await user.clear(field);
    await user.type(field, 'j774');
    await user.click(page.getByRole('button', { name: 'Add test' }));
    const tests = page.getByRole('list', { name: 'Tests to order' });
    await waitFor(() =>
      // Each test's name (its item also holds its remove button).
      expect(
        [...tests.querySelectorAll('li')].map((test) => test.querySelector('span')?.textContent),
      ).toEqual(['TG70', 'TG71', 'J774']),
    );
    expect(
      sent.filter((call) => call.path === '/references/tests/validate').map((call) => call.body),
    ).toEqual([
      { testCodes: ['ZZ1', 'TG70', 'TG71'], orderedAsKit: false },
      { testCodes: ['J774', 'TG70', 'TG71'], orderedAsKit: false },
    ]);
    // The lab's exception for the pair now in the order is shown.
    expectDom(
      page.getByRole('list', { name: 'The lab’s rules for these tests' }),
    ).toHaveTextContent('TG70: Cannot be included in the same order as J774');
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  }, 20000);

  it('opens a new order with the patient of the patientId query, on the patient’s account', async () => {
    const { portal } = cataloguePortal();
    const screen = await renderPortalAt('/test-catalog/requisition?patientId=7', portal);
    await screen.settle();
    expect(screen.location()).toBe('/test-catalog/requisition?patientId=7#simple-order/index');
    expect(
      (page.getByLabelText(/^Patient/, { selector: 'select' }) as HTMLSelectElement).value,
    ).toBe('7');
    await act(async () => undefined);
    screen.unmount();
  });
});
