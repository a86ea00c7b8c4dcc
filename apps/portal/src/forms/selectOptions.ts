// Lists of the lab's values as the options of a select or radio group: a reference table (a code
// and its description: sexes, relations, contact types), or plain texts shown as they are sent
// (lab statuses, message categories, document categories).

/** A table's entries as options, in the table's order: the code is sent, the description read. */
export const codeOptions = (table: ReadonlyArray<{ code: string; description: string }>) =>
  table.map((entry) => ({ value: entry.code, label: entry.description }));

/** Texts as options, each read as it is sent. */
export const textOptions = <Text extends string>(texts: readonly Text[]) =>
  texts.map((text) => ({ value: text, label: text }));
