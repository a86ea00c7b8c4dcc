// The signed-in user's profile read from the boot (issue 18): on a signed-in visit the first
// screen waits for the profile, so it is sent as soon as the session starts with a stored user,
// before any screen commits, and `useUserProfile` takes it instead of sending its own. The
// contract's descriptor (and its schema, zod) stays out of the boot: the address is written here
// (a test holds it to the contract's) and the hook checks the answer with the schema.
import type { ApiCall } from '../api/apiClient.ts';
import { ApiFailureError, ApiValidationError } from '../api/apiErrors.ts';
import type { PortalServices } from '../app/portalServices.ts';

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

/** The contract's `getUserProfile` without its schema (same address, same wrapped answer). */
export const uncheckedProfileCall: ApiCall<unknown> = {
  method: 'GET',
  path: '/user/profile',
  wrapped: true,
  operation: 'getUserProfile',
};

/** Sends the profile's read when the session has started signed in; nothing for a visitor. */
export function startProfileRead({
  session,
  api,
  reporter,
  earlyReads,
}: Pick<PortalServices, 'session' | 'api' | 'reporter' | 'earlyReads'>): void {
  const { status, subject } = session.snapshot();
  if (status !== 'logged-in' || !subject || !earlyReads) return;
  const read = api.call(uncheckedProfileCall).catch((error: unknown) => {
    // The session ends with profile-missing (as `useUserProfile` marks it): no toast, even if the
    // answer comes before the screen that takes it.
    if (isProfileMissing(error)) reporter.markHandled(error);
    throw error;
  });
  earlyReads.start(['portal', api.urlOf(uncheckedProfileCall), subject], read);
}
