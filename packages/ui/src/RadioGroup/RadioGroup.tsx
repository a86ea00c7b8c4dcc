import { forwardRef, useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import type { FieldFrameProps } from '../Field';
import { GroupField } from '../Field/GroupField';
import { choiceInput } from '../Checkbox/Checkbox.css';

/** One choice of a `RadioGroup`. */
export interface RadioOption {
  /** What the group's value becomes. */
  value: string;
  /** The text beside the radio button. */
  label: ReactNode;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldFrameProps {
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** Name shared by the radio buttons (the form field name). One is made up when absent. */
  name?: string;
  /** The chosen value when controlled (`''` for none). */
  value?: string;
  /** The value chosen at first when uncontrolled. */
  defaultValue?: string;
  /** The native change event of the radio button just chosen (`event.target.value`). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The chosen value, for callers that do not need the event. */
  onValueChange?: (value: string) => void;
  /** Called when focus leaves a radio button. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /**
   * `stack` (default): one option a line; `inline`: side by side; `grid`: the radio grid of
   * 3 columns (document 3), one column when the group's area is narrower than 688 px.
   */
  layout?: 'stack' | 'inline' | 'grid';
}

/**
 * A set of radio buttons in the kit's field frame, named by its label (`role="radiogroup"`).
 * Native underneath: Tab enters at the chosen option, arrow keys move and choose. The ref is
 * handed to every radio button, which is what react-hook-form's `register` expects.
 */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup(
  {
    options,
    name,
    value,
    defaultValue,
    onChange,
    onValueChange,
    onBlur,
    layout = 'stack',
    ...frame
  },
  ref,
) {
  const generatedName = useId();
  const groupName = name ?? `radio-${generatedName}`;
  const controlled = value !== undefined;

  return (
    <GroupField
      {...frame}
      role="radiogroup"
      options={options}
      layout={layout}
      groupProps={({ required: isRequired, readOnly: isReadOnly }) => ({
        'aria-required': isRequired,
        'aria-readonly': isReadOnly,
      })}
      renderInput={(option, choice) => (
        <input
          ref={ref}
          type="radio"
          id={choice.id}
          name={groupName}
          value={option.value}
          required={choice.required}
          disabled={choice.disabled}
          {...(controlled
            ? { checked: value === option.value }
            : { defaultChecked: defaultValue === option.value })}
          onChange={(event) => {
            if (choice.readOnly) {
              event.preventDefault();
              return;
            }
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
          onClick={choice.readOnly ? (event) => event.preventDefault() : undefined}
          onKeyDown={
            choice.readOnly
              ? (event) => {
                  if (event.key.startsWith('Arrow') || event.key === ' ') {
                    event.preventDefault();
                  }
                }
              : undefined
          }
          onBlur={onBlur}
          className={choiceInput}
        />
      )}
    />
  );
});
