import { useId, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import * as styles from './FormSection.css';

export interface FormSectionProps extends FieldsetHTMLAttributes<HTMLFieldSetElement> {
  /** The section's name, shown as its title and read as the group's name (for example "Patient"). */
  legend: ReactNode;
  /** A sentence under the title, read as the group's description. */
  description?: ReactNode;
  /** The section's fields; put them in `FormGrid` (or `Columns`) for a form grid. */
  children?: ReactNode;
}

/**
 * One section of a form: a `fieldset` named by its `legend`, drawn as a card. Use it instead of a
 * bare `fieldset`, whose browser look (grooved border, legend cutting the line) does not fit the kit.
 * `disabled` disables every control inside, as a fieldset does.
 */
export function FormSection({
  legend,
  description,
  className,
  children,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: FormSectionProps) {
  const descriptionId = useId();
  const describedBy = [description ? descriptionId : undefined, ariaDescribedBy]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      className={[styles.formSection, className].filter(Boolean).join(' ')}
      aria-describedby={describedBy || undefined}
      {...rest}
    >
      <legend className={styles.legend}>{legend}</legend>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      <div className={styles.content}>{children}</div>
    </fieldset>
  );
}
