// The patient search: the term is split into words, each word read as a date of birth
// (MM/DD/YYYY or ISO), an e-mail (has @), a number (patient id, MRN, external id, accession) or a
// part of a name (any order, partial). Every word must match. Scoped to the caller's accounts.
import { readCalendarDate, SortOrder, toIsoDate } from '@loci/domain';
import { sql, type RawBuilder } from 'kysely';
import type { LabKysely } from '../db/create-database.js';

export interface PatientSearchQuery {
  accountIds: readonly number[];
  term: string;
  firstCharLastNameOnly: boolean;
  orderBy: 'PatientName' | 'PatientId' | 'Gender' | 'DateOfBirth' | 'Email' | 'AccountNumber';
  direction: number;
  pageNumber: number;
  pageSize: number;
  /** Search orders' accession numbers too, one item per patient and order. */
  withAccession: boolean;
}

export interface PatientSearchRow {
  patientId: number;
  lastName: string | null;
  firstName: string | null;
  gender: 'M' | 'F' | 'U' | null;
  dateOfBirth: string | null;
  email: string | null;
  accountNumber: string;
  phone: string | null;
  accessionNumber: string | null;
}

type Word =
  | { kind: 'date'; value: string }
  | { kind: 'email'; value: string }
  | { kind: 'number'; value: string }
  | { kind: 'name'; value: string };

/** Escapes LIKE's wildcards so that a typed % or _ is matched literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The words of a search term and what each one is. */
export function searchWords(term: string): Word[] {
  const words: Word[] = [];
  for (const part of term.split(/[\s,]+/)) {
    if (part === '') continue;
    const date = /^\d{1,4}[/-]\d{1,2}[/-]\d{1,4}$/.test(part)
      ? readCalendarDate(part.replace(/^(\d)\//, '0$1/').replace(/\/(\d)\//, '/0$1/'))
      : undefined;
    if (date) words.push({ kind: 'date', value: toIsoDate(date) });
    else if (part.includes('@')) words.push({ kind: 'email', value: part.toLowerCase() });
    else if (/^[A-Za-z0-9-]*\d[A-Za-z0-9-]*$/.test(part))
      words.push({ kind: 'number', value: part });
    else {
      const name = part.toLowerCase().replace(/[^\p{L}\p{M}'-]/gu, '');
      if (name !== '') words.push({ kind: 'name', value: name });
    }
  }
  return words;
}

function wordCondition(word: Word, withAccession: boolean): RawBuilder<unknown> {
  switch (word.kind) {
    case 'date':
      return sql`p.birth_date = ${word.value}::date`;
    case 'email':
      return sql`lower(p.email) like ${`${likeEscape(word.value)}%`}`;
    case 'number': {
      const conditions = [sql`p.mrn = ${word.value}`, sql`p.external_patient_id = ${word.value}`];
      if (/^\d{1,9}$/.test(word.value)) conditions.push(sql`p.id = ${Number(word.value)}`);
      if (withAccession) {
        conditions.push(sql`o.accession_number like ${`${likeEscape(word.value)}%`}`);
      }
      return sql`(${sql.join(conditions, sql` or `)})`;
    }
    case 'name':
      // Three letters or more: a trigram-indexed substring of the full name; fewer: a prefix of
      // the first or last name.
      return word.value.length >= 3
        ? sql`p.search_name like ${`%${likeEscape(word.value)}%`}`
        : sql`(lower(p.last_name) like ${`${likeEscape(word.value)}%`} or lower(p.first_name) like ${`${likeEscape(word.value)}%`})`;
    default:
      return word satisfies never;
  }
}

/** One page of matching patients and the total count. */
export async function searchPatientRows(
  db: LabKysely,
  query: PatientSearchQuery,
): Promise<{ rows: PatientSearchRow[]; totalCount: number }> {
  if (query.accountIds.length === 0) return { rows: [], totalCount: 0 };
  const words = query.firstCharLastNameOnly ? [] : searchWords(query.term);
  // A term with nothing searchable in it (only punctuation or wildcards) matches nobody.
  if (!query.firstCharLastNameOnly && query.term.trim() !== '' && words.length === 0) {
    return { rows: [], totalCount: 0 };
  }
  const firstChar = query.firstCharLastNameOnly ? query.term.trim().charAt(0).toLowerCase() : '';
  const descending = query.direction === SortOrder.Descending;
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const nulls = sql.raw(descending ? 'nulls first' : 'nulls last');

  const conditions: RawBuilder<unknown>[] = [
    sql`p.account_id in (${sql.join(query.accountIds.map((id) => sql`${id}`))})`,
  ];
  if (firstChar !== '')
    conditions.push(sql`lower(p.last_name) like ${`${likeEscape(firstChar)}%`}`);
  for (const word of words) conditions.push(wordCondition(word, query.withAccession));
  const where = sql.join(conditions, sql` and `);
  const from = query.withAccession
    ? sql`patient p join client_account a on a.account_id = p.account_id
        join lab_order o on o.patient_id = p.id and o.accession_number is not null`
    : sql`patient p join client_account a on a.account_id = p.account_id`;
  const accession = query.withAccession ? sql`o.accession_number` : sql`null::text`;
  const orderId = query.withAccession ? sql`o.id` : undefined;

  const orderColumns: Record<PatientSearchQuery['orderBy'], RawBuilder<unknown>[]> = {
    PatientName: [
      sql`lower(p.last_name) ${dir} ${nulls}`,
      sql`lower(p.first_name) ${dir} ${nulls}`,
    ],
    PatientId: [],
    Gender: [sql`p.gender ${dir} ${nulls}`],
    DateOfBirth: [sql`p.birth_date ${dir} ${nulls}`],
    Email: [sql`lower(p.email) ${dir} ${nulls}`],
    AccountNumber: [sql`a.cmid ${dir}`],
  };
  const orderBy = sql.join([
    ...orderColumns[query.orderBy],
    sql`p.id ${dir}`,
    ...(orderId ? [sql`${orderId} asc`] : []),
  ]);
  const offset = (query.pageNumber - 1) * query.pageSize;

  const result = await sql<PatientSearchRow & { totalCount: number }>`
    select p.id as "patientId", p.last_name as "lastName", p.first_name as "firstName",
      p.gender as "gender", p.birth_date as "dateOfBirth", p.email as "email",
      a.cmid as "accountNumber", p.phone as "phone", ${accession} as "accessionNumber",
      count(*) over () as "totalCount"
    from ${from}
    where ${where}
    order by ${orderBy}
    limit ${query.pageSize} offset ${offset}`.execute(db);

  let totalCount = Number(result.rows[0]?.totalCount ?? 0);
  if (result.rows.length === 0 && offset > 0) {
    // A page past the end: count on its own so that the pager still knows the total.
    const counted = await sql<{ count: number }>`
      select count(*) as count from ${from} where ${where}`.execute(db);
    totalCount = Number(counted.rows[0]?.count ?? 0);
  }
  return {
    rows: result.rows.map(({ totalCount: _total, ...row }) => row),
    totalCount,
  };
}
