import type { FormEvent } from 'react';
import { Button, TextField } from '@loci/ui';
import * as styles from '../shell/page.css.ts';

/** A search's texts, kept beside the page that searches. */
export interface SearchTexts {
  /** The search landmark's name (e.g. "Orders"). */
  name: string;
  /** The field's label. */
  label: string;
  /** What the search looks in, under the field. */
  description: string;
}

export interface SearchFormProps {
  texts: SearchTexts;
  value: string;
  onChange(value: string): void;
  onSubmit(event: FormEvent): void;
}

/** A list page's search: one search field and its Search button in a `search` landmark. */
export function SearchForm({ texts, value, onChange, onSubmit }: SearchFormProps) {
  const { name, label, description } = texts;
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
