/**
 * The rows in the order of `keys`, leaving out keys without a row: a page's ids are found first
 * (ranked, paged) and their rows read after, in whatever order the database gives them.
 */
export function inOrderOf<Row, Key>(
  keys: readonly Key[],
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
): Row[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    return row === undefined ? [] : [row];
  });
}
