// The publications listing: newest first (id as the tie-break, so pages never overlap), a page of
// `first` from `offset`, filtered by types, words and a date range, with the filter's total count.
import type { Publication, PublicationFilter } from '@loci/contract';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import type { LabDatabase } from '../db/schema.js';
import type { PublicationTable } from './publication-schema.js';
import { likeEscape } from '../db/like-escape.js';

export interface PublicationListingInput {
  first: number;
  offset: number;
  filter?: PublicationFilter | undefined;
}

/** A LIKE pattern that matches the text literally anywhere (`%`, `_` and `\` escaped). */
function containsPattern(word: string): string {
  return `%${likeEscape(word)}%`;
}

/** Every word must appear in the title, the teaser or the source (any letter case). */
function filterConditions(filter: PublicationFilter | undefined) {
  return (eb: ExpressionBuilder<LabDatabase, 'publication'>) => {
    const conditions = [];
    if (filter?.types && filter.types.length > 0)
      conditions.push(eb('publication_type', 'in', filter.types));
    if (filter?.publishedFrom) conditions.push(eb('publication_date', '>=', filter.publishedFrom));
    if (filter?.publishedTo) conditions.push(eb('publication_date', '<=', filter.publishedTo));
    const words = (filter?.text ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
    for (const word of words)
      conditions.push(
        sql<boolean>`concat_ws(' ', display_title, teaser, source_text) ilike ${containsPattern(word)} escape '\\'`,
      );
    return eb.and(conditions);
  };
}

export function toPublication(row: Selectable<PublicationTable>): Publication {
  return {
    id: String(row.id),
    publicationType: row.publication_type,
    publicationDate: row.publication_date,
    displayTitle: row.display_title,
    teaser: row.teaser,
    articleLink: row.article_link,
    sourceLink: row.source_link,
    sourceText: row.source_text,
  };
}

export async function listPublications(
  db: LabKysely,
  input: PublicationListingInput,
): Promise<{ totalCount: number; items: Publication[] }> {
  const where = filterConditions(input.filter);
  const rows = await db
    .selectFrom('publication')
    .selectAll()
    .where(where)
    .orderBy('publication_date', 'desc')
    .orderBy('id', 'desc')
    .limit(input.first)
    .offset(input.offset)
    .execute();
  const { count } = await db
    .selectFrom('publication')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(where)
    .executeTakeFirstOrThrow();
  return { totalCount: Number(count), items: rows.map(toPublication) };
}
