// Which protected views a user may see before registration is complete or without an approved account.
import {
  finalizeRegistrationLanding,
  hasApprovedAccount,
  noAccessLanding,
  postLoginDestination,
  type LandingProfile,
} from '../session/sessionRules.ts';

export type ProtectedPlace = 'finalize-registration' | 'no-access' | 'profile' | 'other';

/** Where to send the user instead of this place, or null when they may stay. */
export function accessRedirect(profile: LandingProfile, place: ProtectedPlace): string | null {
  if (!profile.portalRegistrationCompleted) {
    return place === 'finalize-registration' ? null : finalizeRegistrationLanding;
  }
  if (place === 'finalize-registration') return postLoginDestination(profile, null);
  if (!hasApprovedAccount(profile)) {
    return place === 'no-access' || place === 'profile' ? null : noAccessLanding;
  }
  return null;
}
