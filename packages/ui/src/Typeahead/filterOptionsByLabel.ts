/** One choice of a Typeahead: a stable `value` (its key) and the `label` users read and search. */
export interface TypeaheadOption {
  /** Stable, unique identifier of the option (used as its key and to compare selections). */
  value: string;
  /** The text shown in the menu and in the field, and matched against what the user types. */
  label: string;
  /** A second line shown under the label in the menu (not searched). */
  description?: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/**
 * The Typeahead's local filter: keeps the options whose label contains the query, ignoring case
 * (`'brca'` finds `'BRCA1'` and `'Hereditary BRCA panel'`). Leading and trailing spaces of the
 * query are ignored; an empty query keeps every option. Order is preserved. Pure, so that it can
 * be benchmarked (`npm run bench -w @loci/ui`) and reused by a server that filters the same way.
 */
export function filterOptionsByLabel<T extends Pick<TypeaheadOption, 'label'>>(
  options: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return options.slice();
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

/** The same filter under the name the kit's benchmark (`scripts/bench.mjs`) looks for. */
export const filterTypeaheadOptions = filterOptionsByLabel;
