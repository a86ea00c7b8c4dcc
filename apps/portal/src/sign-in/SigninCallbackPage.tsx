import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getUserProfile } from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { ScreenSection } from '../shell/ScreenSection.tsx';
import { sendCall } from '../api/contractCall.ts';
import { callKeyOf, useCallCache } from '../api/callHooks.tsx';
import { readFailureText } from '../api/ReadFailure.tsx';
import { isProfileMissing } from '../profile/useUserProfile.ts';
import { rememberUser } from '../accounts/selectedAccount.ts';
import { postLoginDestination } from '../session/sessionRules.ts';
import { isLabStaff, labStaffLanding } from '../lab-desk/labDeskAccess.ts';
import * as styles from '../shell/page.css.ts';

/**
 * /signin-callback: finishes the sign-in redirect, loads the user's profile, then goes to the
 * stored landing address (used once), finalize-registration, no-access or the order list.
 */
export function SigninCallbackPage() {
  const services = usePortalServices();
  const { put } = useCallCache();
  const navigate = useNavigate();
  const started = useRef(false);
  // Why the profile could not be read (the server could not be reached, or it failed).
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { session, api, reporter, storage } = services;
    void (async () => {
      try {
        await session.completeSignIn(window.location.href);
      } catch {
        return; // The session logged out with login-flow-error and leaves this page.
      }
      // The lab's own staff have no practice profile: they land on the lab desk.
      if (isLabStaff(session.snapshot())) {
        navigate(labStaffLanding(storage.takePostLoginLanding()), { replace: true });
        return;
      }
      let profile;
      try {
        profile = await sendCall(api, getUserProfile);
      } catch (error) {
        if (isProfileMissing(error)) {
          reporter.markHandled(error);
          await session.logout('profile-missing');
        } else {
          setFailed({ error });
        }
        return;
      }
      rememberUser(storage, profile);
      const subject = session.snapshot().subject;
      if (subject) await put(callKeyOf(api, getUserProfile, {}, subject), profile);
      navigate(postLoginDestination(profile, storage.takePostLoginLanding()), { replace: true });
    })();
  }, [services, put, navigate]);

  return (
    <ScreenSection title="Signing you in" headingId="callback-title">
      {failed ? (
        <p className={styles.warningNotice} role="alert">
          {readFailureText(failed.error, 'Your profile could not be loaded.')}{' '}
          <Link to="/user-account#simple-orders">Try again</Link>
        </p>
      ) : (
        <p role="status">Loading your profile…</p>
      )}
    </ScreenSection>
  );
}
