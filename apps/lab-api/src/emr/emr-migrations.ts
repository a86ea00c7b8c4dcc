import { sql, type Kysely, type Migration } from 'kysely';

/** The local EMR's charts, per account. */
const emr0001: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      create table emr_chart (
        account_id integer not null references client_account (account_id),
        chart_number text not null,
        date_of_birth date,
        first_name text,
        last_name text,
        middle_name text,
        sex text,
        social_security_number text,
        primary key (account_id, chart_number)
      )`.execute(db);
    await sql`create index emr_chart_name on emr_chart (account_id, lower(last_name) text_pattern_ops, lower(first_name))`.execute(
      db,
    );
  },
};

export const emrMigrations: ReadonlyArray<readonly [string, Migration]> = [
  ['lab_6003_emr_charts', emr0001],
];
