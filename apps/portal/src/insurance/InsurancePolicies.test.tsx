// The patient's insurance policies as users meet them: editing a policy sends the patient's
// policies with the changed one in its place; a new policy picks its plan from the typeahead; the
// payment type's notice; the card reader's fallback message.
import { afterEach, describe, it, vi } from 'vitest';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { typeaheadDriver } from '@loci/ui/test';
import type { InsurancePolicy, Patient } from '@loci/contract';
import { fakeServices, fakeSession, renderWithServices } from '../testing/renderPortal.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { InsurancePolicies } from './InsurancePolicies.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const anthemPolicy: InsurancePolicy = {
  id: 5,
  insurance: {
    name: 'Anthem Blue Cross PPO',
    code: 'ANT01',
    otherInsuranceName: null,
    insuranceCategory: 'ANTH',
    insurancePlanCompany: 'Anthem',
    biEnabled: true,
    canPerformFederalInsuranceBi: false,
    network: 'IN',
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
  policyId: 'XQ123',
  groupId: 'G-1',
  groupName: null,
  certificate: null,
  employer: { name: null, contact: null },
  effectiveDate: '2026-01-01',
  expirationDate: null,
  paymentType: 'Insurance',
  hasNoInsuranceCard: false,
};

const grace = {
  id: 77,
  externalPatientId: null,
  firstName: 'Grace',
  middleName: null,
  lastName: 'Hopper',
  birthDate: '1990-12-09',
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
  isPatientUpdated: false,
  isInsuranceUpdated: false,
  insurances: [anthemPolicy],
  accountInformation: { accountNumber: '1001', officeId: null },
  patientTestInformation: { orders: [] },
  addOnQualify: false,
  existingOrderId: null,
  detailsEditable: true,
} as Patient;

const unitedPlan = {
  planCode: 'UHC22',
  planName: 'UnitedHealthcare Choice Plus',
  category: 'UHC',
  insurancePlanCompany: 'UnitedHealthcare',
  biEnabled: true,
  canPerformFederalInsuranceBi: false,
  network: 'IN',
  beaconPlanCode: null,
  isXifin: false,
};

let mounted: { unmount(): void } | null = null;

/** Renders the policies of `patient` over a server that answers plan searches and updates. */
async function renderPolicies(patient: Patient) {
  const updates: Record<string, unknown>[] = [];
  const planSearches: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://portal.test').pathname;
    if (path === '/api/portal/v1.0.1/patient' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      updates.push(body);
      // The saved patient as the server answers it (the policies' contents are checked in the
      // request; the answer only has to be a patient).
      return json({ success: true, data: patient });
    }
    if (path.includes('/references/insurance/search/')) {
      planSearches.push(path);
      return json({ success: true, data: [unitedPlan] });
    }
    const byCode = /\/api\/portal\/v1\.0\.1\/insurances\/([^/]+)$/.exec(path);
    if (byCode && byCode[1] !== 'lookupByCard') {
      planSearches.push(path);
      return byCode[1] === unitedPlan.planCode
        ? json({ success: true, data: unitedPlan })
        : json({ success: false, message: 'Insurance not found' }, 404);
    }
    // The card reader's calls go to the test's own `fetch` (stubbed where a test needs it).
    if (path.endsWith('/insurances/lookupByCard')) return globalThis.fetch(url, init);
    return json({}, 404);
  });
  const { services, toaster } = fakeServices(fakeSession(true), fetch);
  const onSaved = vi.fn();
  const view = await renderWithServices(
    services,
    '/user-account#patients/77',
    <InsurancePolicies patient={patient} onSaved={onSaved} />,
  );
  mounted = view;
  return { view, updates, planSearches, onSaved, toaster };
}

afterEach(() => {
  mounted?.unmount();
  mounted = null;
  document.body.innerHTML = '';
  // A dialog left open by a failed test must not block the next test's pointer.
  document.body.removeAttribute('style');
  vi.unstubAllGlobals();
});

