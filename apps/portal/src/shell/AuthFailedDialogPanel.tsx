import { Button, Dialog } from '@loci/ui';
import { usePortalServices } from '../app/PortalServicesContext.tsx';

/** The open auth-failed dialog (AuthFailedDialog.tsx loads it, with the kit's dialog, when needed). */
export function AuthFailedDialogPanel() {
  const { session } = usePortalServices();
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
