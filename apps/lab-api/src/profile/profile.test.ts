import { userProfileSchema } from '@loci/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { demoUsers, useTestServer } from '../testing/index.js';

const server = useTestServer();

const base = '/api/portal/v1.0.1';

async function profileRow(email: string) {
  return server.database.db
    .selectFrom('user_profile')
    .selectAll()
    .where('login_email_address', '=', email)
    .executeTakeFirstOrThrow();
}

describe('GET /user/profile', () => {
  it('answers Dr. Okafor’s wrapped profile with every field and her three accounts', async () => {
    const response = await server.request(`${base}/user/profile`, { as: demoUsers.ada });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; data: unknown };
    expect(body.success).toBe(true);
    const profile = z.strictObject(userProfileSchema.shape).parse(body.data);
    expect(profile).toMatchObject({
      loginEmailAddress: 'dr.ada@loci.test',
      portalRegistrationCompleted: true,
      firstName: 'Ada',
      lastName: 'Okafor',
      npi: '1234567893',
    });
    expect(profile.accounts).toEqual([
      {
        accountNumber: '1001',
        accessApproved: true,
        accessTypeCode: 'GDAA',
        clientName: 'Beacon Hill Medical Genetics',
      },
      {
        accountNumber: '1002',
        accessApproved: true,
        accessTypeCode: 'GDFA',
        clientName: 'Lakeshore Pediatric Cardiology',
      },
      {
        accountNumber: '1003',
        accessApproved: false,
        accessTypeCode: 'GDOO',
        clientName: 'Cascade Women’s Health & Prenatal Care',
      },
    ]);
  });

  it('links the sign-in by lower-cased e-mail', async () => {
    const response = await server.request(`${base}/user/profile`, { as: 'Sam.Staff@LOCI.test' });
    const body = (await response.json()) as {
      data: { loginEmailAddress: string; accounts: unknown[] };
    };
    expect(body.data.loginEmailAddress).toBe('sam.staff@loci.test');
    expect(body.data.accounts).toEqual([
      {
        accountNumber: '1001',
        accessApproved: true,
        accessTypeCode: 'GDOO',
        clientName: 'Beacon Hill Medical Genetics',
      },
    ]);
  });

  it('shows incomplete registration and an empty account list', async () => {
    const newProvider = (await (
      await server.request(`${base}/user/profile`, { as: demoUsers.newProvider })
    ).json()) as { data: { portalRegistrationCompleted: boolean } };
    expect(newProvider.data.portalRegistrationCompleted).toBe(false);
    const noAccount = (await (
      await server.request(`${base}/user/profile`, { as: demoUsers.noAccount })
    ).json()) as { data: { accounts: unknown[] } };
    expect(noAccount.data.accounts).toEqual([]);
  });

  it('says whether the user is an ordering provider (whose registration needs the NPI)', async () => {
    const isOrderingProvider = async (as: string) =>
      (
        (await (await server.request(`${base}/user/profile`, { as })).json()) as {
          data: { isOrderingProvider?: boolean };
        }
      ).data.isOrderingProvider;
    expect(await isOrderingProvider(demoUsers.newProvider)).toBe(true);
    expect(await isOrderingProvider(demoUsers.ada)).toBe(true);
    expect(await isOrderingProvider(demoUsers.sam)).toBe(false);
  });

  it('answers 404 for a signed-in person without a profile', async () => {
    const response = await server.request(`${base}/user/profile`, { as: 'stranger@loci.test' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      errors: [{ code: 'not_found', message: 'No profile for the signed-in user' }],
    });
  });
});

describe('client contact information', () => {
  it('answers the caller’s own contact information', async () => {
    const response = await server.request(`${base}/fetchClientContactInfo`, { as: demoUsers.sam });
    expect(await response.json()).toEqual({
      success: true,
      data: {
        email: 'sam.staff@loci.test',
        phone: '617-555-0150',
        mobilePhone: null,
        homePhone: null,
        fax: null,
        address1: '240 Cambridge St, Suite 400',
        city: 'Boston',
        stateCode: 'MA',
        mailingState: 'Massachusetts',
        zip: '02114',
        countryCode: 'USA',
        mailingCountry: 'United States',
      },
    });
  });

  it('changes only the given fields, clears with null, and audits the change', async () => {
    const response = await server.request(`${base}/updateClientContactInfo`, {
      method: 'POST',
      as: demoUsers.sam,
      json: { mobilePhone: '+1 617 555 0188', fax: '617-555-0141', address1: null },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      mobilePhone: '+1 617 555 0188',
      fax: '617-555-0141',
      address1: null,
      phone: '617-555-0150',
    });
    const audit = await server.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', 'profile.contact_info.update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_email: 'sam.staff@loci.test', entity_id: '70002' });
    expect(audit[0]?.detail).toEqual({ fields: ['mobilePhone', 'fax', 'address1'] });
  });

  it('refuses invalid values field by field and changes nothing', async () => {
    const before = await profileRow(demoUsers.sam);
    const response = await server.request(`${base}/updateClientContactInfo`, {
      method: 'POST',
      as: demoUsers.sam,
      json: {
        phone: '12345',
        email: 'not-an-email',
        zip: "02114' OR '1'='1",
        city: 12,
        fax: 'fax me',
      },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      success: boolean;
      errors: Array<{ code: string; message: string; path: string }>;
    };
    expect(body.success).toBe(false);
    const byPath = Object.fromEntries(body.errors.map((error) => [error.path, error]));
    expect(byPath.phone?.message).toBe('Please provide a valid phone number');
    expect(byPath.email?.message).toBe('Must be a valid email');
    expect(byPath.zip?.message).toBe('Wrong format');
    expect(byPath.fax?.message).toBe('Please provide a valid fax number');
    expect(byPath.city?.code).toBe('invalid_type');
    expect(await profileRow(demoUsers.sam)).toEqual(before);
  });
});

