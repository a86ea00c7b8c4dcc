import { siteServiceKeyPresentForAccount } from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { allAccessTypes } from '../accounts/account-scope.js';
import { accountAccess, registerCall, type CallRegistry } from '../http/register-call.js';
import { hasSiteServiceKey } from './site-service-keys-records.js';

export function registerSiteServiceKeyRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, siteServiceKeyPresentForAccount, {
    access: accountAccess(allAccessTypes, 'params', 'accountNo'),
    handler: async ({ account, db }) => hasSiteServiceKey(db, account.accountId),
  });
}
