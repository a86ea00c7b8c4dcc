// A form's text fields described as a list and laid out in the page's form grid: the profile's
// contact form, the people of the accounts and the registration describe their fields once and
// this renders them, each registered with react-hook-form and its error beside it.
import type { ReactNode } from 'react';
import type { z } from 'zod/mini';
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form';
import { TextField } from '@loci/ui';
import * as styles from '../shell/page.css.ts';

/** One text field of a described form. */
export interface TextFieldSpec<Name extends string> {
  name: Name;
  label: string;
  required?: boolean;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  description?: string;
  /** Spans the whole grid row. */
  wide?: boolean;
}

/** The described text fields of a form checked by `Schema`, each named by one of its inputs. */
export type SchemaFields<Schema extends z.ZodMiniType<unknown, FieldValues>> = ReadonlyArray<
  TextFieldSpec<FieldPath<z.input<Schema>>>
>;

export function TextFieldGrid<Values extends FieldValues>({
  fields,
  register,
  errors,
  children,
}: {
  fields: ReadonlyArray<TextFieldSpec<FieldPath<Values>>>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  /** Fields placed before the described ones (e.g. a select). */
  children?: ReactNode;
}) {
  return (
    <div className={styles.formGrid}>
      {children}
      {fields.map((field) => (
        <TextField
          key={field.name}
          className={field.wide ? styles.wide : undefined}
          label={field.label}
          required={field.required}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          description={field.description}
          error={(get(errors, field.name) as FieldError | undefined)?.message}
          {...register(field.name)}
        />
      ))}
    </div>
  );
}
