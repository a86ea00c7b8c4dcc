// The one mapper from the server's refusals (the contract's failure shape: `{ code, message, path }`
// with a dot-joined path) to a form's fields: each error lands beside the field its path names,
// the first one per field; errors that name no field of the form are kept for a list above it.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiValidationError, type ApiFieldError } from '../api/apiErrors.ts';
import type { ErrorReporter } from '../api/errorReporter.ts';
import { firstInvalidField } from './focusFirstInvalidField.ts';

/**
 * Which form field a server path names: a function (null: no field of the form), or a table of
 * server path → form field. Paths it does not name are the form's field of the same name when
 * that is one of `fields`.
 */
export type ServerPathMap =
  ((path: string) => string | null | undefined) | Readonly<Record<string, string>>;

export interface ServerFieldErrorOptions {
  pathMap?: ServerPathMap;
  /** Form fields named by the server as they are (the path's first segment). */
  fields?: Iterable<string>;
  /** The server path's first segment names the field (`body.text` → `body`). */
  firstSegment?: boolean;
}

export interface SortedServerErrors {
  /** Form field path → message. */
  fields: Record<string, string>;
  /** Messages of errors that name no field of the form. */
  other: string[];
}

/** The form field a server error's path names, or null. */
export function formFieldOfServerPath(
  path: string | undefined,
  options: ServerFieldErrorOptions = {},
): string | null {
  if (!path) return null;
  const { pathMap } = options;
  const mapped =
    typeof pathMap === 'function'
      ? pathMap(path)
      : pathMap && Object.hasOwn(pathMap, path)
        ? pathMap[path]
        : undefined;
  if (mapped !== undefined) return mapped;
  const name = options.firstSegment ? (path.split('.')[0] ?? '') : path;
  const fields = new Set(options.fields ?? []);
  return fields.has(name) ? name : null;
}

/** The errors of a refusal (a validation error's list, or the list itself); none for other failures. */
export function serverErrorsOf(error: unknown): readonly ApiFieldError[] {
  if (error instanceof ApiValidationError) return error.errors;
  if (Array.isArray(error)) return error as ApiFieldError[];
  return [];
}

/** Sorts the server's errors into the form's fields and the rest. */
export function sortServerFieldErrors(
  error: unknown,
  options: ServerFieldErrorOptions = {},
): SortedServerErrors {
  const sorted: SortedServerErrors = { fields: {}, other: [] };
  for (const item of serverErrorsOf(error)) {
    const field = formFieldOfServerPath(item.path, options);
    if (field === null) sorted.other.push(item.message);
    else sorted.fields[field] ??= item.message;
  }
  return sorted;
}

/**
 * Puts the server's errors beside the form's fields (react-hook-form's `setError`, type `server`)
 * and answers how they were sorted; `focus` moves the focus to the first field (given the form
 * element, the first in the form's order, else the server's first). With `reporter`,
 * a refusal shown beside a field is handled: it needs no toast as well.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  form: { setError: UseFormSetError<Values> },
  error: unknown,
  options: ServerFieldErrorOptions & {
    focus?: boolean | HTMLFormElement | null;
    reporter?: Pick<ErrorReporter, 'markHandled'>;
  } = {},
): SortedServerErrors {
  const sorted = sortServerFieldErrors(error, options);
  const focused = options.focus
    ? firstInvalidField(options.focus === true ? null : options.focus, Object.keys(sorted.fields))
    : undefined;
  for (const [path, message] of Object.entries(sorted.fields)) {
    form.setError(
      path as Path<Values>,
      { type: 'server', message },
      path === focused ? { shouldFocus: true } : undefined,
    );
  }
  if (options.reporter && Object.keys(sorted.fields).length > 0)
    options.reporter.markHandled(error);
  return sorted;
}

/**
 * The notice a form shows above its fields after a failed save. A refusal goes beside the fields
 * it names (all placed: handled here, so no toast) and the notice is its first other message, or
 * `corrected` (always `corrected` with `otherFirst: false`); any other failure gives `failed`.
 */
export function formNoticeOf<Values extends FieldValues>(
  form: { setError: UseFormSetError<Values> },
  error: unknown,
  options: {
    fields: Iterable<string>;
    reporter: Pick<ErrorReporter, 'markHandled'>;
    failed: string;
    corrected?: string;
    otherFirst?: boolean;
  },
): string {
  if (!(error instanceof ApiValidationError)) return options.failed;
  const sorted = applyServerFieldErrors(form, error, { fields: options.fields });
  if (sorted.other.length === 0 && error.errors.length > 0) options.reporter.markHandled(error);
  const corrected = options.corrected ?? 'Please correct the fields marked below.';
  return options.otherFirst === false ? corrected : (sorted.other[0] ?? corrected);
}
