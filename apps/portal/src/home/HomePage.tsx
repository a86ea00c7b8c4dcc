import { Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, PageHeader, Inline, Skeleton, Stack } from '@loci/ui';
import { usePortalServices, useSessionSnapshot } from '../app/PortalServicesContext.tsx';
import { usePageHeading } from '../shell/usePageHeading.ts';
import {
  logoutReasonMessages,
  readLogoutReason,
  returnToAfterTimeout,
} from '../session/sessionRules.ts';
import * as styles from '../shell/page.css.ts';
import { lazyScreen } from '../app/lazyScreen.ts';
import { PrerenderedPart } from '../prerender/PrerenderedPart.tsx';
import { publicationsPartId } from '../prerender/takeOver.tsx';

// The publications panel (its tabs, pagination and GraphQL reads) loads after the home's own code:
// the page paints first (issue 18); its place is held at the height of its heading and tabs, or
// by the panel the lab's server drew into the page at `/` with its first page.
export const PublicationsAndNews = lazyScreen(
  () => import('../publications/PublicationsAndNews.tsx'),
  (m) => m.PublicationsAndNews,
);

/** The publications panel's place while its code loads (the pre-rendered home has it too). */
export function PublicationsPlaceholder() {
  return <Skeleton height="12em" />;
}

/**
 * Home: what the portal is for, the sign-in button, why the last session ended (when not asked),
 * and the lab's publications and news (docs/decisions/publications-portal-placement.md).
 */
export function HomePage() {
  const { session } = usePortalServices();
  const { status } = useSessionSnapshot();
  const location = useLocation();
  const reason = readLogoutReason(location.search);
  // After a session timeout, signing in again returns to the page that was open.
  const returnTo = returnToAfterTimeout(location.search);
  const heading = usePageHeading('Loci provider portal');
  const signedIn = status === 'logged-in';
  return (
    <Stack as="section" gap="lg" aria-labelledby="home-title">
      <PageHeader
        title="Loci provider portal"
        headingProps={{ id: 'home-title', ref: heading, tabIndex: -1 }}
        description="Order genetic tests for your patients, follow their orders and read their reports, and talk to the lab."
        actions={
          signedIn ? (
            <Link to="/user-account#simple-orders">Go to your orders</Link>
          ) : (
            <Button
              variant="primary"
              onClick={() => void session.signIn(returnTo)}
              disabled={status === 'unknown'}
            >
              Sign in
            </Button>
          )
        }
      />
      {reason && reason !== 'user-request' ? (
        <p className={styles.warningNotice} role="status" data-testid="logout-reason">
          {logoutReasonMessages[reason]}
        </p>
      ) : null}
      <Inline gap="lg">
        <Link to="/tests">Browse the test catalogue</Link>
        {/* Only a signed-out visitor can have forgotten the password they would sign in with. */}
        {signedIn ? null : <Link to="/reset-password">Forgot your password?</Link>}
      </Inline>
      <Suspense
        fallback={
          <PrerenderedPart id={publicationsPartId} fallback={<PublicationsPlaceholder />} />
        }
      >
        <PublicationsAndNews />
      </Suspense>
    </Stack>
  );
}
