import { sql, type Kysely, type Migration } from 'kysely';

/** Core tables of the platform: audit trail, profiles, accounts and access, settings. */
export const lab0001Core: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('audit_event')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('occurred_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('outcome', 'text', (column) =>
        column.notNull().check(sql`outcome in ('success', 'failure')`),
      )
      .addColumn('actor_subject', 'text')
      .addColumn('actor_email', 'text')
      .addColumn('entity_type', 'text')
      .addColumn('entity_id', 'text')
      .addColumn('account_number', 'text')
      .addColumn('client_ip', 'text')
      .addColumn('request_id', 'text')
      .addColumn('detail', 'jsonb')
      .execute();
    await db.schema
      .createIndex('audit_event_occurred_at')
      .on('audit_event')
      .column('occurred_at')
      .execute();
    // Append-only: the database itself refuses to change or remove an audit event.
    await sql`
      create function audit_event_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_event is append-only: % refused', tg_op using errcode = '42501';
      end
      $$`.execute(db);
    await sql`
      create trigger audit_event_append_only before update or delete on audit_event
      for each row execute function audit_event_refuse_change()`.execute(db);
    await sql`
      create trigger audit_event_no_truncate before truncate on audit_event
      for each statement execute function audit_event_refuse_change()`.execute(db);

    await db.schema
      .createTable('user_profile')
      .addColumn('contact_id', 'integer', (column) => column.primaryKey())
      .addColumn('login_email_address', 'text', (column) =>
        column
          .notNull()
          .unique()
          .check(sql`login_email_address = lower(login_email_address)`),
      )
      .addColumn('is_portal_user', 'boolean', (column) => column.notNull().defaultTo(true))
      .addColumn('email', 'text')
      .addColumn('home_phone', 'text')
      .addColumn('mobile_phone', 'text')
      .addColumn('phone', 'text')
      .addColumn('fax', 'text')
      .addColumn('portal_registration_completed', 'boolean', (column) =>
        column.notNull().defaultTo(false),
      )
      .addColumn('first_name', 'text')
      .addColumn('last_name', 'text')
      .addColumn('middle_name', 'text')
      .addColumn('npi', 'text')
      .addColumn('license_number', 'text')
      .addColumn('type_description', 'text')
      .addColumn('provider_id', 'text')
      .addColumn('staff_id', 'text')
      .addColumn('address1', 'text')
      .addColumn('mailing_state', 'text')
      .addColumn('state_code', 'text')
      .addColumn('city', 'text')
      .addColumn('mailing_country', 'text')
      .addColumn('country_code', 'text')
      .addColumn('zip', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('client_account')
      .addColumn('account_id', 'integer', (column) => column.primaryKey())
      .addColumn('cmid', 'text', (column) => column.notNull().unique())
      .addColumn('client_name', 'text', (column) => column.notNull())
      .addColumn('is_active', 'boolean', (column) => column.notNull().defaultTo(true))
      .addColumn('shipping_address1', 'text')
      .addColumn('shipping_address2', 'text')
      .addColumn('shipping_city', 'text')
      .addColumn('shipping_state', 'text')
      .addColumn('shipping_zip', 'text')
      .addColumn('shipping_country', 'text')
      .addColumn('state_code', 'text')
      .addColumn('country_code', 'text')
      .addColumn('business_type_code', 'text')
      .addColumn('bill_type_code', 'text')
      .addColumn('phone', 'text')
      .addColumn('fax', 'text')
      .execute();

    await db.schema
      .createTable('account_access')
      .addColumn('contact_id', 'integer', (column) =>
        column.notNull().references('user_profile.contact_id').onDelete('cascade'),
      )
      .addColumn('account_id', 'integer', (column) =>
        column.notNull().references('client_account.account_id').onDelete('cascade'),
      )
      .addColumn('access_type_code', 'text', (column) =>
        column.notNull().check(sql`access_type_code in ('GDAA', 'GDFA', 'GDOO')`),
      )
      .addColumn('portal_role_name', 'text', (column) => column.notNull())
      .addColumn('portal_role_code', 'text', (column) => column.notNull())
      .addColumn('is_ordering_provider', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('access_approved', 'boolean', (column) => column.notNull().defaultTo(false))
      .addPrimaryKeyConstraint('account_access_pk', ['contact_id', 'account_id'])
      .execute();
    await db.schema
      .createIndex('account_access_account_id')
      .on('account_access')
      .column('account_id')
      .execute();

    await db.schema
      .createTable('ordering_provider')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('account_id', 'integer', (column) =>
        column.notNull().references('client_account.account_id').onDelete('cascade'),
      )
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('middle_name', 'text')
      .addColumn('prefix', 'text')
      .addColumn('suffix', 'text')
      .addColumn('title', 'text')
      .addColumn('degree', 'text')
      .addColumn('contact', 'text')
      .addColumn('medical_license_number', 'text')
      .addColumn('medical_license_state', 'text')
      .addColumn('code', 'text')
      .addColumn('fax', 'text')
      .addColumn('email', 'text')
      .addColumn('client_master_provider_id', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('client_master_staff_id', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('client_master_npi', 'text')
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('transmission_protocol', 'integer')
      .addColumn('additional_provider_id', 'text')
      .execute();
    await db.schema
      .createIndex('ordering_provider_account_id')
      .on('ordering_provider')
      .column('account_id')
      .execute();

    await db.schema
      .createTable('app_setting')
      .addColumn('var_name', 'text', (column) => column.primaryKey())
      .addColumn('var_value', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('account_contact')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('account_id', 'integer', (column) =>
        column.notNull().references('client_account.account_id').onDelete('cascade'),
      )
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('fax', 'text')
      .addColumn('title', 'text')
      .addColumn('contact_role', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('account_contact_account_id')
      .on('account_contact')
      .column('account_id')
      .execute();

    await db.schema
      .createTable('account_required_field')
      .addColumn('account_id', 'integer', (column) =>
        column.notNull().references('client_account.account_id').onDelete('cascade'),
      )
      .addColumn('field_name', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('account_required_field_pk', ['account_id', 'field_name'])
      .execute();

    await db.schema
      .createTable('site_service_key')
      .addColumn('account_id', 'integer', (column) =>
        column.notNull().references('client_account.account_id').onDelete('cascade'),
      )
      .addColumn('service_key', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('site_service_key_pk', ['account_id', 'service_key'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'site_service_key',
      'account_required_field',
      'account_contact',
      'app_setting',
      'ordering_provider',
      'account_access',
      'client_account',
      'user_profile',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    await sql`drop trigger audit_event_no_truncate on audit_event`.execute(db);
    await sql`drop trigger audit_event_append_only on audit_event`.execute(db);
    await db.schema.dropTable('audit_event').execute();
    await sql`drop function audit_event_refuse_change()`.execute(db);
  },
};
