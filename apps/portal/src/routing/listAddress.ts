// A list screen's filters, sort and page in its hash view's query
// (`#reports?from=2026-01-01&provider=8001&providerName=Ada%20Okafor&sort=patient&dir=asc&page=2`):
// the readers and writers the order list and the reports list share, so that both read a link,
// and Back, the same way. Unknown or malformed values are left out, never an error.
import type { DataTableSort } from '@loci/ui';

/** A name look-up's choice: the value the list filters on and the name shown. */
export interface ChosenName {
  value: string;
  name: string;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A name look-up's choice kept in the address (`provider=8001&providerName=Ada Okafor`). */
export function chosenNameOf(query: URLSearchParams, key: string): ChosenName | null {
  const value = query.get(key);
  return value ? { value, name: query.get(`${key}Name`) || value } : null;
}

/** A calendar date bound (`from=2026-01-31`), '' when absent or not an ISO date. */
export function isoDateOf(query: URLSearchParams, key: string): string {
  const value = query.get(key) ?? '';
  return isoDate.test(value) ? value : '';
}

/** The page (`page=2`), 1 when absent or not a page number. */
export function pageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The sort (`sort=patient&dir=asc`) over the list's sortable columns, or undefined. */
export function sortOf(
  query: URLSearchParams,
  sortableColumns: Readonly<Record<string, unknown>>,
): DataTableSort | undefined {
  const columnId = query.get('sort') ?? '';
  if (!Object.hasOwn(sortableColumns, columnId)) return undefined;
  return { columnId, direction: query.get('dir') === 'asc' ? 'ascending' : 'descending' };
}

/** A name look-up's choice as the address keeps it. */
export function chosenNameQuery(
  key: string,
  chosen: ChosenName | null | undefined,
): Record<string, string | undefined> {
  return { [key]: chosen?.value, [`${key}Name`]: chosen?.name };
}

/** The sort as the address keeps it: nothing when it is the list's initial sort. */
export function sortQuery(
  sort: DataTableSort,
  initial: DataTableSort | null,
): Record<string, string | undefined> {
  if (sort.columnId === initial?.columnId && sort.direction === initial.direction) return {};
  return { sort: sort.columnId, dir: sort.direction === 'ascending' ? 'asc' : 'desc' };
}
