// The portal's form fields wired to react-hook-form once: a registered field's props with its
// error message beside it, and a select driven by a Controller. The patient and insurance forms
// (and any later form) use these instead of repeating the wiring per field.
import {
  Controller,
  get,
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Select, type SelectProps } from '@loci/ui';

/** What a kit field takes from the form: its registration and the message of its error. */
export type RegisteredFieldProps<Name extends string> = UseFormRegisterReturn<Name> & {
  error: string | undefined;
};

/**
 * A function giving a field's props by name (`<TextField label="City" {...field('city')} />`):
 * the registration and, from `errors`, the field's message (nested names such as
 * `contacts.0.contactValue` too).
 */
export function registeredFields<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
) {
  return <Name extends FieldPath<Values>>(name: Name): RegisteredFieldProps<Name> => ({
    ...register(name),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}

export type SelectFieldProps<Values extends FieldValues> = Omit<
  SelectProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

/** The kit's Select as a controlled field of the form (its value is the chosen option's). */
export function SelectField<Values extends FieldValues>({
  control,
  name,
  ...select
}: SelectFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...select}
          name={field.name}
          value={field.value as SelectProps['value']}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
