// The profile's 404 is "no portal profile" (the lab's staff, a deleted profile) in both shapes the
// client raises it in: the lab's failure shape `{ success: false, errors }` (as the lab answers
// it) and a bare 404. Either way no error toast is shown for it.
import { describe, expect, it } from 'vitest';
import { ApiFailureError, ApiValidationError } from '../api/apiErrors.ts';
import { isProfileMissing } from './useUserProfile.ts';

describe('isProfileMissing', () => {
  it('is the 404 in the lab’s failure shape, as the lab answers a user without a profile', () => {
    const error = new ApiValidationError(
      [{ code: 'not_found', message: 'No profile for the signed-in user', path: '' }],
      404,
    );
    expect(isProfileMissing(error)).toBe(true);
  });

  it('is a bare 404 too, and no other failure', () => {
    expect(isProfileMissing(new ApiFailureError(404, null))).toBe(true);
    expect(isProfileMissing(new ApiFailureError(500, null))).toBe(false);
    expect(
      isProfileMissing(new ApiValidationError([{ code: 'x', message: 'y', path: '' }], 400)),
    ).toBe(false);
    expect(isProfileMissing(new Error('offline'))).toBe(false);
  });
});
