// Where the focus goes when a form is refused: to its first invalid field as the form shows them
// (document order), so that a keyboard or screen reader user starts at the top of what to fix.
// react-hook-form's own `shouldFocusError` takes the first field in the order the fields were
// registered, which is not always the order on the page (the new-patient form registers the date
// of birth before it renders the names).
import type {
  FieldErrors,
  FieldPath,
  FieldValues,
  SubmitErrorHandler,
  UseFormSetFocus,
} from 'react-hook-form';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The dot-joined paths of the fields a react-hook-form error tree names (`contacts.0.contactValue`). */
export function invalidFieldPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, node]) => {
    if (!isRecord(node)) return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const isError = typeof node['type'] === 'string' || typeof node['message'] === 'string';
    return isError ? [path] : invalidFieldPaths(node as FieldErrors, path);
  });
}

/**
 * The invalid field that comes first in the form: the first control (in document order) whose
 * `name` is an invalid field's path; the first path when none of them is in the form.
 */
export function firstInvalidField(form: HTMLFormElement | null, paths: readonly string[]) {
  const invalid = new Set(paths);
  const first = [...(form?.elements ?? [])]
    .map((control) => control.getAttribute('name') ?? '')
    .find((name) => invalid.has(name));
  return first ?? paths[0];
}

/** The form a submit event came from (react-hook-form hands the event to both handlers). */
export function submittedForm(event: { target?: unknown } | undefined): HTMLFormElement | null {
  const target = event?.target;
  return target instanceof HTMLFormElement ? target : null;
}

/**
 * `handleSubmit`'s second argument (with `shouldFocusError: false` on the form): focuses the
 * first invalid field of the submitted form, through react-hook-form's own `setFocus` (so a
 * widget such as the date input focuses its text box).
 */
export function focusFirstInvalidField<Values extends FieldValues>(
  setFocus: UseFormSetFocus<Values>,
): SubmitErrorHandler<Values> {
  return (errors, event) => {
    const first = firstInvalidField(submittedForm(event), invalidFieldPaths(errors as FieldErrors));
    if (first) setFocus(first as FieldPath<Values>);
  };
}
