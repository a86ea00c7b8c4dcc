import type { ReactNode } from 'react';
import { TextField } from '@loci/ui';
import { comboBoxBox } from './FieldPlaceholder.css.ts';

/**
 * What holds a search field's place (a Typeahead, an AddressAutocomplete) while its code loads: a
 * read-only field with the combobox's box and surface.
 */
export function FieldPlaceholder(props: {
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  placeholder?: string;
  value?: string;
}) {
  return (
    <TextField
      label={props.label}
      description={props.description}
      required={props.required}
      error={props.error}
      placeholder={props.placeholder}
      readOnly
      value={props.value ?? ''}
      inputClassName={comboBoxBox}
    />
  );
}
