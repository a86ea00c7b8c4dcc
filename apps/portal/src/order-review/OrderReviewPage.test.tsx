import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimpleOrder } from '@loci/contract';
import { orderedTest, simpleOrder as order } from '../orders/orderFixtures.ts';
import { demoProfile } from '../testing/demoProfile.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';
import {
  addOnAvailable,
  canChangeOrderTests,
  paymentTypeLabel,
  priorAuthState,
} from './OrderReviewPage.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

/** Patient 7 with the order's UnitedHealthcare policy (id 3, plan UHC001). */
const insuredPatient = {
  id: 7,
  externalPatientId: null,
  firstName: 'Grace',
  middleName: null,
  lastName: 'Hopper',
  birthDate: '1980-01-02',
  gender: 'F',
  genderIdentification: null,
  mrn: null,
  street1: null,
  street2: null,
  apartment: null,
  city: null,
  state: null,
  zip: null,
  county: null,
  country: 'USA',
  contactInformation: [],
  race: null,
  ethnicGroup: [],
  isPatientUpdated: true,
  isInsuranceUpdated: true,
  insurances: [
    {
      id: 3,
      insurance: {
        name: 'UnitedHealthcare Choice Plus',
        code: 'UHC001',
        otherInsuranceName: null,
        insuranceCategory: 'UHC',
        insurancePlanCompany: null,
        biEnabled: true,
        canPerformFederalInsuranceBi: true,
        network: 'IN',
        isXifin: true,
        dplEnabled: false,
      },
      subscriberFirstName: 'Grace',
      subscriberMiddleName: null,
      subscriberLastName: 'Hopper',
      birthDate: '1980-01-02',
      gender: 'F',
      relationToPatient: 'PT',
      street1: null,
      street2: null,
      city: null,
      state: null,
      zip: null,
      country: 'USA',
      planId: null,
      policyId: 'UHC-1',
      groupId: null,
      groupName: null,
      certificate: null,
      employer: { name: null, contact: null },
      effectiveDate: null,
      expirationDate: null,
      paymentType: 'Insurance',
      hasNoInsuranceCard: false,
    },
  ],
  accountInformation: { accountNumber: '1001', officeId: null },
  patientTestInformation: { orders: [] },
  addOnQualify: false,
  existingOrderId: null,
  detailsEditable: true,
};

function portalWithOrder(
  answer: SimpleOrder,
  requisition: () => Response,
  profile = demoProfile(),
  testChanges: Array<{ method: string; body: unknown }> = [],
) {
  const portal = fakePortal({ signedIn: true, profile });
  const fallback = portal.fetch.getMockImplementation() as (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const address = String(url);
    if (address.endsWith('/order/test')) {
      const body = JSON.parse(String(init?.body)) as unknown;
      testChanges.push({ method: init?.method ?? 'GET', body });
      return json({
        success: true,
        data: [
          {
            testId: 501,
            code: 'TG70',
            shortDescription: null,
            labStatus: init?.method === 'POST' ? 'Canceled' : 'Ordered',
            labStatusUpdateDate: null,
            dueDate: null,
            cancelled: init?.method === 'POST',
          },
        ],
      });
    }
    // The review's documents and messages panels: empty, so no error toast crowds the queue.
    if (address.includes(`/documentUpload/order/${answer.orderId}`))
      return json({ success: true, data: [] });
    if (address.includes('/portal-messaging/threads/read-status')) return json([]);
    // … and its reports and patient-portal invitation sections.
    if (address.endsWith('/results/reportsByAccount'))
      return json({ success: true, data: { items: [], totalCount: 0 } });
    if (address.includes('/patient-portal/invitations/status'))
      return json({ orderId: answer.orderId, status: 'NOT_SENT', sentAt: null, sentTo: null });
    // The requisition form goes to the test's own `fetch` (below).
    if (address.includes('/order/requisition/')) return globalThis.fetch(url, init);
    if (address.endsWith('/favorites/get')) return json({ success: true, data: [] });
    if (address.endsWith(`/simpleOrder/${answer.orderId}`))
      return json({ success: true, data: answer });
    if (address.endsWith(`/tests/list/TestCodeDescOrder/${answer.orderId}`))
      return json({
        success: true,
        data: answer.tests.map((test) => ({
          testCode: test.code,
          testDescription: `${test.code} description from the catalogue`,
        })),
      });
    if (address.endsWith(`/order/test-statuses/${answer.orderId}`))
      return json({
        success: true,
        data: [
          {
            testId: 501,
            code: 'TG70',
            shortDescription: null,
            labStatus: 'In Lab',
            labStatusUpdateDate: null,
            dueDate: null,
            cancelled: false,
          },
        ],
      });
    return fallback(url, init);
  });
  const requisitionCalls: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (url: RequestInfo | URL) => {
    requisitionCalls.push(String(url));
    return requisition();
  }) as typeof fetch;
  return { portal, requisitionCalls, restore: () => (globalThis.fetch = original) };
}

