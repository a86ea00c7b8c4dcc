import { listAccountContacts, saveAccountContact } from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import {
  allAccessTypes,
  elevatedAccessTypes,
  requireAccountOrAll,
} from '../accounts/account-scope.js';
import { problems } from '../http/http-problem.js';
import { accountAccess, registerCall, type CallRegistry } from '../http/register-call.js';
import { toAccountContact } from './account-contact.js';
import { contactsOfAccounts, insertContact, updateContact } from './people-records.js';

export function registerPeopleRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, saveAccountContact, {
    access: accountAccess(elevatedAccessTypes, 'body', 'accountNumber'),
    async handler({ input, account, db, audit }) {
      const { id, accountNumber, ...fields } = input.body;
      const columns = {
        first_name: fields.firstName,
        last_name: fields.lastName,
        email: fields.email ?? null,
        phone: fields.phone ?? null,
        fax: fields.fax ?? null,
        title: fields.title ?? null,
        contact_role: fields.contactRole ?? null,
      };
      const accountId = account.accountId;
      const row =
        id === undefined
          ? await insertContact(db, accountId, columns)
          : await updateContact(db, accountId, id, columns);
      if (!row) throw problems.notFound('Contact not found');
      await audit({
        action: id === undefined ? 'account_contact.create' : 'account_contact.update',
        entityType: 'account_contact',
        entityId: row.id,
        accountNumber,
      });
      return toAccountContact(row, accountNumber);
    },
  });

  registerCall(app, registry, listAccountContacts, {
    access: { scope: 'accounts', roles: allAccessTypes },
    async handler({ input, caller, roles, db }) {
      const accounts = requireAccountOrAll(caller, roles, input.query.accountNumber);
      if (accounts.length === 0) return [];
      const numbers = new Map(accounts.map((access) => [access.accountId, access.accountNumber]));
      const rows = await contactsOfAccounts(db, [...numbers.keys()]);
      return rows.map((row) => toAccountContact(row, numbers.get(row.account_id) ?? ''));
    },
  });
}
