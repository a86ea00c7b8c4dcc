import { forwardRef, type ChangeEvent } from 'react';
import { GroupField, type ChoiceGroupProps, type GroupFieldOption } from '../Field/GroupField';

/** One choice of a `CheckboxGroup`: what goes into the group's value when checked, and its text. */
export type CheckboxOption = GroupFieldOption;

/** The checked values are listed in the options' order. */
export type CheckboxGroupProps = ChoiceGroupProps<readonly string[], string[]>;

/**
 * Several checkboxes answering one question ("Which relatives were tested?") in the kit's field
 * frame, named by its label (`role="group"`). `required` means at least one: pair it with the
 * domain's `notEmptyArray` rule ("Please select at least one value"). Native boxes: Tab moves
 * between them, Space toggles. The ref is handed to every box and all share `name`, which is
 * what react-hook-form's `register` expects for an array value.
 */
export const CheckboxGroup = forwardRef<HTMLInputElement, CheckboxGroupProps>(
  function CheckboxGroup({ value, defaultValue, onChange, onValueChange, ...group }, ref) {
    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      if (group.readOnly) return;
      onChange?.(event);
      if (onValueChange) {
        const groupElement = event.currentTarget.closest('[role="group"]');
        const checked = new Set(
          Array.from(
            groupElement?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked') ??
              [],
            (box) => box.value,
          ),
        );
        // A controlled box still shows the old state during the event: apply the change.
        if (event.currentTarget.checked) checked.add(event.currentTarget.value);
        else checked.delete(event.currentTarget.value);
        onValueChange(group.options.map((option) => option.value).filter((v) => checked.has(v)));
      }
    };

    return (
      <GroupField
        {...group}
        role="group"
        inputType="checkbox"
        namePrefix="checkbox-group"
        chosen={value}
        defaultChosen={defaultValue}
        inputRef={ref}
        requiredInName
        inputProps={(choice) => ({ 'aria-readonly': choice.readOnly, onChange: handleChange })}
      />
    );
  },
);
