// An account contact as the calls answer it (the people feature's list and the messaging
// feature's recipients read the same rows).
import type { AccountContact } from '@loci/contract';
import type { Selectable } from 'kysely';
import type { AccountContactTable } from '../db/schema.js';

export function toAccountContact(
  row: Selectable<AccountContactTable>,
  accountNumber: string,
): AccountContact {
  return {
    id: row.id,
    accountNumber,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    fax: row.fax,
    title: row.title,
    contactRole: row.contact_role,
  };
}
