import { getUserProfile, type UserProfile } from '@loci/contract';
import { useCall, useCallKey, type CallResponse } from '../api/callHooks.tsx';
import { isProfileMissing } from './profileRead.ts';

export { isProfileMissing };

/** The signed-in user's profile with accounts (GET /user/profile). */
export function useUserProfile(): CallResponse<UserProfile> {
  // The session ends with profile-missing; no toast for it.
  return useCall(getUserProfile, {}, { revalidateOnFocus: false, handled: isProfileMissing });
}

export function useUserProfileKey() {
  return useCallKey(getUserProfile, {});
}
