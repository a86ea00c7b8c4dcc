// The first accounts of a production database (`npm run accounts:create -- <file.json>`), in
// place of the demo data: the lab's administrators (the lab-staff role) and the client accounts
// with their account administrators. Nobody gets a password from the file: each person sets their
// own through "Forgot password" (README "First accounts"). Idempotent by e-mail and account number.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import type { LabKysely } from '../db/create-database.js';
import {
  findUserByEmail,
  findUserRoles,
  insertUser,
  labStaffRole,
  normaliseEmail,
  setUserRoles,
} from '../identity/identity-users.js';

const person = z.object({
  email: z.email(),
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  phone: z.string().trim().optional(),
});

export const firstAccountsSchema = z.object({
  labAdministrators: z.array(z.object({ email: z.email() })).default([]),
  clientAccounts: z
    .array(
      z.object({
        /** The client master id users see (cmid). */
        accountNumber: z.string().trim().min(1),
        name: z.string().trim().min(1),
        phone: z.string().trim().optional(),
        fax: z.string().trim().optional(),
        address: z.object({
          line1: z.string().trim().min(1),
          line2: z.string().trim().optional(),
          city: z.string().trim().min(1),
          state: z.string().trim().length(2),
          zip: z.string().trim().min(1),
          country: z.string().trim().default('USA'),
        }),
        administrators: z.array(person).min(1),
      }),
    )
    .default([]),
});

export type FirstAccounts = z.input<typeof firstAccountsSchema>;

export interface FirstAccountsSummary {
  labAdministrators: number;
  clientAccounts: number;
  accountAdministrators: number;
}

/** A password nobody knows: the person sets theirs through the reset mail. */
function unusablePassword(): string {
  return randomBytes(32).toString('base64url');
}

async function ensureSignIn(db: LabKysely, email: string): Promise<string> {
  const existing = await findUserByEmail(db, email);
  if (existing) return existing.id;
  return (await insertUser(db, email, unusablePassword(), { ifAbsent: true })).id;
}

export async function createFirstAccounts(
  db: LabKysely,
  input: FirstAccounts,
): Promise<FirstAccountsSummary> {
  const file = firstAccountsSchema.parse(input);
  const summary: FirstAccountsSummary = {
    labAdministrators: 0,
    clientAccounts: 0,
    accountAdministrators: 0,
  };
  for (const administrator of file.labAdministrators) {
    const id = await ensureSignIn(db, administrator.email);
    const roles = await findUserRoles(db, id);
    if (!roles.includes(labStaffRole)) await setUserRoles(db, id, [...roles, labStaffRole]);
    summary.labAdministrators += 1;
  }
  for (const account of file.clientAccounts) {
    await db.transaction().execute(async (trx) => {
      // Ids as the lab's own systems number them: the next free one.
      const { next } = await sql<{ next: number }>`
        select coalesce(max(account_id), 0) + 1 as next from client_account`
        .execute(trx)
        .then((result) => result.rows[0] ?? { next: 1 });
      const existing = await trx
        .selectFrom('client_account')
        .select('account_id')
        .where('cmid', '=', account.accountNumber)
        .executeTakeFirst();
      const accountId = existing?.account_id ?? Number(next);
      if (!existing) {
        await trx
          .insertInto('client_account')
          .values({
            account_id: accountId,
            cmid: account.accountNumber,
            client_name: account.name,
            is_active: true,
            shipping_address1: account.address.line1,
            shipping_address2: account.address.line2 ?? null,
            shipping_city: account.address.city,
            shipping_state: account.address.state,
            shipping_zip: account.address.zip,
            shipping_country: account.address.country,
            state_code: account.address.state,
            country_code: account.address.country,
            business_type_code: null,
            bill_type_code: null,
            phone: account.phone ?? null,
            fax: account.fax ?? null,
          })
          .execute();
        summary.clientAccounts += 1;
      }
      for (const administrator of account.administrators) {
        const email = normaliseEmail(administrator.email);
        await ensureSignIn(trx, email);
        let profile = await trx
          .selectFrom('user_profile')
          .select('contact_id')
          .where('login_email_address', '=', email)
          .executeTakeFirst();
        if (!profile) {
          const { nextContact } = await sql<{ nextContact: number }>`
            select coalesce(max(contact_id), 0) + 1 as "nextContact" from user_profile`
            .execute(trx)
            .then((result) => result.rows[0] ?? { nextContact: 1 });
          profile = { contact_id: Number(nextContact) };
          await trx
            .insertInto('user_profile')
            .values({
              contact_id: profile.contact_id,
              login_email_address: email,
              is_portal_user: true,
              email,
              home_phone: null,
              mobile_phone: null,
              phone: administrator.phone ?? null,
              fax: null,
              portal_registration_completed: true,
              first_name: administrator.firstName,
              last_name: administrator.lastName,
              middle_name: null,
              npi: null,
              license_number: null,
              type_description: 'Account Administrator',
              provider_id: null,
              staff_id: null,
              address1: null,
              mailing_state: null,
              state_code: null,
              city: null,
              mailing_country: null,
              country_code: null,
              zip: null,
            })
            .execute();
        }
        const added = await trx
          .insertInto('account_access')
          .values({
            contact_id: profile.contact_id,
            account_id: accountId,
            access_type_code: 'GDAA',
            portal_role_name: 'AccountAdministrator',
            portal_role_code: 'GDAA',
            is_ordering_provider: false,
            access_approved: true,
          })
          .onConflict((conflict) => conflict.columns(['contact_id', 'account_id']).doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) summary.accountAdministrators += 1;
      }
    });
  }
  return summary;
}