describe('InsurancePolicies', () => {
  it('lists each policy with its payment type, plan, policy and group', async () => {
    await renderPolicies(grace);
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Insurance · Anthem Blue Cross PPO · policy XQ123 · group G-1 · from 01/01/2026',
    );
  });

  it('edits a policy: the form starts from it and the save replaces it in the patient’s policies', async () => {
    const { updates, onSaved, toaster } = await renderPolicies(grace);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit policy 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit insurance policy' });
    expect(within(dialog).getByRole('radio', { name: 'Insurance' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Insurance plan' })).toHaveValue(
      'Anthem Blue Cross PPO',
    );
    const policyId = within(dialog).getByRole('textbox', { name: 'Policy id' });
    expect(policyId).toHaveValue('XQ123');
    await user.clear(policyId);
    await user.type(policyId, 'XQ999');
    await user.type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Harbor staff');
    await user.type(within(dialog).getByRole('textbox', { name: 'Employer' }), 'Harbor Genetics');
    await user.click(within(dialog).getByRole('button', { name: 'Save the policy' }));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ id: 77, lastName: 'Hopper', isInsuranceUpdated: true });
    expect(updates[0]!.insurances).toEqual([
      expect.objectContaining({
        id: 5,
        insurance: { code: 'ANT01', otherInsuranceName: null },
        policyId: 'XQ999',
        groupId: 'G-1',
        groupName: 'Harbor staff',
        employer: { name: 'Harbor Genetics', contact: null },
        relationToPatient: 'PT',
        paymentType: 'Insurance',
        effectiveDate: '2026-01-01',
      }),
    ]);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toaster.getState().visible.map((toast) => toast.message)).toContain(
      'Patient updated successfully!',
    );
  });

  it('shows the payment type’s notice and drops the plan fields for a self-pay policy', async () => {
    const { updates } = await renderPolicies(grace);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit policy 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit insurance policy' });
    await user.click(within(dialog).getByRole('radio', { name: 'Patient Pay' }));
    expect(
      within(dialog).getByText(
        'The patient is responsible for the self-pay price. The lab will not bill the patient’s insurance.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Policy id' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save the policy' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.insurances).toEqual([
      expect.objectContaining({ id: 5, paymentType: 'Patient', insurance: null }),
    ]);
  });

  it('adds a policy: required fields first, then a plan from the typeahead', async () => {
    const { updates, planSearches } = await renderPolicies(grace);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add an insurance policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an insurance policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Save the policy' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('radiogroup', { name: 'Payment type' }),
      ).toHaveAccessibleDescription('This field is required'),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Insurance' }));
    const plan = typeaheadDriver(
      within(dialog).getByRole('combobox', { name: 'Insurance plan' }) as HTMLInputElement,
      user,
    );
    await plan.search('  united ');
    expect(planSearches.at(-1)).toBe(
      '/api/portal/v1.0.1/references/insurance/search/united/Insurance',
    );
    expect(plan.optionLabels()).toEqual(['UnitedHealthcare Choice Plus']);
    // Chosen with the keyboard, as a keyboard user does.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(plan.input).toHaveValue('UnitedHealthcare Choice Plus');
    await user.type(within(dialog).getByRole('textbox', { name: 'Policy id' }), 'U-42');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Subscriber’s relation to the patient' }),
      'SP',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save the policy' }));
    const lastName = within(dialog).getByRole('textbox', { name: 'Subscriber last name' });
    await waitFor(() => expect(lastName).toHaveAccessibleDescription('This field is required'));
    expect(updates).toEqual([]);
    await user.type(lastName, 'Hopper');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Subscriber first name' }),
      'Vincent',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save the policy' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    const policies = updates[0]!.insurances as Record<string, unknown>[];
    expect(policies).toHaveLength(2);
    expect(policies[0]).toMatchObject({ id: 5, policyId: 'XQ123' });
    expect(policies[1]).not.toHaveProperty('id');
    expect(policies[1]).toMatchObject({
      insurance: { code: 'UHC22', otherInsuranceName: null },
      policyId: 'U-42',
      relationToPatient: 'SP',
      subscriberLastName: 'Hopper',
      subscriberFirstName: 'Vincent',
    });
  });

  it('gives the spec’s fallback when the card cannot be read (refused file or failed call)', async () => {
    await renderPolicies(grace);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Edit policy 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit insurance policy' });
    const card = within(dialog).getByLabelText('Read the insurance card (image or PDF)');
    await user.upload(card, new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'card.pdf'));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'There was an error with extracting the insurance card.',
      ),
    );
    const cardCalls = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', cardCalls);
    await user.upload(
      card,
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'card.pdf', {
        type: 'application/pdf',
      }),
    );
    await waitFor(() => expect(cardCalls).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'There was an error with extracting the insurance card.',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Policy id' })).toHaveValue('XQ123');
  });

  it('finds a plan by its code, which becomes the policy’s plan; an unknown or malformed code is said', async () => {
    const { updates, planSearches } = await renderPolicies(grace);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add an insurance policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an insurance policy' });
    await user.click(within(dialog).getByRole('radio', { name: 'Insurance' }));
    const code = within(dialog).getByRole('textbox', { name: 'Plan code' });
    const find = within(dialog).getByRole('button', { name: 'Find the plan' });
    await user.type(code, 'UHC 22');
    await user.click(find);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        /A plan code has letters, digits and hyphens only \(at most 20\)\./,
      ),
    );
    expect(planSearches).toEqual([]);
    await user.clear(code);
    await user.type(code, 'NOPE-9{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/No insurance plan has the code NOPE-9\./),
    );
    await user.clear(code);
    await user.type(code, 'UHC22');
    await user.click(find);
    const found = await within(dialog).findByText(
      'Plan UHC22 found: UnitedHealthcare Choice Plus (UnitedHealthcare).',
    );
    expect(found).toHaveAttribute('role', 'status');
    expect(planSearches).toEqual([
      '/api/portal/v1.0.1/insurances/NOPE-9',
      '/api/portal/v1.0.1/insurances/UHC22',
    ]);
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Insurance plan' })).toHaveValue(
        'UnitedHealthcare Choice Plus',
      ),
    );
    await expectNoAxeViolations(dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Policy id' }), 'U-7');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Subscriber’s relation to the patient' }),
      'PT',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save the policy' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    const policies = updates[0]!.insurances as Record<string, unknown>[];
    expect(policies[1]).toMatchObject({ insurance: { code: 'UHC22' }, policyId: 'U-7' });
  }, 30000);
});
