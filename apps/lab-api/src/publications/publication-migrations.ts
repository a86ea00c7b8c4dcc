import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Publications and lab news. The listing is always newest first with the id as a tie-break, so
 * both sorts are index orders: all types, and one type at a time (the portal's tabs).
 */
const publications0001: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create table publication (
      id integer primary key,
      publication_type text not null check (publication_type in ('Publication', 'News')),
      publication_date date not null,
      display_title text not null check (length(display_title) between 1 and 300),
      teaser text not null,
      article_link text not null check (article_link ~ '^https?://'),
      source_link text check (source_link ~ '^https?://'),
      source_text text
    )`.execute(db);
    await sql`create index publication_newest_first on publication
      (publication_date desc, id desc)`.execute(db);
    await sql`create index publication_type_newest_first on publication
      (publication_type, publication_date desc, id desc)`.execute(db);
  },
};

/** The publications' migrations, in order (appended to the server's list). */
export const publicationMigrations: ReadonlyArray<readonly [string, Migration]> = [
  ['publications_0001_publication', publications0001],
];
