import { sql, type Kysely, type Migration } from 'kysely';

/** The plan list, with a trigram index for the typeahead search. */
const insurance0001: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`
      create table insurance_plan (
        plan_code text primary key,
        plan_name text not null,
        category text not null check (category in ('UHC', 'ANTH', 'MCR', 'MCAD', 'MAMC', 'Other', 'MISC')),
        insurance_plan_company text not null,
        bi_enabled boolean not null default false,
        can_perform_federal_insurance_bi boolean not null default false,
        network text not null check (network in ('IN', 'OUT')),
        beacon_plan_code text,
        is_xifin boolean not null default false,
        dpl_enabled boolean not null default false,
        payment_types text[] not null default '{Insurance}',
        search_text text generated always as (
          lower(plan_name || ' ' || insurance_plan_company || ' ' || plan_code)
        ) stored
      )`.execute(db);
    await sql`create index insurance_plan_search_trgm on insurance_plan using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
  },
};

export const insuranceMigrations: ReadonlyArray<readonly [string, Migration]> = [
  ['lab_6001_insurance_plans', insurance0001],
];
