import { Button, Dialog } from '@loci/ui';
import { usePortalServices, useSessionSnapshot } from '../app/PortalServicesContext.tsx';

/**
 * The auth-failed dialog (document 2 section 8): shown when the tokens cannot be trusted, for
 * example a refresh token without an expiry claim (kind unknown-error). The only way on is a new sign-in.
 */
export function AuthFailedDialog() {
  const { session } = usePortalServices();
  const { authProblem } = useSessionSnapshot();
  if (authProblem === null) return null;
  return (
    <Dialog
      open
      role="alertdialog"
      title="Authentication failed"
      description="Your sign-in could not be verified (unknown error). Please sign in again."
      closeOnEscape={false}
      closeOnOverlayClick={false}
      showCloseButton={false}
      footer={
        <Button variant="primary" onClick={() => void session.logout('login-flow-error')}>
          Sign in again
        </Button>
      }
    />
  );
}
