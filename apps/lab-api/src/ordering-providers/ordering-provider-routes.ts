// Ordering providers of an account (seeded with the account data, src/seed/demo-data.ts): the
// main provider first (the domain's rule), the transmission protocol defaulted by the domain.
import { listOrderingProviders, type OrderingProvider } from '@loci/contract';
import { defaultTransmissionProtocol, isMainOrderingProvider } from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { allAccessTypes } from '../accounts/account-scope.js';
import type { OrderingProviderTable } from '../db/schema.js';
import { accountAccess, registerCall, type CallRegistry } from '../http/register-call.js';
import { orderingProviderRows } from './ordering-provider-records.js';

export function toOrderingProvider(row: Selectable<OrderingProviderTable>): OrderingProvider {
  const facts = {
    type: row.type,
    clientMasterProviderId: row.client_master_provider_id,
    transmissionProtocol: row.transmission_protocol,
    fax: row.fax,
    email: row.email,
  };
  return {
    id: row.id,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    prefix: row.prefix,
    suffix: row.suffix,
    title: row.title,
    degree: row.degree,
    contact: row.contact,
    medicalLicenseNumber: row.medical_license_number,
    medicalLicenseState: row.medical_license_state,
    code: row.code,
    fax: row.fax,
    email: row.email,
    clientMasterProviderId: row.client_master_provider_id,
    clientMasterStaffId: row.client_master_staff_id,
    clientMasterNpi: row.client_master_npi,
    type: row.type,
    transmissionProtocol: defaultTransmissionProtocol(facts) as 1 | 2,
    additionalProviderId: row.additional_provider_id,
    isMainProvider: isMainOrderingProvider(facts),
  };
}

export function registerOrderingProviderRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, listOrderingProviders, {
    access: accountAccess(allAccessTypes, 'params', 'accountNumber'),
    async handler({ account, db }) {
      const rows = await orderingProviderRows(db, account.accountId);
      const providers = rows.map(toOrderingProvider);
      return [
        ...providers.filter((provider) => provider.isMainProvider),
        ...providers.filter((provider) => !provider.isMainProvider),
      ];
    },
  });
}
