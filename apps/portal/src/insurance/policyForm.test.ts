import { describe, expect, it } from 'vitest';
import {
  InsuranceCardExtractionErrorMessage,
  PaymentTypeDisplayOrder,
  ValidationMessages,
  paymentTypesInDisplayOrder,
} from '@loci/domain';
import type { Patient } from '@loci/contract';
import {
  applyCardLookup,
  emptyPolicyForm,
  patientUpdateWithPolicy,
  policyFieldOfServerPath,
  policySave,
  validatePolicyForm,
  type PolicyFormValues,
} from './policyForm.ts';
import { readInsuranceCard } from './InsurancePolicies.tsx';

const insured: PolicyFormValues = {
  ...emptyPolicyForm,
  paymentType: 'Insurance',
  plan: { code: 'AETNA-PPO', name: 'Aetna PPO' },
  policyId: 'W123456789',
  relationToPatient: 'PT',
};

describe('insurance policy rules', () => {
  it('needs a payment type', () => {
    expect(validatePolicyForm(emptyPolicyForm, '2026-11-22').paymentType).toBe(
      ValidationMessages.required,
    );
  });

  it('asks for plan, policy id and relation only for insurance payment types', () => {
    expect(validatePolicyForm(insured, '2026-11-22')).toEqual({});
    const problems = validatePolicyForm(
      { ...insured, plan: null, policyId: '', relationToPatient: '' },
      '2026-11-22',
    );
    expect(problems).toMatchObject({
      plan: ValidationMessages.required,
      policyId: ValidationMessages.required,
      relationToPatient: ValidationMessages.required,
    });
    expect(
      validatePolicyForm({ ...emptyPolicyForm, paymentType: 'Patient' }, '2026-11-22'),
    ).toEqual({});
    expect(
      validatePolicyForm(
        { ...insured, plan: null, otherInsuranceName: 'Local plan' },
        '2026-11-22',
      ),
    ).toEqual({});
  });

  it('needs the subscriber’s name when the subscriber is not the patient', () => {
    expect(validatePolicyForm({ ...insured, relationToPatient: 'SP' }, '2026-11-22')).toMatchObject(
      {
        subscriberLastName: ValidationMessages.required,
        subscriberFirstName: ValidationMessages.required,
      },
    );
  });

  it('checks the dates', () => {
    expect(
      validatePolicyForm({ ...insured, birthDate: '2030-01-01' }, '2026-11-22').birthDate,
    ).toBe(ValidationMessages.dateOfBirthInFuture);
    expect(
      validatePolicyForm(
        { ...insured, effectiveDate: '2026-01-01', expirationDate: '2025-12-31' },
        '2026-11-22',
      ).expirationDate,
    ).toBe(ValidationMessages.min);
  });

  it('offers the payment types in the spec’s display order with their labels', () => {
    expect(paymentTypesInDisplayOrder().map((type) => type.value)).toEqual([
      ...PaymentTypeDisplayOrder,
    ]);
    expect(paymentTypesInDisplayOrder()[0]?.label).toBe('No Charge');
  });
});

describe('policy payloads', () => {
  it('sends the plan by its code only for insurance payment types', () => {
    expect(policySave(insured).insurance).toEqual({ code: 'AETNA-PPO', otherInsuranceName: null });
    expect(policySave({ ...insured, paymentType: 'Client' }).insurance).toBeNull();
    expect(policySave(insured, 9)).toMatchObject({ id: 9, paymentType: 'Insurance' });
  });

  const patient = {
    id: 42,
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
    insurances: [],
    accountInformation: { accountNumber: '1001', officeId: null },
    patientTestInformation: { orders: [] },
    addOnQualify: false,
    existingOrderId: null,
    detailsEditable: true,
  } satisfies Patient;

  it('adds a policy to the patient’s update and sends the details exactly as they are', () => {
    const withContact = {
      ...patient,
      contactInformation: [
        { contactType: 'E' as const, contactValue: 'g@example.org', notifyPatient: null },
      ],
      ethnicGroup: ['Other'],
    };
    const body = patientUpdateWithPolicy(withContact, policySave(insured), null);
    expect(body.contactInformation).toEqual(withContact.contactInformation);
    expect(body.ethnicGroup).toEqual(['Other']);
    expect(body).toMatchObject({ firstName: 'Grace', country: 'USA', isInsuranceUpdated: true });
    expect(body.id).toBe(42);
    expect(body.insurances).toHaveLength(1);
    expect(body.insurances?.[0]?.policyId).toBe('W123456789');
  });

  it('maps a server error on the edited policy to its field', () => {
    expect(policyFieldOfServerPath('insurances.0.policyId', 0)).toBe('policyId');
    expect(policyFieldOfServerPath('insurances.0.insurance.code', 0)).toBe('plan');
    expect(policyFieldOfServerPath('insurances.1.policyId', 0)).toBeNull();
    expect(policyFieldOfServerPath('zip', 0)).toBeNull();
  });
});

describe('insurance card look-up', () => {
  it('fills what the card gave and keeps the rest', () => {
    const filled = applyCardLookup(
      { ...emptyPolicyForm, paymentType: 'Insurance', groupName: 'Kept' },
      {
        error: false,
        insurance: {
          planCode: 'BCBS-1',
          planName: 'Blue Cross PPO',
          category: 'Other',
          insurancePlanCompany: 'Blue Cross',
          biEnabled: true,
          canPerformFederalInsuranceBi: true,
          network: 'IN',
          beaconPlanCode: null,
          isXifin: false,
        },
        planName: 'Blue Cross PPO',
        planCode: 'BCBS-1',
        policyId: 'XYZ123',
        groupId: 'G-9',
        groupName: null,
        subscriberFirstName: 'Grace',
        subscriberLastName: 'Hopper',
        effectiveDate: '01/01/2026',
      } as never,
    );
    expect(filled).toMatchObject({
      plan: { code: 'BCBS-1', name: 'Blue Cross PPO' },
      policyId: 'XYZ123',
      groupId: 'G-9',
      groupName: 'Kept',
      effectiveDate: '2026-01-01',
    });
  });

  it('falls back to the spec’s message when the call fails or the file is refused', async () => {
    const pdf = new File([new TextEncoder().encode('%PDF-1.4 card')], 'card.pdf');
    const failing = await readInsuranceCard(pdf, async () => {
      throw new Error('network down');
    });
    expect(failing).toEqual({ error: true, message: InsuranceCardExtractionErrorMessage });
    const renamed = new File([new Uint8Array([0x4d, 0x5a, 0, 0])], 'card.png');
    let sent = false;
    expect(
      await readInsuranceCard(renamed, async () => {
        sent = true;
        return { error: true, message: InsuranceCardExtractionErrorMessage };
      }),
    ).toMatchObject({ error: true });
    expect(sent).toBe(false);
  });

  it('sends the card as a multipart form with the file under its own name', async () => {
    const pdf = new File([new TextEncoder().encode('%PDF-1.4 card')], 'card.pdf', {
      type: 'application/pdf',
    });
    let form: FormData | undefined;
    await readInsuranceCard(pdf, async (sent) => {
      form = sent;
      return { error: true, message: InsuranceCardExtractionErrorMessage };
    });
    const file = form?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('card.pdf');
    expect(await (file as File).text()).toBe('%PDF-1.4 card');
  });
});
