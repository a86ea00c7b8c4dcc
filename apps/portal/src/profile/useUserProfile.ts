import { getUserProfile, type UserProfile } from '@loci/contract';
import { useCall, useCallKey, type CallResponse } from '../api/callHooks.tsx';
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

/** The signed-in user's profile with accounts (GET /user/profile). */
export function useUserProfile(): CallResponse<UserProfile> {
  // The session ends with profile-missing; no toast for it.
  return useCall(getUserProfile, {}, { revalidateOnFocus: false, handled: isProfileMissing });
}

export function useUserProfileKey() {
  return useCallKey(getUserProfile, {});
}
