import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldFrameProps } from '../Field';
import { control } from '../Field/Field.css';
import { splitFieldProps } from '../Field/splitFieldProps';

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
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  function TextField(props, ref) {
    const [frame, { inputClassName, type = 'text', ...inputProps }] = splitFieldProps(props);
    return (
      <Field {...frame}>
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
  },
);
