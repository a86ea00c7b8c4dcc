// The lab's data as the stories show it: one ordering provider (the seeded dr.ada@loci.test), her
// account, patients and orders. Typed by the contract; the handlers parse them with its schemas.
import type {
  AccountAccess,
  MessageThread,
  OrderingProvider,
  Patient,
  PatientOrderSummary,
  PatientSearchItem,
} from '@loci/contract';
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
    orderStatus: 4,
    orderStatusLabel: 'PendingReview',
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
    orderStatus: 1,
    orderStatusLabel: 'Draft',
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
    orderStatusLabel: 'BenefitsInvestigation',
    testCode: 'BRCA2',
    testDescription: 'BRCA1 and BRCA2 analysis',
    accessionNum: 'ACC-20388',
    labReportId: 88,
  }),
];

/** A patient of the provider's account, as GET /patient/{patientId} answers. */
export function storyPatient(overrides: Partial<Patient> = {}): Patient {
  return {
    id: 7,
    externalPatientId: null,
    firstName: 'Grace',
    middleName: 'Brewster',
    lastName: 'Hopper',
    birthDate: '1961-12-09',
    gender: 'F',
    genderIdentification: null,
    mrn: 'MRN-0007',
    street1: '12 Harbor Street',
    street2: null,
    apartment: null,
    city: 'Boston',
    state: 'MA',
    zip: '02110',
    county: 'Suffolk',
    country: 'USA',
    contactInformation: [
      { contactType: 'E', contactValue: 'grace@example.org', notifyPatient: false },
      { contactType: 'C', contactValue: '617-555-0142', notifyPatient: true },
    ],
    race: null,
    ethnicGroup: [],
    isPatientUpdated: false,
    isInsuranceUpdated: false,
    insurances: [],
    accountInformation: { accountNumber: '1001', officeId: null },
    patientTestInformation: {
      orders: [
        {
          orderId: 1042,
          orderStatus: 4,
          orderStatusLabel: 'PendingReview',
          accessionNumber: 'ACC-20431',
          createdDate: '2026-11-02T10:00:00',
        },
      ],
    },
    addOnQualify: false,
    existingOrderId: null,
    detailsEditable: false,
    ...overrides,
  };
}

/** The rows of the patient list (POST /patient/search). */
export const storyPatients: PatientSearchItem[] = [
  ['Hopper', 'Grace', 7, 'F', '1961-12-09', 'grace@example.org', '617-555-0142'],
  ['Johnson', 'Katherine', 8, 'F', '1968-08-26', null, '617-555-0178'],
  ['Franklin', 'Rosalind', 9, 'F', '1970-07-25', 'rosalind@example.org', null],
  ['Turing', 'Alan', 10, 'M', '1972-06-23', null, '617-555-0191'],
].map(([lastName, firstName, patientId, gender, dateOfBirth, email, phone]) => ({
  lastName: lastName as string,
  firstName: firstName as string,
  patientId: patientId as number,
  gender: gender as PatientSearchItem['gender'],
  dateOfBirth: dateOfBirth as string,
  email: email as string | null,
  accountNumber: '1001',
  phone: phone as string | null,
}));

/** The provider's account as GET /references/accounts/searchActive reports it: active. */
export const storyActiveAccounts: AccountAccess[] = [
  {
    contactId: 501,
    accountId: 1,
    accessTypeCode: 'GDAA',
    portalRoleName: 'Ordering provider',
    portalRoleCode: 'OP',
    isOrderingProvider: true,
    accessApproved: true,
    cmid: '1001',
    clientName: 'Harbor Genetics',
    shippingAddress1: '1 Main Street',
    shippingAddress2: null,
    shippingCity: 'Boston',
    shippingState: 'MA',
    shippingZip: '02110',
    shippingCountry: 'USA',
    stateCode: 'MA',
    countryCode: 'USA',
    businessTypeCode: null,
    billTypeCode: null,
    isActive: true,
  },
];

/** The account's ordering providers (GET /order/orderingProviders/list/{accountNumber}). */
export const storyOrderingProviders: OrderingProvider[] = [
  {
    id: 501,
    firstName: 'Ada',
    middleName: null,
    lastName: 'Lovelace',
    prefix: 'Dr.',
    suffix: null,
    title: null,
    degree: 'MD',
    contact: null,
    medicalLicenseNumber: 'MA-12345',
    medicalLicenseState: 'MA',
    code: null,
    fax: null,
    email: 'dr.ada@loci.test',
    clientMasterProviderId: 501,
    clientMasterStaffId: null,
    clientMasterNpi: '1234567893',
    type: 'OrderingProvider',
    transmissionProtocol: 1,
    additionalProviderId: null,
    isMainProvider: true,
  },
];

/** The lab's settings with two-way messaging on, v2 calls (as the demo server holds them). */
export const storyMessagingSettings = [
  { VarName: 'Two_Way_Messaging', VarValue: 'true' },
  { VarName: 'Two_Way_Messaging_v2', VarValue: 'true' },
];

/** The provider's threads with the lab (GET /portal-messaging/threads/read-status), unread first. */
export const storyThreads: MessageThread[] = [
  {
    threadId: 31,
    accountNumber: '1001',
    orderId: 1042,
    category: 'Test',
    subcategory: 'Turnaround Time',
    scope: 'Proband',
    subject: 'Order 1042 – Test: Turnaround Time',
    createdBy: 'Ada Lovelace',
    createdAt: '2026-11-18T09:00:00Z',
    lastMessageAt: '2026-11-20T15:30:00Z',
    messageCount: 3,
    unreadCount: 1,
    readStatus: 'UNREAD',
  },
  {
    threadId: 27,
    accountNumber: '1001',
    orderId: 1039,
    category: 'Billing',
    subcategory: 'Prior Authorization',
    scope: 'Proband',
    subject: 'Order 1039 – Billing: Prior Authorization',
    createdBy: 'Ada Lovelace',
    createdAt: '2026-11-02T11:00:00Z',
    lastMessageAt: '2026-11-04T08:15:00Z',
    messageCount: 2,
    unreadCount: 0,
    readStatus: 'READ',
  },
];
