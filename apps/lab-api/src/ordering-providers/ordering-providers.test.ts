// Ordering providers over real HTTP: every field of document 1, the main provider first (domain
// rule), the transmission protocol defaulted by the domain; scoped to approved accounts.
import { defaultTransmissionProtocol, isMainOrderingProvider } from '@loci/domain';
import { describe, expect, it } from 'vitest';
import {
  answerData,
  answerFailure,
  demoUsers,
  portalCall,
  strangerEmail,
  useTestServer,
} from '../testing/index.js';

const server = useTestServer();

interface Provider {
  id: number;
  type: string;
  clientMasterProviderId: number;
  transmissionProtocol: number;
  fax: string | null;
  email: string | null;
  isMainProvider: boolean;
  [field: string]: unknown;
}

describe('ordering providers', () => {
  it('lists the account’s providers with every field, the main provider first', async () => {
    const providers = await answerData<Provider[]>(
      await portalCall(server, 'GET', '/order/orderingProviders/list/1001', demoUsers.ada),
    );
    expect(providers.length).toBeGreaterThanOrEqual(2);
    expect(providers[0]).toMatchObject({
      lastName: 'Okafor',
      isMainProvider: true,
      clientMasterNpi: '1234567893',
    });
    for (const field of [
      'firstName',
      'middleName',
      'lastName',
      'prefix',
      'suffix',
      'title',
      'degree',
      'contact',
      'medicalLicenseNumber',
      'medicalLicenseState',
      'code',
      'fax',
      'email',
      'clientMasterProviderId',
      'clientMasterStaffId',
      'clientMasterNpi',
      'type',
      'transmissionProtocol',
      'additionalProviderId',
    ]) {
      expect(providers[0], field).toHaveProperty(field);
    }
    const rows = await server.database.db
      .selectFrom('ordering_provider')
      .selectAll()
      .where('account_id', '=', 501)
      .execute();
    for (const provider of providers) {
      const row = rows.find((candidate) => candidate.id === provider.id)!;
      const facts = {
        type: row.type,
        clientMasterProviderId: row.client_master_provider_id,
        transmissionProtocol: row.transmission_protocol,
        fax: row.fax,
        email: row.email,
      };
      expect(provider.isMainProvider).toBe(isMainOrderingProvider(facts));
      expect(provider.transmissionProtocol).toBe(defaultTransmissionProtocol(facts));
    }
    const firstOther = providers.findIndex((provider) => !provider.isMainProvider);
    expect(providers.slice(firstOther).every((provider) => !provider.isMainProvider)).toBe(true);
  });

  it('answers 404 for accounts without approved access and 400 for a bad number', async () => {
    const cases: Array<[string, string, number]> = [
      [demoUsers.ada, '1003', 404],
      [demoUsers.sam, '1001', 200],
      [demoUsers.sam, '1002', 404],
      [demoUsers.noAccount, '1001', 404],
      [strangerEmail, '1001', 404],
    ];
    for (const [user, account, status] of cases) {
      expect(
        (await portalCall(server, 'GET', `/order/orderingProviders/list/${account}`, user)).status,
        `${user} ${account}`,
      ).toBe(status);
    }
    await answerFailure(
      await portalCall(server, 'GET', '/order/orderingProviders/list/10%2001', demoUsers.ada),
      400,
    );
  });
});
