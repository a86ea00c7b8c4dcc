import {
  forwardRef,
  useCallback,
  useId,
  useMemo,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { asterisk, description as descriptionClass, errorMessage } from '../Field/Field.css';
import { mergeRefs } from '../internal/mergeRefs';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  /** The text on the right of the box; clicking it toggles the box. */
  label: ReactNode;
  /** Help under the label. */
  description?: ReactNode;
  /** Message shown after the label; marks the box invalid and is announced when it appears. */
  error?: ReactNode;
  /** Marks the box invalid without a message. Defaults to `Boolean(error)`. */
  invalid?: boolean;
  /**
   * Neither checked nor unchecked ("mixed"), as a "select all" box over a partial selection.
   * Screen readers hear "mixed" / "partially checked"; a click then checks the box.
   */
  indeterminate?: boolean;
  /**
   * Shows the state, focusable, but it cannot be changed (`aria-readonly`); native checkboxes
   * have no read-only attribute, so clicks and Space are ignored.
   */
  readOnly?: boolean;
}

const ignoreChange = () => {};

/**
 * A checkbox with its label, optional description and error. Native underneath: Space toggles,
 * `checked` + `onChange` control it, `defaultChecked` leaves it uncontrolled; forwards its ref
 * and native events (react-hook-form ready).
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    description,
    error,
    invalid,
    indeterminate = false,
    readOnly = false,
    required,
    disabled,
    id,
    className,
    'aria-describedby': ariaDescribedBy,
    onClick,
    onChange,
    ...inputProps
  },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const isInvalid = invalid ?? Boolean(error);
  const hasError = isInvalid && Boolean(error);

  const applyIndeterminate = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) node.indeterminate = indeterminate;
    },
    [indeterminate],
  );
  const inputRef = useMemo(() => mergeRefs(ref, applyIndeterminate), [ref, applyIndeterminate]);

  const describedBy =
    [hasError ? errorId : undefined, description ? descriptionId : undefined, ariaDescribedBy]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={[styles.checkboxField, className].filter(Boolean).join(' ')}>
      <div className={styles.choiceRow}>
        <input
          ref={inputRef}
          type="checkbox"
          id={inputId}
          required={required}
          disabled={disabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          aria-readonly={readOnly || undefined}
          onClick={(event) => {
            if (readOnly) event.preventDefault();
            else onClick?.(event);
          }}
          // React reports a checkbox change from its click, even a cancelled one.
          onChange={readOnly ? ignoreChange : onChange}
          {...inputProps}
          className={styles.choiceInput}
        />
        <label
          htmlFor={inputId}
          className={[styles.choiceLabel, disabled ? styles.choiceLabelDisabled : '']
            .filter(Boolean)
            .join(' ')}
        >
          {label}
          {required ? (
            <span className={asterisk} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {/* Beside the label, as in every field frame; a polite live region always present. */}
        <span id={errorId} className={`${errorMessage} ${styles.checkboxError}`} aria-live="polite">
          {hasError ? error : null}
        </span>
      </div>
      {description ? (
        <div id={descriptionId} className={`${descriptionClass} ${styles.checkboxMessages}`}>
          {description}
        </div>
      ) : null}
    </div>
  );
});
