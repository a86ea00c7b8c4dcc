/**
 * A label the app writes, as an expression of a pre-rendered page's inline script: the build calls
 * the app's own formatter with a marker in each field and turns what it writes into a
 * concatenation of the script's expressions, so that the page's texts cannot drift from the app's.
 * `fields` names, for each field the formatter reads, the script's expression of its value. (The
 * markers are private-use characters, which no formatter writes.)
 */
export function labelScript<Field extends string>(
  label: (fields: Record<Field, string>) => string,
  fields: Record<Field, string>,
): string {
  const names = Object.keys(fields) as Field[];
  const markers = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`]));
  const written = label(markers as Record<Field, string>);
  return written
    .split(/\uE000(\d+)\uE001/)
    .map((piece, index) =>
      index % 2 === 1
        ? `(${fields[names[Number(piece)]!]})`
        : JSON.stringify(piece).replaceAll('<', '\\u003c'),
    )
    .filter((piece) => piece !== '""')
    .join('+');
}
