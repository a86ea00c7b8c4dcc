// The signed-in user's profile is asked for as soon as the session has started (issue 18), not
// when the first screen's code has loaded and drawn: every signed-in screen waits for it (the
// profile gate, the shell's account parts), and over HTTP/1.1 it queued behind ~30 script
// requests. The answer is still checked against the contract's schema before any screen sees
// it, but the check (and zod) loads beside the answer instead of before the question: the entry
// stays without the contract's schemas (docs/decisions/first-visit-performance.md). The check
// comes with useUserProfile.ts, which every signed-in screen loads: no chunk of its own.
import type { UserProfile } from '@loci/contract';
import type { ApiCall } from '../api/apiClient.ts';
import { preloadRead, type CallKey } from '../api/callHooks.tsx';
import type { PortalServices } from '../app/portalServices.ts';
import { isProfileMissing } from './profileMissing.ts';

/**
 * The contract's getUserProfile without its schema (same address and wrapping; a test holds them
 * equal): GET /api/portal/v1.0.1/user/profile, the data inside `{ success, data }`.
 */
export const bootProfileCall: ApiCall<unknown> = {
  method: 'GET',
  base: '/api/portal/v1.0.1',
  path: '/user/profile',
  wrapped: true,
  operation: 'getUserProfile',
};

type ProfileCheck = (data: unknown) => UserProfile;
let provideCheck: (check: ProfileCheck) => void = () => undefined;
const profileCheck = new Promise<ProfileCheck>((resolve) => (provideCheck = resolve));

/** Hands the contract's check of the profile to the boot's read (useUserProfile.ts, when loaded). */
export function provideProfileCheck(check: ProfileCheck): void {
  provideCheck(check);
}

/** Starts the profile read of the signed-in user under useUserProfile's key; no-op when signed out. */
export function preloadUserProfile(
  services: Pick<PortalServices, 'api' | 'session' | 'reporter'>,
): void {
  const { status, subject } = services.session.snapshot();
  if (status !== 'logged-in' || !subject) return;
  const { api, reporter } = services;
  const key: CallKey = ['portal', api.urlOf(bootProfileCall), subject];
  preloadRead(key, async () => {
    let data: unknown;
    try {
      data = await api.call(bootProfileCall);
    } catch (error) {
      // As useUserProfile's read: the session ends with profile-missing, without a toast.
      if (isProfileMissing(error)) reporter.markHandled(error);
      throw error;
    }
    // A hook takes this answer only once its module (and the check) has loaded.
    const check = await profileCheck;
    try {
      return check(data);
    } catch (error) {
      // An answer that breaks the contract is reported as the client reports it for any call.
      reporter.report(error);
      throw error;
    }
  });
}
