import {
  getAllReferences,
  listRequiredFields,
  searchActiveAccounts,
  type AccountAccess,
} from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { allAccessTypes, approvedAccess } from '../accounts/account-scope.js';
import { type CallerAccountAccess } from '../accounts/caller.js';
import { accountAccess, registerCall, type CallRegistry } from '../http/register-call.js';
import { requiredFieldNames } from './references-records.js';
import { referenceLists } from './reference-lists.js';

/** The caller's access record as the contract names it (the account number is `cmid` there). */
function toAccountAccess({ accountNumber, ...access }: CallerAccountAccess): AccountAccess {
  return { ...access, cmid: accountNumber };
}

export function registerReferencesRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, getAllReferences, {
    access: { scope: 'signed-in' },
    async handler() {
      return referenceLists();
    },
  });

  registerCall(app, registry, searchActiveAccounts, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ input, caller, roles }) {
      const requested = new Set(input.params.accountNumbers);
      return approvedAccess(caller, roles)
        .filter((access) => access.isActive && requested.has(access.accountNumber))
        .sort(
          (left, right) =>
            left.clientName.localeCompare(right.clientName, 'en') ||
            left.accountNumber.localeCompare(right.accountNumber, 'en'),
        )
        .map(toAccountAccess);
    },
  });

  registerCall(app, registry, listRequiredFields, {
    access: accountAccess(allAccessTypes, 'params', 'accountNumber'),
    handler: async ({ account, db }) => requiredFieldNames(db, account.accountId),
  });
}
