import { forwardRef, useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { Field, type FieldFrameProps } from '../Field';
import { choiceInput, choiceLabel, choiceLabelDisabled, choiceRow } from '../Checkbox/Checkbox.css';
import { radioGroupContainer, radioLayout } from './RadioGroup.css';

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
    label,
    description,
    error,
    invalid,
    required,
    disabled,
    readOnly,
    id,
    className,
    options,
    name,
    value,
    defaultValue,
    onChange,
    onValueChange,
    onBlur,
    layout = 'stack',
  },
  ref,
) {
  const generatedName = useId();
  const groupName = name ?? `radio-${generatedName}`;
  const controlled = value !== undefined;

  return (
    <Field
      as="group"
      label={label}
      description={description}
      error={error}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      id={id}
      className={className}
    >
      {({
        id: groupId,
        required: isRequired,
        disabled: isDisabled,
        readOnly: isReadOnly,
        ...aria
      }) => (
        <div className={radioGroupContainer}>
          <div
            id={groupId}
            role="radiogroup"
            aria-required={isRequired}
            aria-readonly={isReadOnly}
            {...aria}
            className={radioLayout[layout]}
          >
            {options.map((option, index) => {
              const optionId = `${groupId}-${index}`;
              const optionDisabled = isDisabled || option.disabled;
              const checkedProps = controlled
                ? { checked: value === option.value }
                : { defaultChecked: defaultValue === option.value };
              return (
                <div key={option.value} className={choiceRow}>
                  <input
                    ref={ref}
                    type="radio"
                    id={optionId}
                    name={groupName}
                    value={option.value}
                    required={isRequired}
                    disabled={optionDisabled}
                    {...checkedProps}
                    onChange={(event) => {
                      if (isReadOnly) {
                        event.preventDefault();
                        return;
                      }
                      onChange?.(event);
                      onValueChange?.(event.target.value);
                    }}
                    onClick={isReadOnly ? (event) => event.preventDefault() : undefined}
                    onKeyDown={
                      isReadOnly
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
                  <label
                    htmlFor={optionId}
                    className={[choiceLabel, optionDisabled ? choiceLabelDisabled : '']
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {option.label}
                  </label>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </Field>
  );
});
