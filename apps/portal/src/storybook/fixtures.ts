// The lab's data as the stories show it: one ordering provider (the seeded dr.ada@loci.test), her
// account, patients and orders. Typed by the contract; the handlers parse them with its schemas.
import type { PatientOrderSummary } from '@loci/contract';
import { demoProfile } from '../testing/demoProfile.ts';

export const storyProfile = demoProfile();

/** One row of the order list. */
export function orderSummary(overrides: Partial<PatientOrderSummary> = {}): PatientOrderSummary {
  return {
    orderId: 1042,
    patientId: 7,
    firstName: 'Grace',
    middleName: null,
    lastName: 'Hopper',
    orderedDate: '2026-11-02T10:00:00.000Z',
    updatedDate: '2026-11-03T10:00:00.000Z',
    orderStatus: 1,
    orderStatusLabel: 'Submitted',
    testCode: 'TG70',
    testDescription: 'Hereditary cancer panel',
    accessionNum: 'ACC-20431',
    paymentType: 'Insurance',
    insuranceCarrier: 'Blue Harbor Health',
    group: null,
    policy: null,
    effectiveDate: null,
    patientStatus: null,
    relationToPatient: null,
    birthDate: '1961-12-09',
    billingNotes: null,
    institutionName: null,
    labReportId: null,
    originalOrderId: null,
    isAddOnAvailable: false,
    accountNumber: '1001',
    ...overrides,
  };
}

export const storyOrders: PatientOrderSummary[] = [
  orderSummary(),
  orderSummary({
    orderId: 1043,
    patientId: 8,
    firstName: 'Katherine',
    lastName: 'Johnson',
    orderedDate: '2026-11-05T09:30:00.000Z',
    updatedDate: '2026-11-05T09:30:00.000Z',
    orderStatus: 0,
    orderStatusLabel: 'OrderNow',
    testCode: 'CARD12',
    testDescription: 'Cardiomyopathy panel',
    accessionNum: null,
  }),
  orderSummary({
    orderId: 1039,
    patientId: 9,
    firstName: 'Rosalind',
    lastName: 'Franklin',
    orderedDate: '2026-10-21T14:15:00.000Z',
    updatedDate: '2026-11-12T08:00:00.000Z',
    orderStatus: 3,
    orderStatusLabel: 'Completed',
    testCode: 'BRCA2',
    testDescription: 'BRCA1 and BRCA2 analysis',
    accessionNum: 'ACC-20388',
    labReportId: 88,
  }),
];
