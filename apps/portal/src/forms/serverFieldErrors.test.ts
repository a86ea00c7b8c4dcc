import { describe, expect, it, vi } from 'vitest';
import { ApiFailureError, ApiValidationError } from '../api/apiErrors.ts';
import {
  applyServerFieldErrors,
  formFieldOfServerPath,
  sortServerFieldErrors,
} from './serverFieldErrors.ts';

const refusal = new ApiValidationError(
  [
    { code: 'custom', message: 'Wrong format', path: 'zip' },
    { code: 'custom', message: 'Also wrong', path: 'zip' },
    { code: 'custom', message: 'Too long', path: 'insurances.0.employer.name' },
    { code: 'custom', message: 'Account not yours', path: 'accountNumber' },
    { code: 'custom', message: 'Details can no longer change' },
  ],
  400,
);

describe('the server’s field errors on a form', () => {
  it('names a field through the path map, else by the same name among the form’s fields', () => {
    const options = { pathMap: { 'insurances.0.employer.name': 'employerName' }, fields: ['zip'] };
    expect(formFieldOfServerPath('insurances.0.employer.name', options)).toBe('employerName');
    expect(formFieldOfServerPath('zip', options)).toBe('zip');
    expect(formFieldOfServerPath('accountNumber', options)).toBeNull();
    expect(formFieldOfServerPath(undefined, options)).toBeNull();
    expect(formFieldOfServerPath('body.text', { fields: ['body'], firstSegment: true })).toBe(
      'body',
    );
    expect(formFieldOfServerPath('zip', { pathMap: () => null, fields: ['zip'] })).toBeNull();
  });

  it('keeps the first message of a field and lists the others apart', () => {
    expect(sortServerFieldErrors(refusal, { fields: ['zip'] })).toEqual({
      fields: { zip: 'Wrong format' },
      other: ['Too long', 'Account not yours', 'Details can no longer change'],
    });
    expect(sortServerFieldErrors(new ApiFailureError(500, null))).toEqual({
      fields: {},
      other: [],
    });
  });

  it('sets each field’s error on the form, focusing the first when asked', () => {
    const setError = vi.fn();
    const sorted = applyServerFieldErrors({ setError }, refusal, {
      pathMap: (path) => (path.startsWith('insurances.0.') ? 'employerName' : undefined),
      fields: ['zip'],
      focus: true,
    });
    expect(setError.mock.calls).toEqual([
      ['zip', { type: 'server', message: 'Wrong format' }, { shouldFocus: true }],
      ['employerName', { type: 'server', message: 'Too long' }, undefined],
    ]);
    expect(sorted.other).toEqual(['Account not yours', 'Details can no longer change']);
  });
});