describe('POST /finalizeClientRegistration', () => {
  const registration = {
    firstName: 'Nadia',
    lastName: 'Haddad',
    npi: '1245319599',
    phone: '312-555-0190',
    address1: '875 N Michigan Ave, Suite 2100',
    city: 'Chicago',
    stateCode: 'IL',
    zip: '60611',
  };

  it('requires the NPI of an ordering provider and checks its digits', async () => {
    const { npi: _npi, ...withoutNpi } = registration;
    const missing = await server.request(`${base}/finalizeClientRegistration`, {
      method: 'POST',
      as: demoUsers.newProvider,
      json: withoutNpi,
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      success: false,
      errors: [{ code: 'required', message: 'This field is required', path: 'npi' }],
    });
    const wrong = await server.request(`${base}/finalizeClientRegistration`, {
      method: 'POST',
      as: demoUsers.newProvider,
      json: { ...registration, npi: '1245319590', firstName: '<script>alert(1)</script>' },
    });
    expect(wrong.status).toBe(400);
    const body = (await wrong.json()) as { errors: Array<{ path: string; message: string }> };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'npi', message: 'Wrong format' }),
        expect.objectContaining({
          path: 'firstName',
          message: 'Value contains invalid characters',
        }),
      ]),
    );
    expect((await profileRow(demoUsers.newProvider)).portal_registration_completed).toBe(false);
  });

  it('says a blank phone, state or ZIP code is required, not malformed', async () => {
    const blank = await server.request(`${base}/finalizeClientRegistration`, {
      method: 'POST',
      as: demoUsers.newProvider,
      json: { ...registration, phone: ' ', stateCode: '', zip: '' },
    });
    expect(blank.status).toBe(400);
    const { errors } = (await blank.json()) as { errors: Array<{ path: string; message: string }> };
    expect(errors.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: 'phone', message: 'This field is required' },
      { path: 'stateCode', message: 'This field is required' },
      { path: 'zip', message: 'This field is required' },
    ]);
    const malformed = await server.request(`${base}/finalizeClientRegistration`, {
      method: 'POST',
      as: demoUsers.newProvider,
      json: { ...registration, stateCode: 'Illinois', zip: '606' },
    });
    const wrong = (await malformed.json()) as { errors: Array<{ path: string; message: string }> };
    expect(wrong.errors.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: 'stateCode', message: 'Wrong format' },
      { path: 'zip', message: 'Wrong format' },
    ]);
    expect((await profileRow(demoUsers.newProvider)).portal_registration_completed).toBe(false);
  });

  it('completes registration and answers the updated profile', async () => {
    const response = await server.request(`${base}/finalizeClientRegistration`, {
      method: 'POST',
      as: demoUsers.newProvider,
      json: registration,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      portalRegistrationCompleted: true,
      npi: '1245319599',
      countryCode: 'USA',
      accounts: [expect.objectContaining({ accountNumber: '1002', accessTypeCode: 'GDFA' })],
    });
    const audit = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'actor_email'])
      .where('action', '=', 'profile.registration.finalize')
      .execute();
    expect(audit).toEqual([
      { action: 'profile.registration.finalize', actor_email: 'new.provider@loci.test' },
    ]);
  });

  it('takes a postal code of another country; a USA address needs a US ZIP code', async () => {
    const usa = await server.request(`${base}/finalizeClientRegistration`, {
      method: 'POST',
      as: demoUsers.newProvider,
      json: { ...registration, zip: 'K1A 0B1' },
    });
    expect(usa.status).toBe(400);
    const { errors } = (await usa.json()) as { errors: Array<{ path: string; message: string }> };
    expect(errors.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: 'zip', message: 'Wrong format' },
    ]);
    const canada = await server.request(`${base}/finalizeClientRegistration`, {
      method: 'POST',
      as: demoUsers.newProvider,
      json: { ...registration, stateCode: 'ON', zip: 'K1A 0B1', countryCode: 'CAN' },
    });
    expect(canada.status).toBe(200);
    expect(await profileRow(demoUsers.newProvider)).toMatchObject({
      zip: 'K1A 0B1',
      country_code: 'CAN',
    });
  });

  it('lets staff who order nothing register without an NPI', async () => {
    const response = await server.request(`${base}/finalizeClientRegistration`, {
      method: 'POST',
      as: demoUsers.noAccount,
      json: { ...registration, npi: '', firstName: 'Morgan', lastName: 'Lee' },
    });
    expect(response.status).toBe(200);
  });
});
