import { sql, type Kysely, type Migration } from 'kysely';
import { embeddedIssuerKey } from '../../identity/access-token-verifier.js';

/**
 * Profiles keyed by issuer and subject (docs/decisions/external-identity-provider.md): a profile
 * is reached by the (issuer, subject) it was linked to, never by another issuer's same subject.
 * Existing profiles whose e-mail is a user of the embedded provider are linked to that user.
 * (Kysely runs pending migrations in alphabetical order: this one after `identity_*` and the core.)
 */
export const lab0002ProfileIssuer: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table user_profile add column identity_issuer text`.execute(db);
    await sql`alter table user_profile add column identity_subject text`.execute(db);
    await sql`alter table user_profile add constraint user_profile_identity_link
      check ((identity_issuer is null) = (identity_subject is null))`.execute(db);
    await sql`create unique index user_profile_identity on user_profile
      (identity_issuer, identity_subject) where identity_issuer is not null`.execute(db);
    await sql`update user_profile set identity_issuer = ${embeddedIssuerKey},
      identity_subject = identity_user.id
      from identity_user where identity_user.email = user_profile.login_email_address`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop index user_profile_identity`.execute(db);
    await sql`alter table user_profile drop constraint user_profile_identity_link`.execute(db);
    await sql`alter table user_profile drop column identity_subject`.execute(db);
    await sql`alter table user_profile drop column identity_issuer`.execute(db);
  },
};
