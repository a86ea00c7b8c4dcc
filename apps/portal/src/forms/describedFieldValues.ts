import type { TextFieldSpec } from './TextFieldGrid.tsx';

/** A described form's first values: each field's text from a record, or '' where it has none. */
export function describedFieldValues<Name extends string>(
  fields: ReadonlyArray<TextFieldSpec<Name>>,
  record: Partial<Record<Name, string | null>> | null,
): Record<Name, string> {
  return Object.fromEntries(
    fields.map((field) => [field.name, record?.[field.name] ?? '']),
  ) as Record<Name, string>;
}
