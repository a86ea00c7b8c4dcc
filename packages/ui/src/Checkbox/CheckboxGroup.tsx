import { forwardRef, useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { Field, type FieldFrameProps } from '../Field';
import { useUiMessages } from '../messages';
import { visuallyHidden } from '../theme/global.css';
import { radioGroupContainer, radioLayout } from '../RadioGroup/RadioGroup.css';
import * as styles from './Checkbox.css';

/** One choice of a `CheckboxGroup`. */
export interface CheckboxOption {
  /** What goes into the group's value when checked. */
  value: string;
  /** The text beside the box. */
  label: ReactNode;
  /** Shown but cannot be changed. */
  disabled?: boolean;
}

export interface CheckboxGroupProps extends FieldFrameProps {
  /** The choices, in order. */
  options: readonly CheckboxOption[];
  /** Name shared by the boxes (the form field name). One is made up when absent. */
  name?: string;
  /** The checked values when controlled. */
  value?: readonly string[];
  /** The values checked at first when uncontrolled. */
  defaultValue?: readonly string[];
  /** The native change event of the box just changed (`event.target.value`, `.checked`). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The checked values after a change, in the options' order. */
  onValueChange?: (value: string[]) => void;
  /** Called when focus leaves a box. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** `stack` (default), `inline`, or `grid` (3 columns when there is room), as RadioGroup. */
  layout?: 'stack' | 'inline' | 'grid';
}

/**
 * Several checkboxes answering one question ("Which relatives were tested?") in the kit's field
 * frame, named by its label (`role="group"`). `required` means at least one: pair it with the
 * domain's `notEmptyArray` rule ("Please select at least one value"). Native boxes: Tab moves
 * between them, Space toggles. The ref is handed to every box and all share `name`, which is
 * what react-hook-form's `register` expects for an array value.
 */
export const CheckboxGroup = forwardRef<HTMLInputElement, CheckboxGroupProps>(
  function CheckboxGroup(
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
    const messages = useUiMessages();
    const generatedName = useId();
    const groupName = name ?? `checkbox-group-${generatedName}`;
    const controlled = value !== undefined;

    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      if (readOnly) return;
      onChange?.(event);
      if (onValueChange) {
        const group = event.currentTarget.closest('[role="group"]');
        const checked = new Set(
          Array.from(
            group?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked') ?? [],
            (box) => box.value,
          ),
        );
        // A controlled box still shows the old state during the event: apply the change.
        if (event.currentTarget.checked) checked.add(event.currentTarget.value);
        else checked.delete(event.currentTarget.value);
        onValueChange(options.map((option) => option.value).filter((v) => checked.has(v)));
      }
    };

    return (
      <Field
        as="group"
        label={
          required ? (
            <>
              {label}
              {/* A group has no aria-required: say it in its name (the asterisk is hidden). */}
              <span className={visuallyHidden}> {messages.required}</span>
            </>
          ) : (
            label
          )
        }
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
          required: _required,
          disabled: isDisabled,
          readOnly: isReadOnly,
          ...aria
        }) => (
          <div className={radioGroupContainer}>
            <div id={groupId} role="group" {...aria} className={radioLayout[layout]}>
              {options.map((option, index) => {
                const optionId = `${groupId}-${index}`;
                const optionDisabled = isDisabled || option.disabled;
                const checkedProps = controlled
                  ? { checked: value.includes(option.value) }
                  : { defaultChecked: defaultValue?.includes(option.value) ?? false };
                return (
                  <div key={option.value} className={styles.choiceRow}>
                    <input
                      ref={ref}
                      type="checkbox"
                      id={optionId}
                      name={groupName}
                      value={option.value}
                      disabled={optionDisabled}
                      aria-readonly={isReadOnly}
                      {...checkedProps}
                      onClick={isReadOnly ? (event) => event.preventDefault() : undefined}
                      onChange={handleChange}
                      onBlur={onBlur}
                      className={styles.choiceInput}
                    />
                    <label
                      htmlFor={optionId}
                      className={[
                        styles.choiceLabel,
                        optionDisabled ? styles.choiceLabelDisabled : '',
                      ]
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
  },
);
