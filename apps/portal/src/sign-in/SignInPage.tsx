import { useEffect, useRef } from 'react';
import { PageHeader, Stack } from '@loci/ui';
import { Navigate, useSearchParams } from 'react-router-dom';
import { usePortalServices, useSessionSnapshot } from '../app/PortalServicesContext.tsx';
import { usePageHeading } from '../shell/usePageHeading.ts';
import { returnToParameter, sameOriginPath } from '../session/sessionRules.ts';

export { sameOriginPath };

/** /signin: sends the browser to the lab's sign-in page; `returnTo` is where to land afterwards. */
export function SignInPage() {
  const { session } = usePortalServices();
  const { status } = useSessionSnapshot();
  const [search] = useSearchParams();
  const started = useRef(false);
  const heading = usePageHeading('Sign in');
  const returnTo = sameOriginPath(search.get(returnToParameter));

  useEffect(() => {
    if (status !== 'logged-out' || started.current) return;
    started.current = true;
    void session.signIn(returnTo);
  }, [status, session, returnTo]);

  if (status === 'logged-in')
    return <Navigate to={returnTo ?? '/user-account#simple-orders'} replace />;
  return (
    <Stack as="section" gap="lg" aria-labelledby="signin-title">
      <PageHeader
        title="Sign in"
        headingProps={{ id: 'signin-title', ref: heading, tabIndex: -1 }}
      />
      <p role="status">Taking you to the sign-in page…</p>
    </Stack>
  );
}
