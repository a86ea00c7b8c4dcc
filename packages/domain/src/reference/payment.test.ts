import { describe, expect, it } from 'vitest';
import {
  InsurancePaymentTypes,
  PaymentTypeDisplayOrder,
  PaymentTypeNotices,
  PaymentTypes,
  findPaymentType,
  isInsurancePaymentType,
  isPaymentType,
  paymentTypeNotice,
  paymentTypesInDisplayOrder,
} from './payment.js';

describe('payment types', () => {
  it('carries the labels and billing codes of the spec', () => {
    expect(
      PaymentTypes.map(({ value, label, billingCode }) => [value, label, billingCode]),
    ).toEqual([
      ['Sponsored', 'BioPharma Sponsored', 'BP'],
      ['Client', 'Institutional', 'C'],
      ['Patient', 'Patient Pay', 'P'],
      ['MCR', 'Medicare', 'I'],
      ['MCD', 'Medicaid/Managed Medicaid', 'I'],
      ['Insurance', 'Insurance', 'I'],
      ['PartnershipUninsured', 'Patient does not have insurance coverage', 'PU'],
      ['NoCharge', 'No Charge', 'NC'],
    ]);
    expect(findPaymentType('PartnershipUninsured')?.shortLabel).toBe(
      'Uninsured (partnership program)',
    );
    expect(findPaymentType('Cash')).toBeUndefined();
  });

  it('offers them in the display order of the spec, consistent with each displayOrder', () => {
    expect(PaymentTypeDisplayOrder).toEqual([
      'NoCharge',
      'Insurance',
      'MCD',
      'MCR',
      'Patient',
      'Client',
      'Sponsored',
      'PartnershipUninsured',
    ]);
    expect(paymentTypesInDisplayOrder().map((type) => type.value)).toEqual(PaymentTypeDisplayOrder);
  });

  it('treats Medicare, Medicaid and Insurance as insurance payments', () => {
    expect(InsurancePaymentTypes).toEqual(['MCR', 'MCD', 'Insurance']);
    expect(isInsurancePaymentType('MCD')).toBe(true);
    expect(isInsurancePaymentType('Patient')).toBe(false);
    expect(isInsurancePaymentType(undefined)).toBe(false);
  });

  it('recognises payment type values', () => {
    expect(isPaymentType('NoCharge')).toBe(true);
    expect(isPaymentType('nocharge')).toBe(false);
  });

  it('gives the notices of patient pay, institutional and uninsured payments', () => {
    expect(paymentTypeNotice('Patient')).toBe(
      'The patient is responsible for the self-pay price. The lab will not bill the patient’s insurance.',
    );
    expect(paymentTypeNotice('Client')).toBe(
      'The selected account will be invoiced for this order. The lab will not bill the patient’s insurance.',
    );
    expect(paymentTypeNotice('PartnershipUninsured')).toBe(
      'By choosing this option, I attest that the patient does not have insurance coverage and is a resident of the United States.',
    );
    expect(Object.keys(PaymentTypeNotices)).toHaveLength(3);
    expect(paymentTypeNotice('Insurance')).toBeUndefined();
    expect(paymentTypeNotice('toString')).toBeUndefined();
  });
});
