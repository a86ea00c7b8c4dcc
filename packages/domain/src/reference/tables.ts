// Helpers for the reference tables of this folder (not part of the package's API).

/** A row of a numbered table: its name in code and its number. */
interface NamedValue {
  readonly name: string;
  readonly value: number;
}

/**
 * A numbered table's numbers by name (`{ Draft: 1, … }` from `[{ value: 1, name: 'Draft' }, …]`),
 * each typed as its own number, so the table is the one place a number is written.
 */
export function valuesByName<const Row extends NamedValue>(
  rows: readonly Row[],
): { readonly [Each in Row as Each['name']]: Each['value'] } {
  return Object.fromEntries(rows.map((row) => [row.name, row.value])) as {
    readonly [Each in Row as Each['name']]: Each['value'];
  };
}
