// Without the contract's schemas: the boot's profile read (profile/bootProfile.ts, in the entry)
// tells a missing profile apart before any screen's code has loaded.
import { ApiFailureError, ApiValidationError } from '../api/apiErrors.ts';

/**
 * A 404 on the profile: the signed-in subject has no portal profile (logout with profile-missing;
 * the lab's staff have none). The lab answers it in the contract's failure shape, which the client
 * raises as an ApiValidationError; a bare 404 is an ApiFailureError.
 */
export function isProfileMissing(error: unknown): boolean {
  return (
    (error instanceof ApiFailureError || error instanceof ApiValidationError) &&
    error.status === 404
  );
}
