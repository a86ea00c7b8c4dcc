import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Field, type FieldFrameProps } from '../Field';
import { control } from '../Field/Field.css';
import { splitFieldProps } from '../Field/splitFieldProps';
import { select } from './Select.css';

/** One choice of a `Select`. */
export interface SelectOption {
  /** What the select's value becomes. */
  value: string;
  /** What the user reads. */
  label: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

export interface SelectProps
  extends
    FieldFrameProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldFrameProps | 'multiple'> {
  /** The choices; or pass `<option>` elements as children. */
  options?: readonly SelectOption[];
  /**
   * Text of an empty first choice (value `''`) shown while nothing is chosen, such as
   * "Select a state". Omit it when the select always has a value.
   */
  placeholder?: string;
}

/**
 * A native select in the kit's field frame: the platform's own keyboard and screen-reader
 * behaviour (type-ahead, arrow keys, the system list on touch devices). Controlled or
 * uncontrolled; forwards its ref and native events (react-hook-form ready).
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(props, ref) {
  const [{ readOnly, ...frame }, { options, placeholder, children, ...selectProps }] =
    splitFieldProps(props);
  return (
    // A select has no read-only state of its own: read-only shows the value, disabled.
    <Field {...frame} disabled={frame.disabled || readOnly}>
      {({ readOnly: _readOnly, ...fieldProps }) => (
        <select ref={ref} {...selectProps} {...fieldProps} className={`${control} ${select}`}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
});
