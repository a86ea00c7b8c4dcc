import { Suspense } from 'react';
import { TextField, useUiMessages, type DateInputProps } from '@loci/ui';
import { formatTypedDate } from '@loci/domain';
import { lazyScreen } from '../app/lazyScreen.ts';
import { dateBox } from './LazyDateInput.css.ts';

// The kit's DateInput (its typing mask and date checks) loads beside a list's filters, not before
// them (issue 18): a date filter is typed into after the list has shown.
const KitDateInput = lazyScreen(
  () => import('./kitDateInput.ts'),
  (m) => m.DateInput,
);

/**
 * What holds a DateInput's place while its code loads: a read-only field with the same label,
 * format hint, placeholder, date and width (no layout shift).
 */
function DateInputPlaceholder(props: DateInputProps) {
  const messages = useUiMessages();
  return (
    <TextField
      label={props.label}
      description={
        <>
          <span>{messages.dateFormatHint}</span>
          {props.description ? <> {props.description}</> : null}
        </>
      }
      required={props.required}
      error={props.error}
      placeholder={props.placeholder ?? messages.datePlaceholder}
      readOnly
      value={formatTypedDate(props.value ?? props.defaultValue ?? '')}
      inputClassName={dateBox}
    />
  );
}

/** The kit's `DateInput`, loaded when first drawn (a list's date filters). */
export function LazyDateInput(props: DateInputProps) {
  return (
    <Suspense fallback={<DateInputPlaceholder {...props} />}>
      <KitDateInput {...props} />
    </Suspense>
  );
}
