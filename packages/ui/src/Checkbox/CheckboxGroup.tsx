import { forwardRef, useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import type { FieldFrameProps } from '../Field';
import { GroupField } from '../Field/GroupField';
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
    const groupName = name ?? `checkbox-group-${generatedName}`;
    const controlled = value !== undefined;

    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      if (frame.readOnly) return;
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
      <GroupField
        {...frame}
        role="group"
        options={options}
        layout={layout}
        requiredInName
        renderInput={(option, choice) => (
          <input
            ref={ref}
            type="checkbox"
            id={choice.id}
            name={groupName}
            value={option.value}
            disabled={choice.disabled}
            aria-readonly={choice.readOnly}
            {...(controlled
              ? { checked: value.includes(option.value) }
              : { defaultChecked: defaultValue?.includes(option.value) ?? false })}
            onClick={choice.readOnly ? (event) => event.preventDefault() : undefined}
            onChange={handleChange}
            onBlur={onBlur}
            className={styles.choiceInput}
          />
        )}
      />
    );
  },
);
