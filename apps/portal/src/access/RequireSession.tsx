import { requiredValue } from '@loci/domain';
import {
  createContext,
  useContext,
  useDeferredValue,
  useEffect,
  useRef,
  type ReactNode,
} from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { UserProfile } from '@loci/contract';
import { usePortalServices, useSessionSnapshot } from '../app/PortalServicesContext.tsx';
import { isProfileMissing, useUserProfile } from '../profile/useUserProfile.ts';
import { rememberUser } from '../accounts/selectedAccount.ts';
import { accessRedirect, type ProtectedPlace } from './accessRedirect.ts';
import { ReadFailure } from '../api/ReadFailure.tsx';
import { PrerenderTakeOver } from '../prerender/takeOver.tsx';

const ProfileContext = createContext<UserProfile | null>(null);

/** The signed-in user's profile inside a protected view. */
export function useProfile(): UserProfile {
  return requiredValue(useContext(ProfileContext), 'useProfile needs RequireSession');
}

/**
 * A view for signed-in users: a signed-out visitor goes to sign-in (and comes back here after),
 * the profile loads (404: logout with profile-missing), and the registration and account rules apply.
 */
export function RequireSession({
  place = 'other',
  children,
}: {
  place?: ProtectedPlace;
  children: ReactNode;
}) {
  const { session } = usePortalServices();
  const { status } = useSessionSnapshot();
  const location = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (status !== 'logged-out' || started.current) return;
    started.current = true;
    void session.signIn(location.pathname + location.search + location.hash);
  }, [status, session, location]);

  if (status !== 'logged-in') {
    return (
      <>
        <p role="status">{status === 'unknown' ? 'Loading…' : 'Taking you to the sign-in page…'}</p>
        {/* A signed-in frame (issue 18) never stays while the visitor is sent to sign in. */}
        {status === 'logged-out' ? <PrerenderTakeOver /> : null}
      </>
    );
  }
  return <ProfileGate place={place}>{children}</ProfileGate>;
}

function ProfileGate({ place, children }: { place: ProtectedPlace; children: ReactNode }) {
  const { session, storage } = usePortalServices();
  const { data: answered, error, mutate } = useUserProfile();
  // The screen under the gate is drawn at a transition's priority when the profile comes in: React
  // draws it in slices and lets the browser in between, instead of one long task (the first visit's
  // longest, ~150 ms on a mid-range phone). A profile already read (any later screen) draws at once.
  const profile = useDeferredValue(answered);
  const missing = error !== undefined && isProfileMissing(error);

  useEffect(() => {
    if (missing) void session.logout('profile-missing');
  }, [missing, session]);

  useEffect(() => {
    if (profile) rememberUser(storage, profile);
  }, [profile, storage]);

  // A signed-in frame (issue 18) stays while the profile loads, and gives way at once to anything
  // but the view: signing out, the error, a redirect.
  if (missing) {
    return (
      <>
        <p role="status">Signing you out…</p>
        <PrerenderTakeOver />
      </>
    );
  }
  // The server could not be reached (nothing is wrong with the profile), or it failed to answer it.
  if (error !== undefined) {
    return (
      <>
        <PrerenderTakeOver />
        <ReadFailure
          error={error}
          failed="Your profile could not be loaded."
          onRetry={() => mutate()}
        />
      </>
    );
  }
  if (!profile) return <p role="status">Loading your profile…</p>;
  const redirect = accessRedirect(profile, place);
  if (redirect) {
    return (
      <>
        <Navigate to={redirect} replace />
        <PrerenderTakeOver />
      </>
    );
  }
  return <ProfileContext.Provider value={profile}>{children}</ProfileContext.Provider>;
}
