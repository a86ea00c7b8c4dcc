import type { HTMLAttributes, ReactElement, ReactNode } from 'react';
import { choiceLabel, choiceLabelDisabled, choiceRow } from '../Checkbox/Checkbox.css';
import { useUiMessages } from '../messages';
import { radioGroupContainer, radioLayout } from '../RadioGroup/RadioGroup.css';
import { visuallyHidden } from '../theme/global.css';
import { Field, type FieldFrameProps } from './Field';

/** One choice of a group field (a radio button or a checkbox). */
export interface GroupFieldOption {
  /** What the choice stands for in the group's value. */
  value: string;
  /** The text beside the choice. */
  label: ReactNode;
  /** Shown but cannot be changed. */
  disabled?: boolean;
}

/** What the group frame tells the input of one choice. */
export interface GroupFieldChoice {
  /** The input's id, which its label points at. */
  id: string;
  /** The whole group or this choice is disabled. */
  disabled: boolean | undefined;
  /** The group must be answered. */
  required: boolean | undefined;
  /** The group is read-only. */
  readOnly: boolean | undefined;
}

export interface GroupFieldProps<O extends GroupFieldOption> extends FieldFrameProps {
  /** `radiogroup` for radio buttons, `group` for checkboxes. */
  role: 'radiogroup' | 'group';
  /** The choices, in order. */
  options: readonly O[];
  /** `stack`, `inline`, or `grid` (3 columns when there is room). */
  layout: 'stack' | 'inline' | 'grid';
  /** Attributes of the element with the group role (for example `aria-required`). */
  groupProps?: (state: {
    required: boolean | undefined;
    readOnly: boolean | undefined;
  }) => Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'role' | 'className'>;
  /**
   * Says "required" (visually hidden) in the group's name, for roles without `aria-required`
   * (the asterisk is hidden from assistive technology).
   */
  requiredInName?: boolean;
  /** Renders the input of one choice; its label is rendered beside it. */
  renderInput: (option: O, choice: GroupFieldChoice) => ReactElement;
}

/**
 * Kit-internal: the one frame of the fields made of several choices (RadioGroup, CheckboxGroup):
 * the Field frame as a group (label naming the group, required marker, error, description), the
 * element with the group role in the chosen layout, and a row per choice with its label.
 */
export function GroupField<O extends GroupFieldOption>({
  label,
  required,
  role,
  options,
  layout,
  groupProps,
  requiredInName = false,
  renderInput,
  ...frame
}: GroupFieldProps<O>) {
  const messages = useUiMessages();
  return (
    <Field
      as="group"
      label={
        required && requiredInName ? (
          <>
            {label}
            {/* A group has no aria-required: say it in its name (the asterisk is hidden). */}
            <span className={visuallyHidden}> {messages.required}</span>
          </>
        ) : (
          label
        )
      }
      required={required}
      {...frame}
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
            role={role}
            {...groupProps?.({ required: isRequired, readOnly: isReadOnly })}
            {...aria}
            className={radioLayout[layout]}
          >
            {options.map((option, index) => {
              const optionId = `${groupId}-${index}`;
              const optionDisabled = isDisabled || option.disabled;
              return (
                <div key={option.value} className={choiceRow}>
                  {renderInput(option, {
                    id: optionId,
                    disabled: optionDisabled,
                    required: isRequired,
                    readOnly: isReadOnly,
                  })}
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
}