describe('/user-account#review/{orderId}', () => {
  let restore = () => undefined as unknown;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    restore();
    document.body.innerHTML = '';
  });

  it('shows the submitted order read-only: status, tests with lab status, BI and PA, add-on entry', async () => {
    const setup = portalWithOrder(order(), () => new Response(new Uint8Array([1])));
    restore = setup.restore;
    const screen = await renderPortalAt('/user-account#review/42', setup.portal);
    expect(screen.heading()).toBe('Order 42');
    expect(screen.container.textContent).toContain('Submitted order');
    const row = screen.container.querySelector('tbody tr');
    expect([...row!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'In Lab',
      expect.any(String),
      'Completed',
      'Case Finalized (case PA-77)',
      'Cancel TG70',
    ]);
    expect(screen.container.textContent).toContain('No cost estimate was run for this order.');
    const addOn = [...screen.container.querySelectorAll('a')].find((link) =>
      link.textContent?.startsWith('Add-on order'),
    );
    expect(addOn?.getAttribute('href')).toBe('/test-catalog/requisition#simple-order/addon/new/42');
    screen.unmount();
  });

  it('names the order’s tests with their catalogue descriptions in the header', async () => {
    const setup = portalWithOrder(order(), () => new Response(new Uint8Array([1])));
    restore = setup.restore;
    const screen = await renderPortalAt('/user-account#review/42', setup.portal);
    await screen.settle();
    expect(screen.container.textContent).toContain(
      'Submitted orderTests: TG70 TG70 description from the catalogue',
    );
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  });

  it('cancels a test after confirmation, then restores it; staff without an elevated role cannot', async () => {
    const changes: Array<{ method: string; body: unknown }> = [];
    const setup = portalWithOrder(
      order(),
      () => new Response(new Uint8Array([1])),
      demoProfile(),
      changes,
    );
    restore = setup.restore;
    const screen = await renderPortalAt('/user-account#review/42', setup.portal);
    const button = (name: string) =>
      [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
    await act(async () => button('Cancel TG70')!.click());
    await screen.settle();
    expect(document.body.textContent).toContain('Cancel this test?');
    await act(async () => button('Keep the test')!.click());
    await screen.settle();
    expect(changes).toEqual([]);

    await act(async () => button('Cancel TG70')!.click());
    await screen.settle();
    await act(async () => button('Cancel test')!.click());
    await screen.settle();
    expect(changes).toEqual([{ method: 'POST', body: { Id: 42, Tests: [{ TestID: 501 }] } }]);
    const row = screen.container.querySelector('tbody tr');
    expect(row?.querySelectorAll('td')[0]?.textContent).toBe('Canceled');
    expect(document.body.textContent).toContain('Test TG70 was cancelled.');

    await act(async () => button('Restore TG70')!.click());
    await screen.settle();
    await act(async () => button('Restore test')!.click());
    await screen.settle();
    expect(changes.at(-1)).toEqual({ method: 'PUT', body: { Id: 42, Tests: [{ TestID: 501 }] } });
    expect(row?.querySelectorAll('td')[0]?.textContent).toBe('Ordered');
    screen.unmount();
  });

  it('requests a shipping kit for a submitted order and shows the server’s refusal of a second', async () => {
    const setup = portalWithOrder(order(), () => new Response(new Uint8Array([1])));
    restore = setup.restore;
    const kitCalls: string[] = [];
    const reviewAnswers = setup.portal.fetch.getMockImplementation() as (
      url: RequestInfo | URL,
      init?: RequestInit,
    ) => Promise<Response>;
    setup.portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
      const address = String(url);
      if (!address.includes('/supplies/createshipkitrequest/42')) return reviewAnswers(url, init);
      kitCalls.push(init?.method ?? 'GET');
      return kitCalls.length === 1
        ? json(
            {
              success: true,
              data: {
                supplyOrderId: 300009,
                kind: 'ShippingKit',
                accountNumber: '1001',
                institutionName: 'Harbor Genetics',
                orderId: 42,
                status: 'Submitted',
                shipmentId: 'RRD-0000300009',
                trackingNumber: null,
                carrier: null,
                orderedDate: '2026-11-26T08:00:00.000Z',
                orderedBy: 'dr.ada@loci.test',
                statusUpdatedDate: '2026-11-26T08:00:00.000Z',
                shipTo: {
                  attention: 'Grace Hopper',
                  street1: '1 Main Street',
                  street2: null,
                  city: 'Boston',
                  state: 'MA',
                  zip: '02110',
                  country: 'USA',
                },
                lines: [],
              },
            },
            201,
          )
        : json(
            {
              success: false,
              errors: [
                {
                  code: 'kit_requested',
                  message: 'A shipping kit was already requested for this order',
                },
              ],
            },
            409,
          );
    });
    const screen = await renderPortalAt('/user-account#review/42', setup.portal);
    const kitButton = () =>
      [...document.querySelectorAll('button')].find(
        (candidate) => candidate.textContent === 'Request a shipping kit',
      );
    expect(kitButton()).toBeDefined();
    await act(async () => kitButton()!.click());
    await screen.settle();
    expect(kitCalls).toEqual(['POST']);
    expect(screen.container.textContent).toContain(
      'Shipping kit requested (shipment RRD-0000300009).',
    );
    expect(kitButton()?.disabled).toBe(true);
    screen.unmount();

    // Another visit: the server refuses a second kit, in its words.
    const again = await renderPortalAt('/user-account#review/42', setup.portal);
    await act(async () => kitButton()!.click());
    await again.settle();
    expect(again.container.textContent).toContain(
      'A shipping kit was already requested for this order',
    );
    again.unmount();
  });

  it('offers no test changes to Orders Only staff', async () => {
    const staff = demoProfile({
      accounts: [
        {
          accountNumber: '1001',
          accessApproved: true,
          accessTypeCode: 'GDOO',
          clientName: 'Harbor',
        },
      ],
    });
    const setup = portalWithOrder(order(), () => new Response(new Uint8Array([1])), staff);
    restore = setup.restore;
    const screen = await renderPortalAt('/user-account#review/42', setup.portal);
    expect(screen.container.querySelector('tbody tr')?.querySelectorAll('td')).toHaveLength(4);
    expect(screen.container.textContent).not.toContain('Cancel TG70');
    screen.unmount();
  });

  it('lists the relatives tested with a trio test', async () => {
    const setup = portalWithOrder(
      order({
        familyMembers: [
          {
            relation: 'Mother',
            testCode: '902a',
            firstName: 'Irene',
            lastName: 'Curie',
            birthDate: '1962-04-12',
            affected: false,
          },
        ],
      }),
      () => new Response(new Uint8Array([1])),
    );
    restore = setup.restore;
    const screen = await renderPortalAt('/user-account#review/42', setup.portal);
    const table = [...screen.container.querySelectorAll('table')].find(
      (candidate) => candidate.querySelector('caption')?.textContent === 'Family members',
    );
    const cells = [...(table?.querySelectorAll('tbody th, tbody td') ?? [])];
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Mother',
      'Curie, Irene',
      '04/12/1962',
      'Unaffected (asymptomatic)',
      '902a',
    ]);
    screen.unmount();
  });

  it('names the payment type with its label from document 3', async () => {
    const setup = portalWithOrder(
      order({ paymentType: 'MCD' }),
      () => new Response(new Uint8Array([1])),
    );
    restore = setup.restore;
    const screen = await renderPortalAt('/user-account#review/42', setup.portal);
    const term = [...screen.container.querySelectorAll('dt')].find(
      (dt) => dt.textContent === 'Payment type',
    );
    expect(term?.nextElementSibling?.textContent).toBe('Medicaid/Managed Medicaid');
    screen.unmount();
  });

  it('lists beside the documents what the order’s payer requires for its tests', async () => {
    const setup = portalWithOrder(order(), () => new Response(new Uint8Array([1])));
    restore = setup.restore;
    const asked: string[] = [];
    const withOrder = setup.portal.fetch.getMockImplementation() as (
      url: RequestInfo | URL,
      init?: RequestInit,
    ) => Promise<Response>;
    setup.portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
      const address = String(url);
      if (address.endsWith('/patient/7')) return json({ success: true, data: insuredPatient });
      if (address.includes('/payor/')) {
        asked.push(address.replace('/api/portal/v1.0.1', ''));
        return json({
          success: true,
          data: [
            {
              documentCategory: 'Insurance Card',
              name: 'Insurance card (front and back)',
              description: 'A copy of both sides of the patient’s current insurance card.',
              testCodes: [],
            },
          ],
        });
      }
      return withOrder(url, init);
    });
    const screen = await renderPortalAt('/user-account#review/42', setup.portal);
    await screen.settle();
    expect(asked).toEqual(['/payor/UHC001/requiredDocuments?testCodes=TG70']);
    const documents = screen.container.querySelector('[aria-labelledby="order-documents-title"]')!;
    expect(documents.textContent).toContain('Documents the payer requires');
    expect(documents.textContent).toContain(
      'Insurance card (front and back) (Insurance Card): Not attached yet',
    );
    screen.unmount();
  });

  it('tells why the requisition download failed in the spec’s words', async () => {
    const setup = portalWithOrder(order(), () =>
      json(
        { success: false, errors: [{ code: 'not_ready', message: 'Requisition not ready' }] },
        409,
      ),
    );
    restore = setup.restore;
    const screen = await renderPortalAt('/user-account#review/42', setup.portal);
    const button = [...screen.container.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === 'Download requisition form (PDF)',
    )!;
    await act(async () => button.click());
    await screen.settle();
    expect(setup.requisitionCalls).toEqual(['/api/portal/v1.0.1/order/requisition/42']);
    expect(screen.container.textContent).toContain(
      'TRF download failed due to the following error: Requisition not ready',
    );
    screen.unmount();
  });

  it('keeps the generated requisition form among the order’s documents, then lists it', async () => {
    const setup = portalWithOrder(order(), () => json({}, 404));
    restore = setup.restore;
    const previous = setup.portal.fetch.getMockImplementation() as (
      url: RequestInfo | URL,
      init?: RequestInit,
    ) => Promise<Response>;
    const kept: string[] = [];
    let documentReads = 0;
    setup.portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
      const address = String(url);
      if (address.endsWith('/order/GenerateAndSaveRequisition/42')) {
        kept.push(init?.method ?? 'GET');
        return json({
          success: true,
          data: { DocumentId: 9, name: 'requisition-42.pdf', size: 2048 },
        });
      }
      if (address.includes('/documentUpload/order/42')) documentReads += 1;
      return previous(url, init);
    });
    const screen = await renderPortalAt('/user-account#review/42', setup.portal);
    const readsBefore = documentReads;
    const button = [...screen.container.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === 'Save requisition form to the documents',
    )!;
    await act(async () => button.click());
    await screen.settle();
    expect(kept).toEqual(['PUT']);
    expect(screen.container.textContent).toContain(
      'requisition-42.pdf was added to the order’s documents.',
    );
    expect(documentReads).toBeGreaterThan(readsBefore);
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  });
});

