/** The spec's text for a required value that is missing (document 2, section 8). */
export const MissingRequiredValueMessage = 'expecting a truthy value';

/** A required value was missing where the code needs it: a programming error, not the user's. */
export class MissingRequiredValueError extends Error {
  constructor(what: string) {
    super(`${what}: ${MissingRequiredValueMessage}`);
    this.name = 'MissingRequiredValueError';
  }
}

/**
 * `value`, or a `MissingRequiredValueError` naming `what` when it is null, undefined or another
 * falsy value (a hook used outside its provider, a context read before it is set).
 */
export function requiredValue<Value>(
  value: Value | null | undefined | false | '' | 0,
  what: string,
): Value {
  if (!value) throw new MissingRequiredValueError(what);
  return value;
}
