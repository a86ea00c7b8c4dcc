import { Suspense } from 'react';
import { useSessionSnapshot } from '../app/PortalServicesContext.tsx';
import { lazyScreen } from '../app/lazyScreen.ts';

// The dialog's code (and the kit's modal dialog under it) loads only when it is shown (issue 18).
const AuthFailedDialogPanel = lazyScreen(
  () => import('./AuthFailedDialogPanel.tsx'),
  (m) => m.AuthFailedDialogPanel,
);

/**
 * The auth-failed dialog (document 2 section 8): shown when the tokens cannot be trusted, for
 * example a refresh token without an expiry claim (kind unknown-error). The only way on is a new sign-in.
 */
export function AuthFailedDialog() {
  const { authProblem } = useSessionSnapshot();
  if (authProblem === null) return null;
  return (
    <Suspense fallback={null}>
      <AuthFailedDialogPanel />
    </Suspense>
  );
}