describe('order review rules', () => {
  it('lets GDAA and GDFA change the tests of a submitted order of their account only', () => {
    const account = (accessTypeCode: 'GDAA' | 'GDFA' | 'GDOO', accessApproved = true) => ({
      accounts: [{ accountNumber: '1001', accessApproved, accessTypeCode, clientName: 'Harbor' }],
    });
    const submitted = { accountNumber: '1001', status: 0 };
    expect(canChangeOrderTests(account('GDAA'), submitted)).toBe(true);
    expect(canChangeOrderTests(account('GDFA'), { ...submitted, status: 4 })).toBe(true);
    expect(canChangeOrderTests(account('GDOO'), submitted)).toBe(false);
    expect(canChangeOrderTests(account('GDAA', false), submitted)).toBe(false);
    expect(canChangeOrderTests(account('GDAA'), { ...submitted, accountNumber: '1002' })).toBe(
      false,
    );
    expect(canChangeOrderTests(account('GDAA'), { ...submitted, status: 1 })).toBe(false);
  });

  it('labels each payment type as document 3 does', () => {
    expect(paymentTypeLabel('Client')).toBe('Institutional');
    expect(paymentTypeLabel('Sponsored')).toBe('BioPharma Sponsored');
    expect(paymentTypeLabel('MCD')).toBe('Medicaid/Managed Medicaid');
    expect(paymentTypeLabel('MCR')).toBe('Medicare');
    expect(paymentTypeLabel('Patient')).toBe('Patient Pay');
    expect(paymentTypeLabel('NoCharge')).toBe('No Charge');
    expect(paymentTypeLabel(null)).toBe('—');
    expect(paymentTypeLabel('Barter')).toBe('Barter');
  });

  it('offers an add-on only from a submitted order', () => {
    expect(addOnAvailable({ status: 0 })).toBe(true);
    expect(addOnAvailable({ status: 4 })).toBe(true);
    expect(addOnAvailable({ status: 1 })).toBe(false);
    expect(addOnAvailable({ status: 3 })).toBe(false);
  });

  it('names the prior-authorization state from the case status labels', () => {
    expect(priorAuthState({ priorAuthRecord: null })).toBe('Not required');
    expect(
      priorAuthState({
        priorAuthRecord: { ...orderedTest().priorAuthRecord!, caseNumber: null, caseStatus: 1 },
      }),
    ).toBe('Case Not Finalized');
    expect(
      priorAuthState({
        priorAuthRecord: { ...orderedTest().priorAuthRecord!, caseStatus: null, qnaRequired: true },
      }),
    ).toBe('Clinical questions required');
  });
});
