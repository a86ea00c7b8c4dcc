// The publications table (snake_case, as stored); the listing maps rows to the contract's Publication.
import type { ColumnType } from 'kysely';

export interface PublicationTable {
  /** The lab's own number for the item (stable: the seed and editors give it). */
  id: number;
  /** `Publication` (a paper the lab's scientists wrote or co-wrote) or `News` (lab news). */
  publication_type: 'Publication' | 'News';
  /** Calendar date; read back as `YYYY-MM-DD` text. */
  publication_date: ColumnType<string, string, string>;
  display_title: string;
  teaser: string;
  article_link: string;
  source_link: string | null;
  source_text: string | null;
}

export interface PublicationDatabase {
  publication: PublicationTable;
}
