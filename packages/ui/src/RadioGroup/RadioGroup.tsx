import { forwardRef } from 'react';
import { GroupField, type ChoiceGroupProps, type GroupFieldOption } from '../Field/GroupField';

/** One choice of a `RadioGroup`: what the group's value becomes, and its text. */
export type RadioOption = GroupFieldOption;

/** The value is the chosen option's (`''`: none). */
export type RadioGroupProps = ChoiceGroupProps<string>;

/**
 * A set of radio buttons in the kit's field frame, named by its label (`role="radiogroup"`).
 * Native underneath: Tab enters at the chosen option, arrow keys move and choose. The ref is
 * handed to every radio button, which is what react-hook-form's `register` expects.
 */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup(
  { value, defaultValue, onChange, onValueChange, ...group },
  ref,
) {
  return (
    <GroupField
      {...group}
      role="radiogroup"
      inputType="radio"
      namePrefix="radio"
      chosen={value === undefined ? undefined : [value]}
      defaultChosen={defaultValue === undefined ? undefined : [defaultValue]}
      inputRef={ref}
      groupProps={({ required: isRequired, readOnly: isReadOnly }) => ({
        'aria-required': isRequired,
        'aria-readonly': isReadOnly,
      })}
      inputProps={(choice) => ({
        required: choice.required,
        onChange: (event) => {
          if (choice.readOnly) {
            event.preventDefault();
            return;
          }
          onChange?.(event);
          onValueChange?.(event.target.value);
        },
        onKeyDown: choice.readOnly
          ? (event) => {
              if (event.key.startsWith('Arrow') || event.key === ' ') event.preventDefault();
            }
          : undefined,
      })}
    />
  );
});
