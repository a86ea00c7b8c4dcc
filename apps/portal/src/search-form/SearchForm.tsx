import type { FormEvent } from 'react';
import { Button, TextField } from '@loci/ui';
import * as styles from '../shell/page.css.ts';

export interface SearchFormProps {
  /** The search landmark's name (e.g. "Orders"). */
  name: string;
  /** The field's label. */
  label: string;
  /** What the search looks in, under the field. */
  description: string;
  value: string;
  onChange(value: string): void;
  onSubmit(event: FormEvent): void;
}

/** A list page's search: one search field and its Search button in a `search` landmark. */
export function SearchForm({
  name,
  label,
  description,
  value,
  onChange,
  onSubmit,
}: SearchFormProps) {
  return (
    <form role="search" aria-label={name} onSubmit={onSubmit} className={styles.actions}>
      <TextField
        label={label}
        type="search"
        description={description}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <div>
        <Button type="submit">Search</Button>
      </div>
    </form>
  );
}
