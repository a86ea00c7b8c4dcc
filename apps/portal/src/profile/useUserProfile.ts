import { getUserProfile, type UserProfile } from '@loci/contract';
import { useCall, useCallKey, type CallResponse } from '../api/callHooks.tsx';
import { isProfileMissing } from './profileMissing.ts';
import { provideProfileCheck } from './bootProfile.ts';

export { isProfileMissing };

/** The profile answer checked against the contract (the boot's early read parses with it). */
export function checkedUserProfile(data: unknown): UserProfile {
  return getUserProfile.response.parse(data);
}
provideProfileCheck(checkedUserProfile);

/** The signed-in user's profile with accounts (GET /user/profile). */
export function useUserProfile(): CallResponse<UserProfile> {
  // The session ends with profile-missing; no toast for it.
  return useCall(getUserProfile, {}, { revalidateOnFocus: false, handled: isProfileMissing });
}

export function useUserProfileKey() {
  return useCallKey(getUserProfile, {});
}
