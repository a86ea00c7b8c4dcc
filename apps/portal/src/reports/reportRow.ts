// A report row of the reports list, for tests and screen stories (no test tooling imported here).
import type { ReportByAccount } from '@loci/contract';

export function reportRow(overrides: Partial<ReportByAccount> = {}): ReportByAccount {
  return {
    orderId: 100004,
    accountNumber: '1001',
    institutionName: 'Harbor Genetics',
    patientId: 7,
    firstName: 'Zoë',
    middleName: null,
    lastName: 'Łukasiewicz-Ødegaard',
    birthDate: '1990-05-21',
    accessionNum: 'LAB-100004',
    orderStatus: 0,
    orderedDate: '2026-11-02T10:00:00.000Z',
    updatedDate: '2026-11-20T10:00:00.000Z',
    orderingProviderId: 501,
    orderingProviderName: 'Ada Lovelace',
    orderedBy: 'dr.ada@loci.test',
    labReportId: 31,
    orderTestId: 41,
    testCode: 'TG70',
    testDescription: 'Hereditary cancer panel',
    labStatus: 'Finished',
    reportVersion: 1,
    reportTitle: 'Report',
    resultDate: '2026-11-20T09:00:00.000Z',
    reviewed: false,
    reviewedBy: null,
    reviewedDate: null,
    ...overrides,
  };
}
