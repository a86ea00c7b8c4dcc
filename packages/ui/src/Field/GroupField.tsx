import {
  useId,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { choiceInput, choiceLabel, choiceLabelDisabled, choiceRow } from '../Checkbox/Checkbox.css';
import { useUiMessages } from '../messages';
import { visuallyHidden } from '../theme/global.css';
import { Field, type FieldFrameProps } from './Field';
import { groupContainer, groupLayout } from './GroupField.css';

/** One choice of a group field (a radio button or a checkbox). */
export interface GroupFieldOption {
  /** What the choice stands for in the group's value. */
  value: string;
  /** The text beside the choice. */
  label: ReactNode;
  /** Shown but cannot be changed. */
  disabled?: boolean;
}

/** How the choices of a group are laid out. */
export type GroupFieldLayout = 'stack' | 'inline' | 'grid';

/**
 * The props every field made of several native choices takes (RadioGroup, CheckboxGroup):
 * the frame, the choices and their shared name, the value, native events and the layout.
 */
export interface ChoiceGroupProps<TValue, TChanged = TValue> extends FieldFrameProps {
  /** The choices, in order. */
  options: readonly GroupFieldOption[];
  /** Name shared by the choices' inputs (the form field name). One is made up when absent. */
  name?: string;
  /** The chosen value(s) when controlled (a radio group's `''`: none). */
  value?: TValue;
  /** The value(s) chosen at first when uncontrolled. */
  defaultValue?: TValue;
  /** The native change event of the input just changed (`event.target.value`, `.checked`). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The group's value after a change, for callers that do not need the event. */
  onValueChange?: (value: TChanged) => void;
  /** Called when focus leaves one of the inputs. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /**
   * `stack` (default): one choice a line; `inline`: side by side; `grid`: 3 columns (document 3),
   * one column when the group's area is narrower than 688 px.
   */
  layout?: GroupFieldLayout;
}

/** What the group frame tells the input of one choice. */
export interface GroupFieldChoice {
  /** The whole group or this choice is disabled. */
  disabled: boolean | undefined;
  /** The group must be answered. */
  required: boolean | undefined;
  /** The group is read-only. */
  readOnly: boolean | undefined;
}

export interface GroupFieldProps extends Omit<
  ChoiceGroupProps<unknown>,
  'value' | 'defaultValue' | 'onChange' | 'onValueChange'
> {
  /** `radiogroup` for radio buttons, `group` for checkboxes. */
  role: 'radiogroup' | 'group';
  /** The inputs' type. */
  inputType: 'radio' | 'checkbox';
  /** Start of the made-up name (when `name` is absent). */
  namePrefix: string;
  /** The chosen values when controlled (`undefined`: uncontrolled). */
  chosen: readonly string[] | undefined;
  /** The values chosen at first when uncontrolled. */
  defaultChosen: readonly string[] | undefined;
  /** Handed to every input (react-hook-form's `register` ref). */
  inputRef: Ref<HTMLInputElement>;
  /** Attributes of the element with the group role (for example `aria-required`). */
  groupProps?: (state: { required: boolean | undefined; readOnly: boolean | undefined }) => {
    'aria-required'?: boolean | undefined;
    'aria-readonly'?: boolean | undefined;
  };
  /**
   * Says "required" (visually hidden) in the group's name, for roles without `aria-required`
   * (the asterisk is hidden from assistive technology).
   */
  requiredInName?: boolean;
  /** What the input of one choice adds to its own attributes (its change and read-only handling). */
  inputProps: (choice: GroupFieldChoice) => InputHTMLAttributes<HTMLInputElement>;
}

/**
 * Kit-internal: the one frame of the fields made of several choices (RadioGroup, CheckboxGroup):
 * the Field frame as a group (label naming the group, required marker, error, description), the
 * element with the group role in the chosen layout, and a row per choice with its native input
 * (shared name, checked or default-checked, ignored clicks while read-only) and its label.
 */
export function GroupField({
  label,
  required,
  role,
  inputType,
  options,
  layout = 'stack',
  name,
  namePrefix,
  chosen,
  defaultChosen,
  inputRef,
  onBlur,
  groupProps,
  requiredInName = false,
  inputProps,
  ...frame
}: GroupFieldProps) {
  const messages = useUiMessages();
  const generatedName = useId();
  const groupName = name ?? `${namePrefix}-${generatedName}`;
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
        <div className={groupContainer}>
          <div
            id={groupId}
            role={role}
            {...groupProps?.({ required: isRequired, readOnly: isReadOnly })}
            {...aria}
            className={groupLayout[layout]}
          >
            {options.map((option, index) => {
              const optionId = `${groupId}-${index}`;
              const optionDisabled = isDisabled || option.disabled;
              return (
                <div key={option.value} className={choiceRow}>
                  <input
                    ref={inputRef}
                    type={inputType}
                    id={optionId}
                    name={groupName}
                    value={option.value}
                    disabled={optionDisabled}
                    {...(chosen !== undefined
                      ? { checked: chosen.includes(option.value) }
                      : { defaultChecked: defaultChosen?.includes(option.value) ?? false })}
                    onClick={isReadOnly ? (event) => event.preventDefault() : undefined}
                    onBlur={onBlur}
                    {...inputProps({
                      disabled: optionDisabled,
                      required: isRequired,
                      readOnly: isReadOnly,
                    })}
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
}
