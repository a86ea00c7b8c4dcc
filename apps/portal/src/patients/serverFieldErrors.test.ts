import { describe, expect, it } from 'vitest';
import { formPathOfServerError, sortServerErrors } from './serverFieldErrors.ts';

describe('server errors on the patient form', () => {
  it('puts a field’s error beside that field', () => {
    expect(formPathOfServerError('zip', [])).toBe('zip');
    expect(formPathOfServerError('firstName', [])).toBe('firstName');
  });

  it('maps a sent contact back to its row in the form', () => {
    expect(formPathOfServerError('contactInformation.0.contactValue', [2, 3])).toBe(
      'contacts.2.contactValue',
    );
    expect(formPathOfServerError('contactInformation.5.contactValue', [2])).toBeNull();
  });

  it('lists errors of no field of the form apart', () => {
    expect(
      sortServerErrors(
        [
          { code: 'custom', message: 'Wrong format', path: 'zip' },
          {
            code: 'custom',
            message: 'Account not yours',
            path: 'accountInformation.accountNumber',
          },
          { code: 'custom', message: 'Details can no longer change' },
        ],
        [],
      ),
    ).toEqual({
      fields: { zip: 'Wrong format' },
      other: ['Account not yours', 'Details can no longer change'],
    });
  });
});
