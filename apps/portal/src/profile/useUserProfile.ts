import useSWR, { type SWRResponse } from 'swr';
import { getUserProfile, type UserProfile } from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useCallKey } from '../api/callHooks.tsx';
import { contractCall } from '../api/contractCall.ts';
import { ApiFailureError } from '../api/apiErrors.ts';

/** A 404 on the profile: the signed-in subject has no portal profile (logout with profile-missing). */
export function isProfileMissing(error: unknown): boolean {
  return error instanceof ApiFailureError && error.status === 404;
}

/** The signed-in user's profile with accounts (GET /user/profile). */
export function useUserProfile(): SWRResponse<UserProfile, unknown> {
  const { api, reporter } = usePortalServices();
  const key = useUserProfileKey();
  return useSWR(
    key,
    async () => {
      try {
        return await api.call(contractCall(getUserProfile));
      } catch (error) {
        // The session ends with profile-missing; no toast for it.
        if (isProfileMissing(error)) reporter.markHandled(error);
        throw error;
      }
    },
    { revalidateOnFocus: false },
  );
}

export function useUserProfileKey() {
  return useCallKey(getUserProfile, {});
}
