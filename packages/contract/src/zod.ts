// The contract's schemas use zod/mini: its functions tree-shake, so the portal bundles only what
// the schemas use (classic zod attaches every method to every schema; issue 18). Every issue a
// schema does not word itself gets the spec's message here, once, so zod's English locale (about
// 1.3 KB gzipped in every route that checks a call) is not loaded at all.
import { ValidationMessages } from '@loci/domain';
import { z } from 'zod/mini';

/**
 * The spec's field messages (document 1 section 5) for the issues a schema does not word itself:
 * a missing value or a blank text is 'This field is required', an empty list 'Please select at
 * least one value', a size out of bounds 'Value is too small' / 'Value is too long', and a value
 * of the wrong kind or shape 'Wrong format'; a key the call does not know is named (the spec has
 * no text for it: a caller's mistake, never a user's).
 */
export function specIssueMessage(issue: z.core.$ZodRawIssue): string {
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_union':
      return missing ? ValidationMessages.required : ValidationMessages.format;
    case 'too_small':
      if (issue.minimum === 1 && issue.origin === 'string') return ValidationMessages.required;
      if (issue.minimum === 1 && (issue.origin === 'array' || issue.origin === 'set'))
        return ValidationMessages.notEmptyArray;
      return ValidationMessages.min;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set'
        ? ValidationMessages.maxLength
        : ValidationMessages.format;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return ValidationMessages.format;
  }
}

z.config({ customError: specIssueMessage });

export { z };

/**
 * Classic zod's `z.preprocess`, which zod/mini lacks: the same pipe (a transform, then the
 * schema), typed as classic types it, so that an absent key stays optional in the input type.
 */
export function preprocess<Schema extends z.core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: Schema,
): z.ZodMiniType<z.output<Schema>, unknown, z.core.$ZodPreprocessInternals<Schema>> {
  return z.pipe(z.transform(fn), schema) as never;
}
