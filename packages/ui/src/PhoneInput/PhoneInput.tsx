import {
  forwardRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
} from 'react';
import { fax as faxRule, phone as phoneRule } from '@loci/domain';
import { Field, type FieldFrameProps } from '../Field';
import { control } from '../Field/Field.css';
import { splitFieldProps } from '../Field/splitFieldProps';
import { useUiMessages } from '../messages';

export interface PhoneInputProps
  extends
    FieldFrameProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldFrameProps | 'type' | 'children'> {
  /** `phone` (default) or `fax`: which rule and message apply. */
  variant?: 'phone' | 'fax';
  /**
   * Check the number when the field is left (optional +, then at least 10 digits, spaces or
   * hyphens) and show "Please provide a valid phone number" / "... fax number" beside the label.
   * On by default; an `error` passed in always wins.
   */
  validate?: boolean;
}

/**
 * A telephone or fax number input (`type="tel"`) in the kit's field frame, checked with the
 * domain's phone and fax rules when left and again as it is corrected. Controlled or
 * uncontrolled; forwards its ref and native events (react-hook-form ready; with `register`,
 * use the domain's `phone`/`fax` rules in `validate` and pass `errors.x?.message` as `error`).
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(
  function PhoneInput(props, ref) {
    const [frame, { variant = 'phone', validate = true, onBlur, onChange, ...inputProps }] =
      splitFieldProps(props);
    const messages = useUiMessages();
    const [checked, setChecked] = useState(false);
    const [valid, setValid] = useState(true);

    const check = (text: string) => {
      const rule = variant === 'fax' ? faxRule : phoneRule;
      setValid(rule(text) === undefined);
    };

    const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
      if (validate) {
        setChecked(true);
        check(event.target.value);
      }
      onBlur?.(event);
    };

    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      // Once shown, the message goes away as soon as the number is right.
      if (validate && checked) check(event.target.value);
      onChange?.(event);
    };

    const ownError =
      validate && checked && !valid
        ? variant === 'fax'
          ? messages.faxInvalid
          : messages.phoneInvalid
        : undefined;

    return (
      <Field {...frame} error={frame.error ?? ownError}>
        {(fieldProps) => (
          <input
            ref={ref}
            type="tel"
            autoComplete={variant === 'fax' ? 'off' : 'tel'}
            {...inputProps}
            {...fieldProps}
            onBlur={handleBlur}
            onChange={handleChange}
            className={control}
          />
        )}
      </Field>
    );
  },
);
