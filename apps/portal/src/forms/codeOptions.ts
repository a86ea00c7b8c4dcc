// The lab's reference tables (a code and its description: sexes, relations, contact types) as the
// options of a select: the code is sent, the description is read.

/** A table's entries as select options, in the table's order. */
export const codeOptions = (table: ReadonlyArray<{ code: string; description: string }>) =>
  table.map((entry) => ({ value: entry.code, label: entry.description }));
