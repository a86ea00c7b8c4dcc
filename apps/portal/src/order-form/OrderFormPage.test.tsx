import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The kit's Storybook test bundle: Testing Library's screen, user-event and jest-dom matchers.
import { expect as expectDom, screen as page, userEvent, waitFor } from 'storybook/test';
import { dateInputDriver, typeaheadDriver } from '@loci/ui/test';
import type { InsurancePolicy, OrderingProvider, SimpleOrder } from '@loci/contract';
import { PriorAuthCaseStatus, addTest, emptyCart } from '@loci/domain';
import { createPortalStorage } from '../storage/portalStorage.ts';
import { orderedTest, simpleOrder } from '../orders/orderFixtures.ts';
import { demoProfile } from '../testing/demoProfile.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';
import { emptyOrderForm } from './orderForm.ts';
import { keepOrderForm, recallOrderForm } from './orderFormKeeper.ts';
import { autosaveDelayMs } from './OrderFormPage.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

function provider(id: number, lastName: string, clientMasterProviderId: number): OrderingProvider {
  return {
    id,
    firstName: 'Ada',
    middleName: null,
    lastName,
    prefix: 'Dr.',
    suffix: null,
    title: null,
    degree: null,
    contact: null,
    medicalLicenseNumber: null,
    medicalLicenseState: null,
    code: null,
    fax: null,
    email: 'dr@loci.test',
    clientMasterProviderId,
    clientMasterStaffId: null,
    clientMasterNpi: null,
    type: 'OrderingProvider',
    transmissionProtocol: 1,
    additionalProviderId: null,
    isMainProvider: clientMasterProviderId !== 0,
  };
}

/** The patient the new-patient dialog creates (POST /patient answers it). */
function createdPatient(body: Record<string, unknown>) {
  return {
    id: 501,
    externalPatientId: null,
    firstName: (body['firstName'] as string | null) ?? null,
    middleName: (body['middleName'] as string | null) ?? null,
    lastName: (body['lastName'] as string | null) ?? null,
    birthDate: (body['birthDate'] as string | null) ?? null,
    gender: (body['gender'] as string | null) ?? null,
    genderIdentification: null,
    mrn: (body['mrn'] as string | null) ?? null,
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
    isInsuranceUpdated: false,
    insurances: [] as InsurancePolicy[],
    accountInformation: { accountNumber: '1001', officeId: null },
    patientTestInformation: { orders: [] },
    addOnQualify: false,
    existingOrderId: null,
    detailsEditable: true,
  };
}

/** A UnitedHealthcare policy (BI allowed, prior authorization required). */
const uhcPolicy: InsurancePolicy = {
  id: 3,
  insurance: {
    name: 'United Healthcare',
    code: 'UHC1',
    otherInsuranceName: null,
    insuranceCategory: 'UHC',
    insurancePlanCompany: null,
    biEnabled: true,
    canPerformFederalInsuranceBi: true,
    network: null,
    isXifin: false,
    dplEnabled: false,
  },
  subscriberFirstName: null,
  subscriberMiddleName: null,
  subscriberLastName: null,
  birthDate: null,
  gender: null,
  relationToPatient: 'PT',
  street1: null,
  street2: null,
  city: null,
  state: null,
  zip: null,
  country: null,
  planId: null,
  policyId: 'P-1',
  groupId: null,
  groupName: null,
  certificate: null,
  employer: { name: null, contact: null },
  effectiveDate: null,
  expirationDate: null,
  paymentType: 'Insurance',
  hasNoInsuranceCard: false,
};

const heldEstimate = {
  planCode: 'UHC1',
  planName: 'United Healthcare Choice',
  network: 'IN' as const,
  currency: 'USD' as const,
  listPrice: 2500,
  allowedAmount: 1200,
  deductibleRemaining: 300,
  coinsurancePercent: 20,
  outOfPocketMaxRemaining: 2000,
  estimatedPatientResponsibility: 480,
  estimatedInsurancePays: 720,
  tests: [{ code: 'TG70', listPrice: 2500 }],
  estimatedAt: '2026-11-22T01:00:00.000Z',
};

const emrChart = {
  ChartNumber: 'CH-1001',
  DateOfBirth: '1984-03-07',
  FirstName: 'Ada',
  LastName: 'Byron',
  MiddleName: null,
  Sex: 'Female',
  SocialSecurityNumber: '***-**-1234',
};

const icdCodes = [
  { code: 'Z80.3', description: 'Family history of malignant neoplasm of breast', billable: true },
  { code: 'Z80.41', description: 'Family history of malignant neoplasm of ovary', billable: true },
  { code: 'Z15.0', description: 'Genetic susceptibility to malignant neoplasm', billable: false },
  {
    code: 'Z15.01',
    description: 'Genetic susceptibility to malignant neoplasm of breast',
    billable: true,
  },
];

