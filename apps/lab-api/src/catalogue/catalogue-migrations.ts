import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The catalogue's tables and search indexes. Full-text documents use the `english` configuration
 * (stems words, keeps codes and gene symbols whole); pg_trgm gives typo-tolerant name matching.
 */
const catalogue0001: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create extension if not exists pg_trgm`.execute(db);
    // One statement per query: PGlite's extended protocol takes a single statement.
    for (const statement of catalogueTables.split(/;\s*\n/)) {
      if (statement.trim()) await sql.raw(statement).execute(db);
    }
  },
};

const catalogueTables = `
      create table catalogue_category (
        id text primary key,
        name text not null,
        parent_id text references catalogue_category (id),
        position integer not null default 0
      );
      create table catalogue_gene (
        id text primary key check (id = lower(id)),
        symbol text not null unique,
        name text not null,
        hgnc_id text not null unique,
        location text,
        aliases text[] not null default '{}'
      );
      create table catalogue_gene_variant (
        variant text not null,
        gene_id text not null references catalogue_gene (id) on delete cascade,
        primary key (variant, gene_id)
      );
      create table catalogue_condition (
        id text primary key,
        name text not null,
        synonyms text[] not null default '{}',
        icd10_codes text[] not null default '{}'
      );
      create table icd10_code (
        code text primary key,
        billable boolean not null,
        description text not null
      );
      create index icd10_code_description_trgm on icd10_code using gin (lower(description) gin_trgm_ops);
      create table catalogue_test (
        id integer primary key,
        key text not null unique,
        name text not null,
        test_code text not null,
        generic_code text not null,
        slug text not null unique,
        display_name text not null,
        subtitle text,
        tooltip text,
        short_description text,
        customizable boolean not null default false,
        turnaround_time text,
        max_number_of_genes integer,
        insurance_enabled boolean not null default true,
        bi_enabled boolean not null default true,
        hold_for_bi_enabled boolean not null default false,
        institutional_billing_enabled boolean not null default true,
        eligible_for_partnerships boolean not null default false,
        biopharma_eligibilities text[] not null default '{}',
        hide_in_test_catalog boolean not null default false,
        hide_details_page boolean not null default false,
        program_types text[] not null default '{}',
        is_test_package boolean not null default false,
        ny_approved boolean not null default false,
        is_orderable boolean not null default true,
        synonyms text[] not null default '{}',
        search_document tsvector not null default ''::tsvector,
        search_text text not null default ''
      );
      create unique index catalogue_test_code_upper on catalogue_test (upper(test_code));
      create index catalogue_test_search_document on catalogue_test using gin (search_document);
      create table catalogue_test_gene (
        test_id integer not null references catalogue_test (id) on delete cascade,
        gene_id text not null references catalogue_gene (id),
        optional boolean not null default false,
        primary key (test_id, gene_id)
      );
      create index catalogue_test_gene_gene on catalogue_test_gene (gene_id);
      create table catalogue_test_category (
        test_id integer not null references catalogue_test (id) on delete cascade,
        category_id text not null references catalogue_category (id),
        primary key (test_id, category_id)
      );
      create table catalogue_test_condition (
        test_id integer not null references catalogue_test (id) on delete cascade,
        condition_id text not null references catalogue_condition (id),
        primary key (test_id, condition_id)
      );
      create table catalogue_package_test (
        package_test_id integer not null references catalogue_test (id) on delete cascade,
        member_test_id integer not null references catalogue_test (id),
        position integer not null,
        primary key (package_test_id, member_test_id)
      );
      create table aoe_form (
        aoe_test_code text primary key,
        sections jsonb not null
      );
      create table test_extra_info (
        test_code text primary key,
        aoe_test_code text references aoe_form (aoe_test_code),
        test_types text[] not null default '{}',
        is_prenatal boolean not null default false,
        is_trio boolean not null default false,
        is_duo boolean not null default false,
        is_no_charge boolean not null default false,
        allowed_relatives text[] not null default '{}',
        dpl_enabled boolean not null default false,
        allowed_insurance_providers text[] not null default '{}',
        is_biopharma_only boolean not null default false,
        sponsored_by_coupon boolean not null default false
      );
      create table test_sponsored_account (
        test_code text not null,
        account_number text not null,
        force_manual boolean not null default false,
        for_minors_only boolean not null default false,
        primary key (test_code, account_number)
      );
      create table test_restricted_payment (
        test_code text not null,
        payment_type text not null,
        primary key (test_code, payment_type)
      );
      create table custom_cardio_suggestion (
        custom_test_code text not null,
        suggested_test_code text not null,
        primary key (custom_test_code, suggested_test_code)
      );
      create table partnership_program (
        program_code text primary key,
        name text not null,
        description text not null,
        sponsor_name text not null,
        program_type text not null,
        payment_type text not null,
        is_active boolean not null default true,
        start_date date,
        end_date date
      );
      create unique index partnership_program_code_upper on partnership_program (upper(program_code));
      create table partnership_program_test (
        program_code text not null references partnership_program (program_code) on delete cascade,
        test_code text not null,
        primary key (program_code, test_code)
      );
      create table resource_category (
        id text primary key,
        name text not null,
        parent_id text references resource_category (id),
        position integer not null default 0
      );
      create table resource (
        id text primary key,
        title text not null,
        description text not null,
        url text not null,
        resource_type text not null,
        search_document tsvector generated always as (
          setweight(to_tsvector('english', title), 'A') ||
          setweight(to_tsvector('english', description), 'B')
        ) stored
      );
      create index resource_search_document on resource using gin (search_document);
      create table resource_category_link (
        resource_id text not null references resource (id) on delete cascade,
        category_id text not null references resource_category (id),
        primary key (resource_id, category_id)
      );
      create table favorite_collection (
        subject text not null,
        favorite_type text not null,
        blob text not null,
        updated_at timestamptz not null default now(),
        primary key (subject, favorite_type)
      );
`;

/**
 * ICD-10-CM descriptions are searched by word prefixes (full text) rather than trigrams: the
 * trigram index made every seed of the 95,524 codes about ten seconds slower on PGlite.
 */
const catalogue0002: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`drop index if exists icd10_code_description_trgm`.execute(db);
    await sql`create index icd10_code_description_words on icd10_code
      using gin (to_tsvector('english', description))`.execute(db);
  },
};

/**
 * Typo-tolerant name matching (`term <% search_text`) through a trigram index, and gene aliases
 * (HGNC alias and previous symbols) found through an index instead of a scan of 19,221 genes.
 */
const catalogue0003: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create index catalogue_test_search_text_trgm on catalogue_test
      using gin (search_text gin_trgm_ops)`.execute(db);
    await sql`create index catalogue_gene_aliases on catalogue_gene using gin (aliases)`.execute(
      db,
    );
  },
};

/** The catalogue's migrations, in order (appended to the server's list). */
export const catalogueMigrations: ReadonlyArray<readonly [string, Migration]> = [
  ['catalogue_0001_catalogue', catalogue0001],
  ['catalogue_0002_icd_description_words', catalogue0002],
  ['catalogue_0003_test_name_trigrams', catalogue0003],
];
