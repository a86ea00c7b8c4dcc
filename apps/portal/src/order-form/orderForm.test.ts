import { describe, expect, it } from 'vitest';
import type { OrderingProvider } from '@loci/contract';
import {
  canSubmitFrom,
  defaultOrderingProviderId,
  draftProblems,
  emptyOrderForm,
  orderBody,
  orderFormMessages,
  orderedTestCodes,
  orderedTestKeys,
  paymentTypeChoices,
  sameOrderBody,
  submitProblems,
  type OrderFormValues,
} from './orderForm.ts';

const filled: OrderFormValues = {
  ...emptyOrderForm([{ code: 'TG70', indent: 0, orderedAsKit: false }]),
  accountNumber: '1001',
  patientId: '7',
  orderingProviderId: '501',
  diagnosisCodes: 'z80.3, E11.65',
  paymentType: 'Insurance',
  insurancePolicyId: '3',
  consentGiven: true,
};

describe('order form rules', () => {
  it('saves a draft once the account, the patient and a test are there', () => {
    expect(draftProblems(emptyOrderForm())).toEqual({
      accountNumber: orderFormMessages.required,
      patientId: orderFormMessages.required,
      tests: 'Please select at least one value',
    });
    expect(draftProblems(filled)).toEqual({});
  });

  it('names the diagnosis codes that are not ICD-10-CM codes', () => {
    expect(draftProblems({ ...filled, diagnosisCodes: 'Z80.3 banana 12' }).diagnosisCodes).toBe(
      'Not an ICD-10-CM code: banana, 12',
    );
  });

  it('refuses the notes the lab would refuse, with the server’s messages, before saving', () => {
    expect(draftProblems({ ...filled, notes: 'a < b' })).toEqual({
      notes: 'Value contains invalid characters',
    });
    expect(draftProblems({ ...filled, notes: 'x'.repeat(2001) })).toEqual({
      notes: 'Value is too long',
    });
    // Trimmed first, as the server trims: 2000 characters between spaces are accepted.
    expect(draftProblems({ ...filled, notes: ` ${'x'.repeat(2000)} ` })).toEqual({});
    expect(submitProblems({ ...filled, notes: '{x}' }).notes).toBe(
      'Value contains invalid characters',
    );
  });

  it('asks for provider, diagnosis, payment, the insurance of an insurance payment and consent before submitting', () => {
    expect(submitProblems(filled)).toEqual({});
    expect(
      submitProblems({
        ...filled,
        orderingProviderId: '',
        diagnosisCodes: '',
        insurancePolicyId: '',
        consentGiven: false,
      }),
    ).toEqual({
      orderingProviderId: orderFormMessages.required,
      diagnosisCodes: orderFormMessages.required,
      // The spec's messages, as the server answers the same rules.
      insurancePolicyId: 'This field is required',
      consentGiven: 'This field is required',
    });
    expect(submitProblems({ ...filled, paymentType: 'Patient', insurancePolicyId: '' })).toEqual(
      {},
    );
  });

  it('makes the contract’s order body, insurance only for an insurance payment', () => {
    expect(orderBody(filled, 1)).toMatchObject({
      accountNumber: '1001',
      patientId: 7,
      status: 1,
      orderingProviderId: 501,
      tests: [{ code: 'TG70', indent: 0, orderedAsKit: false }],
      diagnosisCodes: ['Z80.3', 'E11.65'],
      paymentType: 'Insurance',
      insurancePolicyId: 3,
      consent: { given: true },
    });
    expect(orderBody({ ...filled, paymentType: 'Patient' }, 1).insurancePolicyId).toBeNull();
  });

  it('submits only what the order status state machine allows', () => {
    expect(canSubmitFrom(1)).toBe(true);
    expect(canSubmitFrom(0)).toBe(false);
  });

  it('offers payment types in their display order with their notices', () => {
    const choices = paymentTypeChoices();
    expect(choices[0]?.value).toBe('NoCharge');
    expect(choices.find((choice) => choice.value === 'Patient')?.notice).toContain('self-pay');
  });

  it('chooses the main ordering provider by default', () => {
    const provider = (id: number, clientMasterProviderId: number) =>
      ({ id, type: 'OrderingProvider', clientMasterProviderId }) as OrderingProvider;
    expect(defaultOrderingProviderId([provider(1, 0), provider(2, 9)])).toBe('2');
    expect(defaultOrderingProviderId([provider(1, 0)])).toBe('');
  });
});

describe('what the form keeps beside the order', () => {
  it('blocks the submission of an insurance order while the plan waits for clinical answers', () => {
    const waiting = {
      ...filled,
      priorAuth: {
        required: true,
        caseNumber: 'PA-1',
        statusLabel: 'Action Required/Information Needed',
        questions: [{ id: 'q', text: 'Why?' }],
        answers: {},
        answersNeeded: true,
      },
    };
    expect(submitProblems(waiting)).toEqual({
      priorAuth: orderFormMessages.priorAuthAnswersNeeded,
    });
    expect(submitProblems({ ...waiting, paymentType: 'Patient' })).toEqual({});
  });

  it('counts only what the server holds when deciding whether to save again', () => {
    const saved = { ...filled, orderId: 9 };
    expect(
      sameOrderBody(saved, {
        ...saved,
        diagnosisDescriptions: { 'Z80.3': 'Family history' },
        priorAuth: null,
      }),
    ).toBe(true);
    expect(sameOrderBody(saved, { ...saved, notes: 'Call first' })).toBe(false);
  });

  it('keys each ordered test uniquely when the order holds a code twice, and asks per code once', () => {
    const tests = [{ code: '9001' }, { code: 'TG70' }, { code: '9001' }];
    expect(orderedTestKeys(tests)).toEqual(['9001', 'TG70', '9001 (2)']);
    expect(orderedTestCodes(tests)).toEqual(['9001', 'TG70']);
  });
});
