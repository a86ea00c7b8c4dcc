import { useId, type ReactNode } from 'react';
import * as styles from './Field.css';

/** What a control inside a `Field` must spread onto itself to be tied to the frame. */
export interface FieldControlProps {
  /** The control's id, which the label points at. */
  id: string;
  /** The description and, while invalid, the error message. */
  'aria-describedby': string | undefined;
  /** `true` while the field is invalid. */
  'aria-invalid': true | undefined;
  /** The control must be filled in. */
  required: boolean | undefined;
  /** The control is disabled. */
  disabled: boolean | undefined;
  /** The control is read-only. */
  readOnly: boolean | undefined;
  /** Only for `as="group"`: names the group (spread on the element with the group role). */
  'aria-labelledby'?: string;
}

/** The props that every form control of the kit takes for its frame. */
export interface FieldFrameProps {
  /** The visible label. Every control has one. */
  label: ReactNode;
  /** Help shown under the control and read after the label (for example the expected format). */
  description?: ReactNode;
  /**
   * The message shown beside the label. When set (and `invalid` is not `false`) the control is
   * marked invalid (`aria-invalid`) and the message is read with it and announced as it appears.
   */
  error?: ReactNode;
  /** Marks the control invalid without a message (the message may be elsewhere). Defaults to `Boolean(error)`. */
  invalid?: boolean;
  /** Shows an asterisk after the label (hidden from screen readers) and makes the control required. */
  required?: boolean;
  /** Greys out the control and takes it out of the tab order. */
  disabled?: boolean;
  /** Shows the value, focusable and copyable but not editable. */
  readOnly?: boolean;
  /** Id of the control; one is made up when absent. */
  id?: string;
  /** Class of the frame. */
  className?: string;
}

export interface FieldProps extends FieldFrameProps {
  /**
   * Renders the control, spreading the given props on it. For a group of controls (radio buttons,
   * several checkboxes) set `as="group"` and spread them on the element with the group role.
   */
  children: (control: FieldControlProps) => ReactNode;
  /**
   * `group`: the label is a plain text that names a group (`aria-labelledby`) instead of a
   * `<label for>`; for radio groups and checkbox groups.
   */
  as?: 'control' | 'group';
  /** Extra content under the control, such as a character counter; tie it with `describedBy`. */
  footer?: ReactNode;
  /** Ids of more elements that describe the control (read after the error and description). */
  describedBy?: string | undefined;
}

/**
 * The one field frame every form control shares: label (with an asterisk when required),
 * the error message beside the label while invalid, the control, then a description.
 *
 * The error text lives in a polite live region that is always in the page, so it is announced
 * when it appears; while invalid, the control points at it with `aria-describedby` and carries
 * `aria-invalid="true"`. Required is conveyed to assistive technology by the control's own
 * `required` semantics; the visible asterisk is `aria-hidden`.
 */
export function Field({
  label,
  description,
  error,
  invalid,
  required,
  disabled,
  readOnly,
  id,
  className,
  children,
  as = 'control',
  footer,
  describedBy,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const errorId = `${controlId}-error`;
  const descriptionId = `${controlId}-description`;
  const labelId = `${controlId}-label`;
  const isInvalid = invalid ?? Boolean(error);
  const hasError =
    isInvalid && error !== undefined && error !== null && error !== false && error !== '';

  const describedByIds =
    [hasError ? errorId : undefined, description ? descriptionId : undefined, describedBy]
      .filter(Boolean)
      .join(' ') || undefined;

  const control = children({
    id: controlId,
    'aria-describedby': describedByIds,
    'aria-invalid': isInvalid || undefined,
    required: required || undefined,
    disabled: disabled || undefined,
    readOnly: readOnly || undefined,
    ...(as === 'group' ? { 'aria-labelledby': labelId } : {}),
  });

  const labelContent = (
    <>
      {label}
      {required ? (
        <span className={styles.asterisk} aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  const labelClass = [styles.label, disabled ? styles.labelDisabled : ''].filter(Boolean).join(' ');
  const errorRegion = (
    <span id={errorId} className={styles.errorMessage} aria-live="polite">
      {hasError ? error : null}
    </span>
  );
  const frameClass = [styles.field, className].filter(Boolean).join(' ');

  return (
    <div className={frameClass} data-invalid={isInvalid || undefined}>
      <div className={styles.labelRow}>
        {as === 'group' ? (
          <span id={labelId} className={labelClass}>
            {labelContent}
          </span>
        ) : (
          <label id={labelId} htmlFor={controlId} className={labelClass}>
            {labelContent}
          </label>
        )}
        {errorRegion}
      </div>
      {control}
      {footer}
      {description ? (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      ) : null}
    </div>
  );
}
