// The identity provider's tables. Names are prefixed `identity_`; the server's migration runner
// runs them after its core migrations, in this record's order.
import { sql, type Kysely, type Migration } from 'kysely';

const identity0001Tables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('identity_user')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) =>
        column
          .notNull()
          .unique()
          .check(sql`email = lower(email)`),
      )
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('disabled', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('identity_oidc_payload')
      .addColumn('model', 'text', (column) => column.notNull())
      .addColumn('id', 'text', (column) => column.notNull())
      .addColumn('payload', 'jsonb', (column) => column.notNull())
      .addColumn('grant_id', 'text')
      .addColumn('user_code', 'text')
      .addColumn('uid', 'text')
      .addColumn('account_id', 'text')
      .addColumn('expires_at', 'timestamptz')
      .addColumn('consumed_at', 'timestamptz')
      .addPrimaryKeyConstraint('identity_oidc_payload_pkey', ['model', 'id'])
      .execute();
    // Revoking a grant deletes every artefact of it; disabling a user finds their sessions and grants.
    // Each look-up's index holds only the rows that have its value.
    const payloadLookups: [index: string, columns: string[], valueColumn: string][] = [
      ['identity_oidc_payload_grant_id', ['grant_id'], 'grant_id'],
      ['identity_oidc_payload_uid', ['model', 'uid'], 'uid'],
      ['identity_oidc_payload_user_code', ['model', 'user_code'], 'user_code'],
      ['identity_oidc_payload_account_id', ['account_id'], 'account_id'],
    ];
    for (const [index, columns, valueColumn] of payloadLookups) {
      await db.schema
        .createIndex(index)
        .on('identity_oidc_payload')
        .columns(columns)
        .where(sql.ref(valueColumn), 'is not', null)
        .execute();
    }
    await db.schema
      .createIndex('identity_oidc_payload_expires_at')
      .on('identity_oidc_payload')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('identity_password_reset')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('identity_user.id').onDelete('cascade'),
      )
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('identity_password_reset_user_id')
      .on('identity_password_reset')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('identity_secret')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'jsonb', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('identity_secret').execute();
    await db.schema.dropTable('identity_password_reset').execute();
    await db.schema.dropTable('identity_oidc_payload').execute();
    await db.schema.dropTable('identity_user').execute();
  },
};

/**
 * Roles a user holds in the identity provider (docs/decisions/lab-desk.md): `lab-staff` for the
 * lab's own people. Practice users hold none; their access comes from the lab's account records.
 */
const identity0002Roles: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table identity_user add column roles jsonb not null default '[]'`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter table identity_user drop column roles`.execute(db);
  },
};

/**
 * Failed sign-in and reset-request counts per window (sign-in-rate-limiter.ts), shared by every
 * server instance on the database and kept across restarts. The key is a SHA-256.
 */
const identity0003AttemptCounters: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('identity_attempt_counter')
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('key_hash', 'text', (column) => column.notNull())
      .addColumn('failures', 'integer', (column) => column.notNull())
      .addColumn('resets_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('identity_attempt_counter_pkey', ['name', 'key_hash'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('identity_attempt_counter').execute();
  },
};

/**
 * The TOTP second factor (two-factor.ts): one confirmed secret per user with the last time step
 * used (a code works once) and the SHA-256 of each unused recovery code; and the sign-in steps
 * after the password, keyed by the interaction (its cookie binds them to one browser).
 */
const identity0004TwoFactor: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('identity_two_factor')
      .addColumn('user_id', 'text', (column) =>
        column.primaryKey().references('identity_user.id').onDelete('cascade'),
      )
      .addColumn('secret', 'text', (column) => column.notNull())
      .addColumn('last_time_step', 'integer')
      .addColumn('recovery_code_hashes', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'`))
      .addColumn('confirmed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('identity_sign_in_step')
      .addColumn('interaction_uid', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) =>
        column.notNull().references('identity_user.id').onDelete('cascade'),
      )
      .addColumn('step', 'text', (column) => column.notNull())
      .addColumn('pending_secret', 'text')
      .addColumn('failures', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('identity_sign_in_step').execute();
    await db.schema.dropTable('identity_two_factor').execute();
  },
};

/**
 * An administrator's reset of a user's two-step sign-in (two-factor.ts `resetSecondFactor`): the
 * user must set it up again at their next sign-in, also where the lab does not require it of all.
 */
const identity0005SecondFactorReset: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table identity_user add column must_enrol_second_factor boolean not null default false`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter table identity_user drop column must_enrol_second_factor`.execute(db);
  },
};

/** Ordered; append new migrations at the end, never rename or reorder. */
export const identityMigrations: Record<string, Migration> = {
  identity_0001_tables: identity0001Tables,
  identity_0002_roles: identity0002Roles,
  identity_0003_attempt_counters: identity0003AttemptCounters,
  identity_0004_two_factor: identity0004TwoFactor,
  identity_0005_second_factor_reset: identity0005SecondFactorReset,
};
