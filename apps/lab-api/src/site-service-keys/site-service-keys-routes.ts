import { siteServiceKeyPresentForAccount } from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { allAccessTypes } from '../accounts/account-scope.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';

export function registerSiteServiceKeyRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, siteServiceKeyPresentForAccount, {
    access: {
      scope: 'account',
      roles: allAccessTypes,
      accountNumber: (input) => input.params.accountNo,
    },
    async handler({ account, db }) {
      const key = await db
        .selectFrom('site_service_key')
        .select('service_key')
        .where('account_id', '=', account.accountId)
        .executeTakeFirst();
      return key !== undefined;
    },
  });
}
