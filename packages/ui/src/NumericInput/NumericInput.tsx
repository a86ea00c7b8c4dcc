import { forwardRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { filterNumericInput, parseNumericInput } from '@loci/domain';
import { Field, type FieldFrameProps } from '../Field';
import { control } from '../Field/Field.css';
import { splitFieldProps } from '../Field/splitFieldProps';

export interface NumericInputProps
  extends
    FieldFrameProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldFrameProps | 'type' | 'children'> {
  /**
   * The number held after each change: `NaN` when the text is empty or does not parse
   * (for example `1-2` or `E`).
   */
  onValueChange?: (value: number) => void;
}

/**
 * A text input for numbers: only 0-9, dot, minus and E are kept; any other character is
 * stripped as it is typed or pasted (the caret stays where it was). `onChange` receives the
 * native event with the filtered text; `onValueChange` the number (`NaN` when unparseable).
 * Controlled or uncontrolled; forwards its ref (react-hook-form: `register(name, { valueAsNumber: true })`).
 */
export const NumericInput = forwardRef<HTMLInputElement, NumericInputProps>(
  function NumericInput(props, ref) {
    const [frame, { onChange, onValueChange, ...inputProps }] = splitFieldProps(props);
    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const raw = input.value;
      const filtered = filterNumericInput(raw);
      if (filtered !== raw) {
        const caret = input.selectionStart ?? raw.length;
        const kept = filterNumericInput(raw.slice(0, caret)).length;
        input.value = filtered;
        input.setSelectionRange(kept, kept);
      }
      onChange?.(event);
      onValueChange?.(parseNumericInput(filtered));
    };

    return (
      <Field {...frame}>
        {(fieldProps) => (
          <input
            ref={ref}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            {...inputProps}
            {...fieldProps}
            onChange={handleChange}
            className={control}
          />
        )}
      </Field>
    );
  },
);
