import { ValidationMessages } from '@loci/domain';
import type { ApiError } from '@loci/contract';

// PostgreSQL's text cannot hold U+0000: a string carrying one would fail deep inside a query
// (a 500) after the contract had accepted it. Refused at the door instead, field by field.
const nul = '\u0000';

/** The paths (`Tags.0`, `SearchName`) of every string in `value` that holds a NUL character. */
export function pathsWithNulCharacters(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === 'string') return value.includes(nul) ? [path.join('.')] : [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => pathsWithNulCharacters(item, [...path, String(index)]));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key.includes(nul) ? [[...path, key].join('.')] : pathsWithNulCharacters(item, [...path, key]),
    );
  }
  return [];
}

/** One field error per string of a request part that holds a NUL character. */
export function nulCharacterErrors(part: 'params' | 'query' | 'body', value: unknown): ApiError[] {
  return pathsWithNulCharacters(value).map((path) => ({
    code: 'invalid_string',
    message: ValidationMessages.validCharacters,
    ...(path ? { path } : part === 'body' ? {} : { path: part }),
  }));
}
