// The contract's schemas use zod/mini: its functions tree-shake, so the portal bundles only what
// the schemas use (classic zod attaches every method to every schema; issue 18). Classic zod
// loads its English messages by itself, zod/mini does not: they are set here, once, so that the
// messages the schemas do not write themselves stay the English ones users and callers see.
import { ValidationMessages } from '@loci/domain';
import { z } from 'zod/mini';

/**
 * The spec's field messages (document 1 section 5) for the issues a schema does not word itself:
 * a missing value or a blank text is 'This field is required', an empty list 'Please select at
 * least one value', a size out of bounds 'Value is too small' / 'Value is too long', and a value
 * of the wrong kind or shape 'Wrong format'. Zod's own English stays only for the rare issues
 * these do not cover.
 */
export function specIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
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
    case 'invalid_format':
    case 'not_multiple_of':
      return ValidationMessages.format;
    default:
      return undefined;
  }
}

z.config(z.locales.en());
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