function orderingPortal(
  options: {
    saveFails?: boolean;
    trio?: boolean;
    /** The server's answer to a save with this body, when it is not the saved order. */
    refuse?: (body: Record<string, unknown>) => Response | null;
    /** What the server holds of draft 77 beyond the fixture. */
    draft?: Partial<SimpleOrder>;
    /** Patient 7 as GET /patient/7 answers it. */
    patient7?: ReturnType<typeof createdPatient>;
    /** The names of draft 77's documents, as its light document list answers them. */
    documents77?: string[];
  } = {},
) {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const fallback = portal.fetch.getMockImplementation() as (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  const saved: { method: string; body: Record<string, unknown> }[] = [];
  const icdSearches: Record<string, unknown>[] = [];
  const patientsCreated: Record<string, unknown>[] = [];
  const emrSearches: string[] = [];
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const address = String(url);
    // Account 1001 holds an EMR interface key, so the EMR import is offered.
    if (address.includes('/siteServiceKeys/SiteServiceKeyPresentForAccount/'))
      return json(address.endsWith('/1001'));
    if (address.endsWith('/patient') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      patientsCreated.push(body);
      return json({ success: true, data: createdPatient(body) }, 201);
    }
    if (address.endsWith('/patient/501'))
      return json({
        success: true,
        data: createdPatient(patientsCreated.at(-1) ?? { lastName: 'Hopper' }),
      });
    if (address.includes('/emrPatients/emrSmartSearch')) {
      emrSearches.push(address.slice(address.indexOf('?')));
      return json({ success: true, data: [emrChart] });
    }
    if (address.endsWith('/graphql/catalog')) {
      const { operationName, variables } = JSON.parse(String(init?.body)) as {
        operationName: string;
        variables: { code?: string; description?: string; diagnosisIds?: string[] };
      };
      if (operationName === 'VerifyFavorites')
        return json({
          data: {
            verifyFavorites: {
              tests: [],
              diagnoses: (variables.diagnosisIds ?? []).map((code) => ({ code, exists: true })),
            },
          },
        });
      icdSearches.push(variables);
      const items = icdCodes.filter(
        (item) =>
          (variables.code && item.code.startsWith(variables.code)) ||
          (variables.description &&
            item.description.toLowerCase().includes(variables.description.toLowerCase())),
      );
      return json({
        data: { icdCodes: { pages: 1, page: 1, pageSize: 20, total: items.length, items } },
      });
    }
    if (address.endsWith('/test/extraInfo'))
      return json(
        options.trio
          ? [
              {
                code: 'TG70',
                sponsoredInfo: null,
                aoeTestCode: null,
                aoe: [],
                testTypes: [],
                isPrenatal: false,
                isTrio: true,
                isDuo: false,
                isNoCharge: false,
                allowedRelatives: ['Mother', 'Father'],
                dplEnabled: false,
                shortDescription: null,
                allowedInsuranceProviders: [],
              },
            ]
          : [],
      );
    if (address.endsWith('/references/questions'))
      return json([
        {
          testCode: 'TG70',
          aoeTestCode: 'TG70',
          sections: [
            {
              code: 'IC',
              name: 'Indication',
              groups: [
                {
                  id: 'g1',
                  name: 'Personal history',
                  questions: [
                    {
                      id: 'affected',
                      label: 'Is the patient affected?',
                      type: 'checkbox',
                      required: false,
                      options: [],
                      children: [
                        {
                          id: 'ageAtDiagnosis',
                          label: 'Age at diagnosis',
                          type: 'number',
                          required: true,
                          options: [],
                          children: [],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ]);
    if (address.includes('/order/orderingProviders/list/'))
      return json({ success: true, data: [provider(1, 'Other', 0), provider(2, 'Main', 9)] });
    if (address.endsWith('/settings'))
      return json([
        { VarName: 'ML_insurance_flow', VarValue: 'true' },
        { VarName: 'LabSupportEmail', VarValue: 'support@loci.test' },
      ]);
    if (address.endsWith('/patient/7') && options.patient7)
      return json({ success: true, data: options.patient7 });
    if (address.endsWith('/order/documents/77'))
      return json({
        success: true,
        data: (options.documents77 ?? []).map((name, index) => ({
          id: index + 1,
          orderId: 77,
          name,
          mimeType: 'application/pdf',
          md5: '0'.repeat(32),
          tags: [],
          uploadStatus: 'Ok',
          createdDate: '2026-11-20T10:00:00.000Z',
        })),
      });
    if (address.endsWith('/simpleOrder/77'))
      return json({
        success: true,
        data: simpleOrder({
          orderId: 77,
          status: 1,
          paymentType: 'Patient',
          insurancePolicyId: null,
          ...options.draft,
        }),
      });
    if (address.endsWith('/simpleOrder')) {
      saved.push({ method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)) });
      if (options.saveFails)
        return json({ success: false, errors: [{ code: 'x', message: 'down' }] }, 503);
      const body = saved.at(-1)!.body;
      const refused = options.refuse?.(body);
      if (refused) return refused;
      return json({
        success: true,
        data: simpleOrder({
          orderId: 77,
          status: body['status'] as number,
          accountNumber: body['accountNumber'] as string,
          patientId: body['patientId'] as number,
        }),
      });
    }
    return fallback(url, init);
  });
  return { portal, saved, icdSearches, patientsCreated, emrSearches };
}

// Keystrokes without a pause between them (`delay: null`): a word is typed before the search's
// debounce can run, however slow the machine, as a person types it within the debounce.
const diagnosisField = (container: HTMLElement) =>
  typeaheadDriver(
    container.querySelector<HTMLInputElement>('input[role="combobox"]')!,
    userEvent.setup({ delay: null }),
  );

const fieldError = (container: HTMLElement, label: string) => {
  const control = [...container.querySelectorAll('select, input, textarea')].find((element) =>
    (element as HTMLInputElement).labels?.[0]?.textContent?.includes(label),
  );
  const ids = control?.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

async function setValue(element: Element | undefined, value: string) {
  if (!(
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  ))
    throw new Error('no such control');
  await act(async () => {
    const prototype = Object.getPrototypeOf(element) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

/** An ordered test's name in the Tests card (its item also holds its remove button). */
const orderedTestName = (item: Element) => item.querySelector('span')?.textContent;

const control = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll('select, input, textarea')].find((element) =>
    (element as HTMLInputElement).labels?.[0]?.textContent?.includes(label),
  );

describe('the order form', () => {
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

  it('starts from the cart with the account’s main ordering provider and shows each rule beside its field', async () => {
    const { portal, saved } = orderingPortal();
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    expect(screen.heading()).toBe('New order');
    const tests = [...screen.container.querySelectorAll('[aria-label="Tests to order"] li')];
    expect(tests.map(orderedTestName)).toEqual(['TG70', 'TG71']);
    expect((tests[1] as HTMLElement).style.marginInlineStart).toBe('1.5rem');
    expect((control(screen.container, 'Ordering provider') as HTMLSelectElement).value).toBe('2');

    await setValue(control(screen.container, 'Payment type'), 'Patient');
    expect(screen.container.textContent).toContain(
      'The patient is responsible for the self-pay price.',
    );
    const submit = [...screen.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Review the order',
    )!;
    await act(async () => submit.click());
    expect(fieldError(screen.container, 'Patient')).toContain('This field is required');
    expect(fieldError(screen.container, 'Diagnosis codes')).toContain('This field is required');
    expect(fieldError(screen.container, 'informed consent')).toContain('This field is required');
    expect(fieldError(screen.container, 'informed consent')).toContain(
      'Required to submit the order',
    );
    expect(saved).toEqual([]);
    screen.unmount();
  });

  it('says the spec’s message for an empty cart, with what to do about it', async () => {
    createPortalStorage(localStorage).write('cart', []);
    const { portal, saved } = orderingPortal();
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    const submit = [...screen.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Review the order',
    )!;
    await act(async () => submit.click());
    const banner = screen.container.querySelector('[role="alert"]');
    expect(banner?.textContent).toContain('Please select at least one value');
    expect(banner?.textContent).toContain('add at least one test before ordering');
    expect(saved).toEqual([]);
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  });

  it('asks the tests’ AOE questions, a child once its parent is answered, required beside the field', async () => {
    const { portal } = orderingPortal();
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    expect(screen.container.textContent).toContain('TG70: Indication');
    expect(control(screen.container, 'Age at diagnosis')).toBeUndefined();
    const affected = control(screen.container, 'Is the patient affected?') as HTMLInputElement;
    await act(async () => affected.click());
    expect(control(screen.container, 'Age at diagnosis')).toBeDefined();
    const submit = [...screen.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Review the order',
    )!;
    await act(async () => submit.click());
    expect(fieldError(screen.container, 'Age at diagnosis')).toContain('This field is required');
    // A number question is the spec's numeric input: only 0-9, dot, minus and E are kept.
    await setValue(control(screen.container, 'Age at diagnosis'), '4x1 yrs');
    expect((control(screen.container, 'Age at diagnosis') as HTMLInputElement).value).toBe('41');
    expect(fieldError(screen.container, 'Age at diagnosis')).not.toContain(
      'This field is required',
    );
    screen.unmount();
  });

  it('shows a header diagnosis code with why it cannot be chosen, and offers its specific codes', async () => {
    const { portal } = orderingPortal();
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    const diagnoses = diagnosisField(screen.container);
    await diagnoses.search('z15');
    expect(diagnoses.optionLabels()).toEqual([
      'Z15.0 · Genetic susceptibility to malignant neoplasm',
      'Z15.01 · Genetic susceptibility to malignant neoplasm of breast',
    ]);
    const header = [...document.querySelectorAll('[role="option"]')].find((option) =>
      option.textContent?.startsWith('Z15.0 ·'),
    );
    expect(header?.getAttribute('aria-disabled')).toBe('true');
    expect(header?.textContent).toContain('Not billable: choose a more specific code');
    await diagnoses.choose('Z15.01 · Genetic susceptibility to malignant neoplasm of breast');
    expect(diagnoses.chips()).toEqual([
      'Z15.01 · Genetic susceptibility to malignant neoplasm of breast',
    ]);
    screen.unmount();
  });

  it('finds diagnosis codes by code or description, shows them as removable chips and keeps them through a reload', async () => {
    const { portal, icdSearches } = orderingPortal();
    const first = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    const diagnoses = diagnosisField(first.container);
    await diagnoses.search('z80');
    expect(diagnoses.optionLabels()).toEqual([
      'Z80.3 · Family history of malignant neoplasm of breast',
      'Z80.41 · Family history of malignant neoplasm of ovary',
    ]);
    await diagnoses.choose('Z80.3 · Family history of malignant neoplasm of breast');
    await diagnoses.search('ovary');
    await diagnoses.choose('Z80.41 · Family history of malignant neoplasm of ovary');
    expect(icdSearches).toEqual([
      { code: 'Z80', pageSize: 20 },
      { description: 'ovary', pageSize: 20 },
    ]);
    await diagnoses.remove('Z80.3 · Family history of malignant neoplasm of breast');
    expect(diagnoses.chips()).toEqual(['Z80.41 · Family history of malignant neoplasm of ovary']);
    await setValue(control(first.container, 'Notes for the lab'), 'Fasting sample');
    first.unmount();
    const second = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    expect(diagnosisField(second.container).chips()).toEqual([
      'Z80.41 · Family history of malignant neoplasm of ovary',
    ]);
    expect((control(second.container, 'Notes for the lab') as HTMLTextAreaElement).value).toBe(
      'Fasting sample',
    );
    second.unmount();
  });

  it('autosaves a draft once account, patient and tests are there, then continues it at its address', async () => {
    const { portal, saved } = orderingPortal();
    keepOrderForm(portal.services.storage, 'new', {
      ...emptyOrderForm([{ code: 'TG70', indent: 0, orderedAsKit: false }]),
      accountNumber: '1001',
      patientId: '7',
    });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    await setValue(control(screen.container, 'Notes for the lab'), 'Call before shipping');
    await act(async () => new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 200)));
    await screen.settle();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      method: 'POST',
      body: {
        accountNumber: '1001',
        patientId: 7,
        status: 1,
        orderingProviderId: 2,
        notes: 'Call before shipping',
      },
    });
    expect(screen.location()).toBe('/test-catalog/requisition#simple-order/77');
    expect(recallOrderForm(portal.services.storage, 'new')).toBeNull();
    screen.unmount();
  });

  it('says beside the notes what the lab would refuse in them, counts them to 2000 and sends nothing', async () => {
    const { portal, saved } = orderingPortal();
    keepOrderForm(portal.services.storage, 'new', {
      ...emptyOrderForm([{ code: 'TG70', indent: 0, orderedAsKit: false }]),
      accountNumber: '1001',
      patientId: '7',
    });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    const notes = control(screen.container, 'Notes for the lab') as HTMLTextAreaElement;
    expect(notes.maxLength).toBe(2000);
    await setValue(notes, 'Call <b>before</b> shipping');
    expect(screen.container.textContent).toContain('27/2000');
    expect(fieldError(screen.container, 'Notes for the lab')).toContain(
      'Value contains invalid characters',
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 200)));
    await screen.settle();
    expect(saved).toEqual([]);
    const submit = [...screen.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Review the order',
    )!;
    await act(async () => submit.click());
    expect(fieldError(screen.container, 'Notes for the lab')).toContain(
      'Value contains invalid characters',
    );
    expect(saved).toEqual([]);
    await expectNoAxeViolations(screen.container);
    await setValue(notes, 'Call before shipping');
    expect(fieldError(screen.container, 'Notes for the lab')).not.toContain(
      'Value contains invalid characters',
    );
    screen.unmount();
  }, 15000);

  it('accepts variant nomenclature in the notes and saves it as typed', async () => {
    const { portal, saved } = orderingPortal();
    keepOrderForm(portal.services.storage, 'new', {
      ...emptyOrderForm([{ code: 'TG70', indent: 0, orderedAsKit: false }]),
      accountNumber: '1001',
      patientId: '7',
    });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    const hgvs =
      'Proband carries BRCA2 c.7007G>A; please test for it [familial], c.[76A>C];[76A>C]';
    await setValue(control(screen.container, 'Notes for the lab'), hgvs);
    expect(fieldError(screen.container, 'Notes for the lab')).not.toContain(
      'Value contains invalid characters',
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 200)));
    await screen.settle();
    expect(saved.at(-1)?.body['notes']).toBe(hgvs);
    screen.unmount();
  }, 15000);

  it('shows a draft refused by the lab beside its field, without the machine code', async () => {
    const { portal } = orderingPortal({
      refuse: () =>
        json(
          {
            success: false,
            errors: [
              {
                code: 'invalid_format',
                message: 'Value contains invalid characters',
                path: 'notes',
              },
            ],
          },
          400,
        ),
    });
    keepOrderForm(portal.services.storage, 'new', {
      ...emptyOrderForm([{ code: 'TG70', indent: 0, orderedAsKit: false }]),
      accountNumber: '1001',
      patientId: '7',
    });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    await setValue(control(screen.container, 'Notes for the lab'), 'Keep me');
    await act(async () => new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 200)));
    await screen.settle();
    expect(screen.container.textContent).toContain('The draft could not be saved.');
    expect(screen.container.textContent).not.toContain('invalid_format');
    expect(fieldError(screen.container, 'Notes for the lab')).toContain(
      'Value contains invalid characters',
    );
    screen.unmount();
  }, 15000);

  it('keeps the form in the browser when the draft cannot be saved', async () => {
    const { portal, saved } = orderingPortal({ saveFails: true });
    keepOrderForm(portal.services.storage, 'new', {
      ...emptyOrderForm([{ code: 'TG70', indent: 0, orderedAsKit: false }]),
      accountNumber: '1001',
      patientId: '7',
    });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    await setValue(control(screen.container, 'Notes for the lab'), 'Keep me');
    await act(async () => new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 200)));
    await screen.settle();
    expect(saved.length).toBeGreaterThan(0);
    expect(screen.container.textContent).toContain('The draft could not be saved');
    expect(recallOrderForm(portal.services.storage, 'new')?.notes).toBe('Keep me');
    screen.unmount();
  }, 15000);

  it('asks for the relatives of a trio test within its allowed relatives, and sends them with the order', async () => {
    const { portal, saved } = orderingPortal({ trio: true });
    keepOrderForm(portal.services.storage, 'new', {
      ...emptyOrderForm([{ code: 'TG70', indent: 0, orderedAsKit: false }]),
      accountNumber: '1001',
      patientId: '7',
    });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    const add = () =>
      [...screen.container.querySelectorAll('button')].find(
        (button) => button.textContent === 'Add a family member for TG70',
      );
    expect(screen.container.textContent).toContain('Family members tested with TG70 (trio');
    await act(async () => add()!.click());
    const relation = control(screen.container, 'Relationship to the patient') as HTMLSelectElement;
    expect([...relation.options].map((option) => option.value)).toEqual(['', 'Father', 'Mother']);

    const submit = [...screen.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Review the order',
    )!;
    await act(async () => submit.click());
    expect(fieldError(screen.container, 'Relationship to the patient')).toContain(
      'This field is required',
    );
    expect(fieldError(screen.container, 'First name')).toContain('This field is required');

    await setValue(relation, 'Mother');
    await setValue(control(screen.container, 'First name'), 'Grace');
    await setValue(control(screen.container, 'Last name'), 'Hopper');
    const user = userEvent.setup();
    const birth = control(screen.container, 'Date of birth') as HTMLInputElement;
    await user.type(birth, '01012099');
    await screen.settle();
    const group = screen.container.querySelector('[aria-label="Family member 1 of TG70"]')!;
    expect(dateInputDriver('Date of birth', group).errorMessage()).toBe(
      'Date of birth cannot be in the future',
    );
    await user.clear(birth);
    await user.type(birth, '12091906');
    await screen.settle();
    expect(dateInputDriver('Date of birth', group).errorMessage()).toBeNull();
    await act(async () => add()!.click());
    expect(add()).toBeUndefined();
    await act(async () => new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 200)));
    await screen.settle();
    expect(saved.at(-1)?.body['familyMembers']).toEqual([
      {
        relation: 'Mother',
        testCode: 'TG70',
        firstName: 'Grace',
        lastName: 'Hopper',
        birthDate: '1906-12-09',
        affected: null,
      },
    ]);
    screen.unmount();
  }, 15000);

  it('offers the saved favorite diagnosis codes, each chosen with one click', async () => {
    const { portal } = orderingPortal();
    portal.services.storage.write('favorites', {
      diagnosis: [
        {
          key: 'Z80.3',
          name: 'Family history of malignant neoplasm of breast',
          data: {
            code: 'Z80.3',
            description: 'Family history of malignant neoplasm of breast',
            isBookmark: true,
          },
        },
      ],
      panels: [],
      slices: [],
      tests: [],
      insurances: [],
      filters: [],
    });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    await screen.settle();
    const favorite = screen.container.querySelector<HTMLButtonElement>(
      '[aria-label="Add favorite Z80.3 · Family history of malignant neoplasm of breast"]',
    );
    expect(favorite).not.toBeNull();
    await act(async () => favorite!.click());
    expect(diagnosisField(screen.container).chips()).toEqual([
      'Z80.3 · Family history of malignant neoplasm of breast',
    ]);
    expect(favorite!.disabled).toBe(true);
    expect(recallOrderForm(portal.services.storage, 'new')?.diagnosisCodes).toBe('Z80.3');

    // A chosen code that is not yet a favorite can be saved as one.
    const diagnoses = diagnosisField(screen.container);
    await diagnoses.search('ovary');
    await diagnoses.choose('Z80.41 · Family history of malignant neoplasm of ovary');
    const save = screen.container.querySelector<HTMLButtonElement>(
      '[aria-label="Save Z80.41 · Family history of malignant neoplasm of ovary as a favorite"]',
    );
    expect(
      screen.container.querySelector(
        '[aria-label="Save Z80.3 · Family history of malignant neoplasm of breast as a favorite"]',
      ),
    ).toBeNull();
    await act(async () => save!.click());
    await screen.settle();
    expect(
      portal.services.storage.read('favorites')?.diagnosis.map((saved) => [saved.key, saved.name]),
    ).toEqual([
      ['Z80.3', 'Family history of malignant neoplasm of breast'],
      ['Z80.41', 'Family history of malignant neoplasm of ovary'],
    ]);
    screen.unmount();
  });

  it('continues a draft from the browser’s copy of it and saves what the server does not hold yet', async () => {
    const { portal, saved } = orderingPortal();
    const held = await renderPortalAt('/test-catalog/requisition#simple-order/77', portal);
    await held.settle();
    expect(held.heading()).toBe('Draft order 77');
    expect(held.container.textContent).toContain(
      'Draft saved: the lab holds everything shown here.',
    );
    await setValue(control(held.container, 'Notes for the lab'), 'Typed before the reload');
    held.unmount();
    expect(saved).toEqual([]);

    const resumed = await renderPortalAt('/test-catalog/requisition#simple-order/77', portal);
    await resumed.settle();
    expect((control(resumed.container, 'Notes for the lab') as HTMLTextAreaElement).value).toBe(
      'Typed before the reload',
    );
    expect(resumed.container.textContent).toContain('Not saved yet');
    await act(async () => new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 200)));
    await resumed.settle();
    expect(saved.map((call) => [call.method, call.body['orderId'], call.body['notes']])).toEqual([
      ['PUT', 77, 'Typed before the reload'],
    ]);
    resumed.unmount();
  }, 15000);

  it('creates the patient inside the form: the new patient becomes the order’s, and nothing typed is lost', async () => {
    const { portal, saved, patientsCreated } = orderingPortal();
    keepOrderForm(portal.services.storage, 'new', {
      ...emptyOrderForm([{ code: 'TG70', indent: 0, orderedAsKit: false }]),
      accountNumber: '1001',
      notes: 'Fasting sample',
    });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    const user = userEvent.setup();
    await user.click(page.getByRole('button', { name: 'New patient' }));
    const dialog = await page.findByRole('dialog', { name: 'New patient' });
    expectDom(dialog).toHaveAccessibleDescription(
      'The patient is added to account 1001 and becomes this order’s patient. The order keeps everything typed in it.',
    );
    await user.type(page.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await user.type(page.getByRole('textbox', { name: 'Date of birth' }), '12091990');
    await user.click(page.getByRole('radio', { name: 'Female' }));
    await user.click(page.getByRole('button', { name: 'Create patient' }));
    await waitFor(() => expectDom(page.queryByRole('dialog')).toBeNull());
    await screen.settle();
    expect(patientsCreated).toEqual([
      expect.objectContaining({
        lastName: 'Hopper',
        birthDate: '1990-12-09',
        accountInformation: expect.objectContaining({ accountNumber: '1001' }),
      }),
    ]);
    const patient = control(screen.container, 'Patient') as HTMLSelectElement;
    expect(patient.value).toBe('501');
    expect(patient.selectedOptions[0]?.textContent).toBe('Hopper (501)');
    expect(screen.container.textContent).not.toContain('Please correct the fields marked above.');
    expect((control(screen.container, 'Notes for the lab') as HTMLTextAreaElement).value).toBe(
      'Fasting sample',
    );
    expect(recallOrderForm(portal.services.storage, 'new')).toMatchObject({
      patientId: '501',
      notes: 'Fasting sample',
    });
    // Creating the patient submitted nothing; the draft is saved with the new patient.
    expect(saved).toEqual([]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 200)));
    await screen.settle();
    expect(saved).toEqual([
      {
        method: 'POST',
        body: expect.objectContaining({ patientId: 501, status: 1, notes: 'Fasting sample' }),
      },
    ]);
    expect(screen.location()).toBe('/test-catalog/requisition#simple-order/77');
    screen.unmount();
  }, 15000);

  it('imports a chart from the EMR into a new patient who becomes the order’s', async () => {
    const { portal, saved, patientsCreated, emrSearches } = orderingPortal();
    keepOrderForm(portal.services.storage, 'new', {
      ...emptyOrderForm([{ code: 'TG70', indent: 0, orderedAsKit: false }]),
      accountNumber: '1001',
      diagnosisCodes: 'Z80.3',
    });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    const user = userEvent.setup();
    await user.click(page.getByRole('button', { name: 'Find a patient in the EMR' }));
    const emr = await page.findByRole('dialog', { name: 'Find a patient in the EMR' });
    await user.type(page.getByRole('textbox', { name: 'Last name' }), 'Byr');
    await user.click(page.getByRole('button', { name: 'Search the EMR' }));
    await user.click(
      await page.findByRole('button', { name: 'Import chart CH-1001 (Byron, Ada)' }),
    );
    expectDom(emr).not.toBeInTheDocument();
    expect(emrSearches).toEqual(['?accountNumber=1001&lastName=Byr']);
    // The EMR search submitted nothing of the order.
    expect(saved).toEqual([]);
    const dialog = await page.findByRole('dialog', { name: 'New patient' });
    expectDom(dialog).toHaveTextContent(
      'Imported from EMR chart CH-1001. Check the details, then create the patient.',
    );
    expectDom(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Byron');
    expectDom(page.getByRole('textbox', { name: 'MRN' })).toHaveValue('CH-1001');
    await user.click(page.getByRole('button', { name: 'Create patient' }));
    await waitFor(() => expectDom(page.queryByRole('dialog')).toBeNull());
    await screen.settle();
    expect(patientsCreated).toEqual([
      expect.objectContaining({ firstName: 'Ada', lastName: 'Byron', mrn: 'CH-1001' }),
    ]);
    expect((control(screen.container, 'Patient') as HTMLSelectElement).value).toBe('501');
    expect(recallOrderForm(portal.services.storage, 'new')).toMatchObject({
      patientId: '501',
      diagnosisCodes: 'Z80.3',
    });
    screen.unmount();
  }, 15000);

  const readyToSubmit = () => ({
    ...emptyOrderForm([
      { code: 'TG70', indent: 0, orderedAsKit: false },
      { code: 'TG71', indent: 1, orderedAsKit: false },
    ]),
    accountNumber: '1001',
    patientId: '7',
    orderingProviderId: '2',
    diagnosisCodes: 'Z80.3',
    paymentType: 'Patient',
    consentGiven: true,
  });

  const button = (container: HTMLElement, name: string) =>
    [...container.querySelectorAll('button')].find((found) => found.textContent === name);

  /** "Review the order", then the review step's "Submit order" when the rules let it show. */
  const clickSubmit = async (container: HTMLElement) => {
    await act(async () => button(container, 'Review the order')!.click());
    const submit = button(container, 'Submit order');
    if (submit) await act(async () => submit.click());
  };

  it('shows every refusal of the server beside its field: a cart conflict beside its test, consent, the add-on link', async () => {
    const { portal, saved } = orderingPortal({
      refuse: (body) =>
        body['status'] === 0
          ? json(
              {
                success: false,
                errors: [
                  {
                    code: 'test_conflict',
                    message: 'TG71 cannot be ordered with TG70.',
                    path: 'tests.1.code',
                  },
                  { code: 'required', message: 'This field is required', path: 'consent.given' },
                  {
                    code: 'addon_not_available',
                    message: 'An add-on order needs a submitted order of the same patient',
                    path: 'originalOrderId',
                  },
                  {
                    code: 'blocked_country',
                    message: 'Specimens from this country are not accepted.',
                    path: 'specimenCountry',
                  },
                ],
              },
              422,
            )
          : null,
    });
    keepOrderForm(portal.services.storage, 'new', { ...readyToSubmit(), originalOrderId: 12 });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    await clickSubmit(screen.container);
    await screen.settle();
    expect(saved.map((call) => call.body['status'])).toEqual([0]);
    const tests = [...screen.container.querySelectorAll('[aria-label="Tests to order"] > li')];
    expect(tests[0] && orderedTestName(tests[0])).toBe('TG70');
    expect(tests[1]?.querySelector('[role="alert"]')?.textContent).toContain(
      'TG71 cannot be ordered with TG70.',
    );
    expect(fieldError(screen.container, 'informed consent')).toContain('This field is required');
    const testsGroup = screen.container.querySelector('fieldset')!;
    expect(testsGroup.textContent).toContain('Tests added to order 12.');
    expect(testsGroup.textContent).toContain(
      'An add-on order needs a submitted order of the same patient',
    );
    const refusals = screen.container.querySelector(
      '[aria-label="Why the lab did not accept the order"]',
    );
    expect(refusals?.textContent).toBe('Specimens from this country are not accepted.');
    expect(screen.container.textContent).toContain('Please correct the fields marked above.');
    // Shown on the form, so not also as an error toast.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(
      portal.services.toaster
        .getState()
        .visible.filter((toast) => String(toast.message).includes('TG71 cannot be ordered')),
    ).toEqual([]);
    screen.unmount();
  }, 15000);

  it('says why the lab refused a change of the order’s status, which no field can fix', async () => {
    const { portal } = orderingPortal({
      refuse: (body) =>
        body['status'] === 0
          ? json(
              {
                success: false,
                errors: [
                  {
                    code: 'transition_not_allowed',
                    message: 'An order cannot move from Submitted order to Draft.',
                    path: 'status',
                  },
                ],
              },
              409,
            )
          : null,
    });
    keepOrderForm(portal.services.storage, 'new', readyToSubmit());
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    await clickSubmit(screen.container);
    // The refusal is drawn once the submit's answer is in: wait for it, not a fixed time.
    await vi.waitFor(
      () =>
        expect(
          screen.container.querySelector('[aria-label="Why the lab did not accept the order"]'),
        ).not.toBeNull(),
      { timeout: 15_000 },
    );
    await screen.settle();
    const refusals = screen.container.querySelector(
      '[aria-label="Why the lab did not accept the order"]',
    );
    expect(refusals?.textContent).toBe('An order cannot move from Submitted order to Draft.');
    expect(screen.container.textContent).toContain('The lab did not accept the order');
    expect(screen.container.textContent).not.toContain('Please correct the fields marked above.');
    expect(screen.location()).toBe('/test-catalog/requisition#simple-order/new');
    screen.unmount();
  });

  it('continues on another device a draft with its cost estimate and its prior-authorization case, which still blocks submission', async () => {
    const { portal, saved } = orderingPortal({
      patient7: { ...createdPatient({ lastName: 'Lovelace' }), id: 7, insurances: [uhcPolicy] },
      draft: {
        orderingProviderId: 2,
        paymentType: 'Insurance',
        insurancePolicyId: 3,
        consent: { given: true },
        billingEstimate: heldEstimate,
        tests: [
          orderedTest({
            code: 'TG70',
            priorAuthRecord: {
              qnaRequired: true,
              caseNumber: 'PA00000077-1234',
              caseStatus: PriorAuthCaseStatus.ActionRequired,
              caseStatusDescription: null,
              runExternally: false,
              priorAuthSource: 'Local',
              discardPa: false,
            },
          }),
        ],
      },
    });
    // No copy in this browser: the form is the server's order.
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/77', portal);
    await screen.settle();
    expect(screen.heading()).toBe('Draft order 77');
    const estimate = screen.container.querySelector('[aria-label="Cost estimate"]');
    expect(estimate?.textContent).toContain('United Healthcare Choice (in network)');
    expect(estimate?.textContent).toContain('$480.00');
    expect(screen.container.textContent).toContain(
      'Prior authorization required. Case status: Action Required/Information Needed (case PA00000077-1234).',
    );
    await clickSubmit(screen.container);
    await screen.settle();
    expect(screen.container.textContent).toContain(
      'Answer the plan’s clinical questions and send them before submitting the order.',
    );
    expect(saved.filter((call) => call.body['status'] === 0)).toEqual([]);
    screen.unmount();
  });

  it('orders the same repeatable test twice (9001), each shown once, without React key clashes', async () => {
    let cart = emptyCart();
    for (const code of ['9001', '9001']) {
      const added = addTest(cart, { code });
      if (!added.ok) throw new Error(added.message);
      cart = added.cart;
    }
    expect(cart.tests.map((test) => test.code)).toEqual(['9001', '9001']);
    createPortalStorage(localStorage).write(
      'cart',
      cart.tests.map((test) => ({ ...test, reflexOrderingParentTestCode: null })),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { portal } = orderingPortal();
      const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
      const tests = [...screen.container.querySelectorAll('[aria-label="Tests to order"] > li')];
      expect(tests.map(orderedTestName)).toEqual(['9001', '9001']);
      expect(errors.mock.calls.filter((call) => String(call[0]).includes('same key'))).toEqual([]);
      screen.unmount();
    } finally {
      errors.mockRestore();
    }
  });

  it('reviews the order read-only before it is submitted; back to the form keeps everything', async () => {
    const { portal, saved } = orderingPortal({
      patient7: {
        ...createdPatient({ lastName: 'Lovelace', firstName: 'Ada', birthDate: '1990-12-09' }),
        id: 7,
      },
    });
    keepOrderForm(portal.services.storage, 'new', {
      ...readyToSubmit(),
      diagnosisDescriptions: { 'Z80.3': 'Family history of malignant neoplasm of breast' },
      notes: 'Fasting sample',
    });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    await act(async () => button(screen.container, 'Review the order')!.click());
    await screen.settle();
    const step = screen.container.querySelector('[aria-labelledby="order-review-step"]')!;
    expect(document.activeElement?.textContent).toBe('Review the order');
    const rows = [...step.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ['Tests', 'TG70TG71'],
      ['Account', '1001 (Harbor Genetics)'],
      ['Ordering provider', 'Dr. Ada Main'],
      ['Patient', 'Lovelace, Ada (7), born 12/09/1990'],
      ['Diagnosis codes', 'Z80.3 · Family history of malignant neoplasm of breast'],
      ['Payment type', 'Patient Pay'],
      ['Documents', 'None attached'],
      ['Consent', 'Given by the patient'],
      ['Notes for the lab', 'Fasting sample'],
    ]);
    // Read-only: the form's controls are out of sight and nothing is sent yet.
    expect(screen.container.querySelector('form')?.style.display).toBe('none');
    expect(step.querySelectorAll('input, select, textarea')).toHaveLength(0);
    expect(saved.filter((call) => call.body['status'] === 0)).toEqual([]);

    await act(async () => button(screen.container, 'Back to the form')!.click());
    expect(screen.container.querySelector('[aria-labelledby="order-review-step"]')).toBeNull();
    expect((control(screen.container, 'Notes for the lab') as HTMLTextAreaElement).value).toBe(
      'Fasting sample',
    );

    await clickSubmit(screen.container);
    await screen.settle();
    expect(saved.filter((call) => call.body['status'] === 0)).toEqual([
      { method: 'POST', body: expect.objectContaining({ status: 0, notes: 'Fasting sample' }) },
    ]);
    expect(screen.location()).toBe('/user-account#review/77');
    // "Submit order" is gone with the form: the review's heading has the focus, and a toast
    // names the submitted order.
    expect(document.activeElement?.tagName).toBe('H1');
    expect(document.activeElement?.textContent).toBe('Order 77');
    expect(portal.services.toaster.getState().visible.map((toast) => toast.message)).toContain(
      'Order 77 was submitted to the lab.',
    );
    screen.unmount();
  });

  it('names a saved draft’s documents on the review, from the order’s light document list', async () => {
    const { portal } = orderingPortal({
      patient7: {
        ...createdPatient({ lastName: 'Lovelace', firstName: 'Ada', birthDate: '1990-12-09' }),
        id: 7,
      },
      documents77: ['insurance-card.pdf', 'pedigree.pdf'],
    });
    keepOrderForm(portal.services.storage, '77', { ...readyToSubmit(), orderId: 77 });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/77', portal);
    await screen.settle();
    await act(async () => button(screen.container, 'Review the order')!.click());
    await screen.settle();
    const step = screen.container.querySelector('[aria-labelledby="order-review-step"]')!;
    const documents = [...step.querySelectorAll('dt')].find(
      (term) => term.textContent === 'Documents',
    );
    expect(documents?.nextElementSibling?.textContent).toBe('insurance-card.pdfpedigree.pdf');
    expect(
      portal.fetch.mock.calls.some(([url]) => String(url).endsWith('/order/documents/77')),
    ).toBe(true);
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  });
});
