import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldFrameProps } from '../Field';
import { control } from '../Field/Field.css';

export interface TextFieldProps
  extends
    FieldFrameProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldFrameProps | 'children' | 'size'> {
  /** Input type of a one-line text: `text` (default), `email`, `search`, `url`, `password`, `tel`. */
  type?: 'text' | 'email' | 'search' | 'url' | 'password' | 'tel';
  /** Class of the input itself (`className` goes on the frame). */
  inputClassName?: string;
}

/**
 * A one-line text input in the kit's field frame. Controlled (`value` + `onChange`) or
 * uncontrolled (`defaultValue`); forwards its ref and native events so that
 * react-hook-form's `register` works on it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    error,
    invalid,
    required,
    disabled,
    readOnly,
    id,
    className,
    inputClassName,
    type = 'text',
    'aria-describedby': ariaDescribedBy,
    ...inputProps
  },
  ref,
) {
  return (
    <Field
      label={label}
      description={description}
      error={error}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      id={id}
      className={className}
      describedBy={ariaDescribedBy}
    >
      {(fieldProps) => (
        <input
          ref={ref}
          type={type}
          {...inputProps}
          {...fieldProps}
          className={[control, inputClassName].filter(Boolean).join(' ')}
        />
      )}
    </Field>
  );
});
