import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
} from 'react';
import { formatTypedDate, parseTypedDate } from '@loci/domain';
import { Field, type FieldFrameProps } from '../Field';
import { control } from '../Field/Field.css';
import { splitFieldProps } from '../Field/splitFieldProps';
import { useUiMessages, type UiMessages } from '../messages';
import { fillMessage } from '../internal/fillMessage';
import { useControllableState } from '../internal/useControllableState';
import { findDateProblem, maskTypedDate, type DateProblem } from './dateMask';
import { dateInput } from './DateInput.css';

/** What `onChange` and `onBlur` receive: the ISO date (or `''`) under `target.value`. */
export interface DateInputEvent {
  /** `change` after an edit, `blur` when the input is left. */
  type: 'change' | 'blur';
  /** The field's name and its ISO value (`''` when none or invalid). */
  target: { name: string | undefined; value: string };
}

/**
 * What the ref of a `DateInput` holds: the ISO value (readable and writable, which is what
 * react-hook-form's `register` uses), `focus()`, and the text input itself.
 */
export interface DateInputHandle {
  /** The ISO value; writing it shows that date (`''` clears). */
  value: string;
  /** The field's name. */
  readonly name: string | undefined;
  /** Moves the focus into the text input. */
  focus: () => void;
  /** The text input itself. */
  readonly input: HTMLInputElement | null;
}

export interface DateInputProps
  extends
    FieldFrameProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      keyof FieldFrameProps | 'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children'
    > {
  /** The date as ISO `YYYY-MM-DD`, or `''` for none (controlled). */
  value?: string;
  /** The first date when uncontrolled (ISO). */
  defaultValue?: string;
  /** Earliest date accepted (ISO, inclusive). */
  minDate?: string;
  /** Latest date accepted (ISO, inclusive). */
  maxDate?: string;
  /** Name of the field: also given to a hidden input holding the ISO value for native forms. */
  name?: string;
  /**
   * After each edit: `target.value` is the ISO date typed, or `''` while it is incomplete or
   * invalid (an invalid typed date yields empty). Shaped like an event for react-hook-form.
   */
  onChange?: (event: DateInputEvent) => void;
  /** When the input is left, with the ISO value. */
  onBlur?: (event: DateInputEvent) => void;
  /** The ISO date (or `''`) after each change of value. */
  onValueChange?: (value: string) => void;
  /**
   * Check the typed date when the field is left, and again as it is corrected: shows "Please
   * enter a valid date", "Please enter a year between 1900 and 2100" or the bound missed.
   * On by default; an `error` passed in always wins.
   */
  validate?: boolean;
}

function problemMessage(
  problem: DateProblem,
  messages: UiMessages,
  min: string | undefined,
  max: string | undefined,
): string {
  switch (problem) {
    case 'incomplete':
    case 'invalid':
      return messages.dateInvalid;
    case 'year':
      return messages.dateYearRange;
    case 'beforeMin':
      return fillMessage(messages.dateBeforeMin, { date: formatTypedDate(min ?? '') });
    case 'afterMax':
      return fillMessage(messages.dateAfterMax, { date: formatTypedDate(max ?? '') });
    default:
      return problem satisfies never;
  }
}

/**
 * A masked date input: typed as MM/DD/YYYY (placeholder "MM / DD / YYYY"), the slashes put in
 * by themselves; read out as an ISO date `YYYY-MM-DD`, or `''` while the text is not a valid
 * date. See the DateInput docs page for every typing rule.
 *
 * For assistive technology it is a plain text input (the ARIA pattern for a masked input): its
 * label, a description giving the format, `aria-invalid` and the error message (also announced
 * by the field's live region). Controlled (`value`) or uncontrolled (`defaultValue`).
 */
export const DateInput = forwardRef<DateInputHandle, DateInputProps>(
  function DateInput(props, ref) {
    const [
      frame,
      {
        value,
        defaultValue,
        minDate,
        maxDate,
        name,
        onChange,
        onBlur,
        onValueChange,
        validate = true,
        placeholder,
        ...inputProps
      },
    ] = splitFieldProps(props);
    const messages = useUiMessages();
    const formatId = `date-format-${useId()}`;
    const inputRef = useRef<HTMLInputElement>(null);
    const [isoValue, setIsoValue] = useControllableState({
      value,
      defaultValue: defaultValue ?? '',
      onChange: onValueChange,
    });
    // The text shown, with the ISO value it was typed for: when the value changes from outside,
    // the text is written afresh from it; while it matches, the user's partial text is kept.
    const [typed, setTyped] = useState(() => ({
      text: formatTypedDate(isoValue),
      value: isoValue,
    }));
    const [checked, setChecked] = useState(false);
    const text = typed.value === isoValue ? typed.text : formatTypedDate(isoValue);
    const bounds = { min: minDate, max: maxDate };

    const latest = useRef({ isoValue, name });
    latest.current = { isoValue, name };

    useImperativeHandle(
      ref,
      () => ({
        get value() {
          return latest.current.isoValue;
        },
        set value(next: string) {
          const iso = next ?? '';
          // A form library writes the value back after each render: keep a partial text then.
          if (iso === latest.current.isoValue) return;
          setTyped({ text: formatTypedDate(iso), value: iso });
          setIsoValue(iso);
        },
        get name() {
          return latest.current.name;
        },
        focus: () => inputRef.current?.focus(),
        get input() {
          return inputRef.current;
        },
      }),
      [setIsoValue],
    );

    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      const nextText = maskTypedDate(event.target.value);
      const nextIso = parseTypedDate(nextText, bounds);
      setTyped({ text: nextText, value: nextIso });
      setIsoValue(nextIso);
      onChange?.({ type: 'change', target: { name, value: nextIso } });
    };

    const handleBlur = (_event: FocusEvent<HTMLInputElement>) => {
      if (validate) setChecked(true);
      onBlur?.({ type: 'blur', target: { name, value: isoValue } });
    };

    const problem = validate && checked ? findDateProblem(text, bounds) : undefined;
    const ownError = problem ? problemMessage(problem, messages, minDate, maxDate) : undefined;

    return (
      <Field
        {...frame}
        description={
          <>
            <span id={formatId}>{messages.dateFormatHint}</span>
            {frame.description ? <> {frame.description}</> : null}
          </>
        }
        error={frame.error ?? ownError}
      >
        {(fieldProps) => (
          <>
            <input
              ref={inputRef}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholder ?? messages.datePlaceholder}
              {...inputProps}
              {...fieldProps}
              value={text}
              onChange={handleChange}
              onBlur={handleBlur}
              className={`${control} ${dateInput}`}
            />
            {name !== undefined ? <input type="hidden" name={name} value={isoValue} /> : null}
          </>
        )}
      </Field>
    );
  },
);
