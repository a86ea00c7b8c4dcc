// The patient search: the term is split into words, each word read as a date of birth
// (MM/DD/YYYY or ISO), an e-mail (has @), a number (patient id, MRN, external id, accession) or a
// part of a name (any order, partial). Every word must match. Scoped to the caller's accounts.
import { readCalendarDate, SortOrder, toIsoDate } from '@loci/domain';
import { sql, type RawBuilder } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { likeEscape } from '../db/like-escape.js';

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

/** The sort keys of each OrderBy, before the id that ends every order. */
function sortKeys(
  orderBy: PatientSearchQuery['orderBy'],
  dir: RawBuilder<unknown>,
  nulls: RawBuilder<unknown>,
): RawBuilder<unknown>[] {
  switch (orderBy) {
    case 'PatientName':
      return [sql`lower(p.last_name) ${dir} ${nulls}`, sql`lower(p.first_name) ${dir} ${nulls}`];
    case 'PatientId':
      return [];
    case 'Gender':
      return [sql`p.gender ${dir} ${nulls}`];
    case 'DateOfBirth':
      return [sql`p.birth_date ${dir} ${nulls}`];
    case 'Email':
      return [sql`lower(p.email) ${dir} ${nulls}`];
    case 'AccountNumber':
      // Constant within one account: the account's own order is by id, the accounts are merged
      // by their number afterwards.
      return [];
    default:
      return orderBy satisfies never;
  }
}

/** The columns of a search item (from `p`, the patient, and `a`, its account). */
const itemColumns = sql`p.id as "patientId", p.last_name as "lastName", p.first_name as "firstName",
  p.gender as "gender", p.birth_date as "dateOfBirth", p.email as "email",
  a.cmid as "accountNumber", p.phone as "phone"`;

/**
 * One page of matching patients and the total count (docs/decisions/patients-api.md).
 *
 * With searched words or a last-name initial, their indexes find the matches, which are sorted
 * and counted in one query. Without any (the list's first pages), the page is read per account:
 * each account's rows are taken in the requested order from its `(account_id, key…, id)` index,
 * up to the end of the page, and the accounts are merged, so the first pages cost a few index
 * entries however many patients the accounts hold. The total is then counted on its own, and only
 * when the page does not tell it (a full page, or a page past the end).
 */
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

  const conditions: RawBuilder<unknown>[] = [];
  if (firstChar !== '')
    conditions.push(sql`lower(p.last_name) like ${`${likeEscape(firstChar)}%`}`);
  for (const word of words) conditions.push(wordCondition(word, query.withAccession));
  const accounts = sql`p.account_id in (${sql.join(query.accountIds.map((id) => sql`${id}`))})`;
  const where = sql.join([accounts, ...conditions], sql` and `);
  const offset = (query.pageNumber - 1) * query.pageSize;
  const keys = sortKeys(query.orderBy, dir, nulls);

  if (query.withAccession || conditions.length > 0) {
    // Searched words narrow the matches through their own indexes (trigram, date, e-mail, id,
    // the last name's prefix); the matches are sorted and counted in one query. Walking a sort
    // index instead would pass over every patient before the first match (matching names cluster
    // in the order, and `like 'm%'` bounds a name index only under the C collation).
    const from = query.withAccession
      ? sql`patient p join lab_order o on o.patient_id = p.id and o.accession_number is not null`
      : sql`patient p`;
    const orderBy = sql.join([
      ...(query.orderBy === 'AccountNumber' ? [sql`a.cmid ${dir}`] : keys),
      sql`p.id ${dir}`,
      ...(query.withAccession ? [sql`o.id asc`] : []),
    ]);
    const accession = query.withAccession ? sql`o.accession_number` : sql`null::text`;
    const result = await sql<PatientSearchRow & { totalCount: number | string }>`
      select ${itemColumns}, ${accession} as "accessionNumber", count(*) over () as "totalCount"
      from ${from} join client_account a on a.account_id = p.account_id
      where ${where}
      order by ${orderBy}
      limit ${query.pageSize} offset ${offset}`.execute(db);
    const rows = result.rows.map(({ totalCount: _total, ...row }) => row);
    if (result.rows.length > 0 || offset === 0) {
      return { rows, totalCount: Number(result.rows[0]?.totalCount ?? 0) };
    }
    // A page past the end: count on its own so that the pager still knows the total.
    return { rows, totalCount: await countMatches(db, from, where) };
  }

  // Nothing searched: every patient of the accounts matches. Each account's first rows come from
  // its sort index, the accounts are merged.
  const accountOrder = sql.join([...keys, sql`p.id ${dir}`]);
  const perAccount = query.accountIds.map(
    (accountId) => sql`(
      select p.id, p.account_id, p.last_name, p.first_name, p.gender, p.birth_date, p.email,
        p.phone
      from patient p
      where p.account_id = ${accountId}
      order by ${accountOrder}
      limit ${offset + query.pageSize})`,
  );
  const orderBy = sql.join([
    ...(query.orderBy === 'AccountNumber' ? [sql`a.cmid ${dir}`] : keys),
    sql`p.id ${dir}`,
  ]);
  const { rows } = await sql<PatientSearchRow>`
    select ${itemColumns}, null::text as "accessionNumber"
    from (${sql.join(perAccount, sql` union all `)}) p
      join client_account a on a.account_id = p.account_id
    order by ${orderBy}
    limit ${query.pageSize} offset ${offset}`.execute(db);

  // A page that is neither full nor past the end holds the last matches: it tells the total.
  if (rows.length > 0 && rows.length < query.pageSize) {
    return { rows, totalCount: offset + rows.length };
  }
  if (rows.length === 0 && offset === 0) return { rows, totalCount: 0 };
  return { rows, totalCount: await countMatches(db, sql`patient p`, where) };
}

/** The number of matches, counted on its own (an index-only scan of the account index). */
async function countMatches(
  db: LabKysely,
  from: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
): Promise<number> {
  const counted = await sql<{ count: number | string }>`
    select count(*) as count from ${from} where ${where}`.execute(db);
  return Number(counted.rows[0]?.count ?? 0);
}
