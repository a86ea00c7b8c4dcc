import type { UserProfile } from '@loci/contract';

/** A complete profile for tests, shaped like the seeded dr.ada@loci.test. */
export function demoProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    loginEmailAddress: 'dr.ada@loci.test',
    isPortalUser: true,
    email: 'dr.ada@loci.test',
    homePhone: null,
    mobilePhone: null,
    phone: '617-555-0100',
    fax: null,
    portalRegistrationCompleted: true,
    firstName: 'Ada',
    lastName: 'Lovelace',
    middleName: null,
    npi: '1234567893',
    licenseNumber: 'MA-12345',
    typeDescription: 'Ordering provider',
    providerId: '501',
    staffId: null,
    address1: '1 Main Street',
    mailingState: 'Massachusetts',
    stateCode: 'MA',
    city: 'Boston',
    mailingCountry: 'United States',
    countryCode: 'USA',
    zip: '02110',
    accounts: [
      {
        accountNumber: '1001',
        accessApproved: true,
        accessTypeCode: 'GDAA',
        clientName: 'Harbor Genetics',
      },
    ],
    ...overrides,
  };
}
