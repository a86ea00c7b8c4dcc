/** Payment types (document 3 section 9): labels, billing codes, display order and notices. */

/**
 * Every payment type. `label` is the full label, `shortLabel` the one used where space is
 * short (only PartnershipUninsured differs), `billingCode` the code the billing system takes,
 * `displayOrder` the position in pick lists (0 first).
 */
export const PaymentTypes = [
  {
    value: 'Sponsored',
    label: 'BioPharma Sponsored',
    shortLabel: 'BioPharma Sponsored',
    billingCode: 'BP',
    displayOrder: 6,
  },
  {
    value: 'Client',
    label: 'Institutional',
    shortLabel: 'Institutional',
    billingCode: 'C',
    displayOrder: 5,
  },
  {
    value: 'Patient',
    label: 'Patient Pay',
    shortLabel: 'Patient Pay',
    billingCode: 'P',
    displayOrder: 4,
  },
  { value: 'MCR', label: 'Medicare', shortLabel: 'Medicare', billingCode: 'I', displayOrder: 3 },
  {
    value: 'MCD',
    label: 'Medicaid/Managed Medicaid',
    shortLabel: 'Medicaid/Managed Medicaid',
    billingCode: 'I',
    displayOrder: 2,
  },
  {
    value: 'Insurance',
    label: 'Insurance',
    shortLabel: 'Insurance',
    billingCode: 'I',
    displayOrder: 1,
  },
  {
    value: 'PartnershipUninsured',
    label: 'Patient does not have insurance coverage',
    shortLabel: 'Uninsured (partnership program)',
    billingCode: 'PU',
    displayOrder: 7,
  },
  {
    value: 'NoCharge',
    label: 'No Charge',
    shortLabel: 'No Charge',
    billingCode: 'NC',
    displayOrder: 0,
  },
] as const;

export type PaymentTypeDefinition = (typeof PaymentTypes)[number];
export type PaymentType = PaymentTypeDefinition['value'];
export type BillingCode = PaymentTypeDefinition['billingCode'];

/** The order in which payment types are offered. */
export const PaymentTypeDisplayOrder = [
  'NoCharge',
  'Insurance',
  'MCD',
  'MCR',
  'Patient',
  'Client',
  'Sponsored',
  'PartnershipUninsured',
] as const satisfies readonly PaymentType[];

/** The payment types that bill an insurance plan. */
export const InsurancePaymentTypes = [
  'MCR',
  'MCD',
  'Insurance',
] as const satisfies readonly PaymentType[];

export type InsurancePaymentType = (typeof InsurancePaymentTypes)[number];

/**
 * The notice shown when a payment type is chosen (the spec gives their meaning; the wording is
 * ours, see docs/decisions/reference-lists.md).
 */
export const PaymentTypeNotices = {
  Patient:
    'The patient is responsible for the self-pay price. The lab will not bill the patient’s insurance.',
  Client:
    'The selected account will be invoiced for this order. The lab will not bill the patient’s insurance.',
  PartnershipUninsured:
    'By choosing this option, I attest that the patient does not have insurance coverage and is a resident of the United States.',
} as const satisfies Partial<Record<PaymentType, string>>;

/** Whether a string is one of the payment type values. */
export function isPaymentType(value: string): value is PaymentType {
  return PaymentTypes.some((type) => type.value === value);
}

/** The definition of a payment type, `undefined` when the value is not a payment type. */
export function findPaymentType(value: string): PaymentTypeDefinition | undefined {
  return PaymentTypes.find((type) => type.value === value);
}

/** Whether the payment type bills an insurance plan (Medicare, Medicaid or Insurance). */
export function isInsurancePaymentType(value: string | null | undefined): boolean {
  return value != null && (InsurancePaymentTypes as readonly string[]).includes(value);
}

/** The payment types sorted by their display order. */
export function paymentTypesInDisplayOrder(): readonly PaymentTypeDefinition[] {
  return [...PaymentTypes].sort((a, b) => a.displayOrder - b.displayOrder);
}

/** The notice for a payment type, or `undefined` when it has none. */
export function paymentTypeNotice(value: string): string | undefined {
  return Object.hasOwn(PaymentTypeNotices, value)
    ? PaymentTypeNotices[value as keyof typeof PaymentTypeNotices]
    : undefined;
}
