import { useEffect } from 'react';
import { ScreenSection } from '../shell/ScreenSection.tsx';

/** The identity provider's own password-reset page. */
export const passwordResetAddress = '/oidc/reset-password';

/** /reset-password: the password reset lives with the identity provider; go there. */
export function ResetPasswordPage({
  go = (url: string) => window.location.replace(url),
}: {
  go?: (url: string) => void;
}) {
  useEffect(() => go(passwordResetAddress), [go]);
  return (
    <ScreenSection title="Reset your password" headingId="reset-title">
      <p role="status">
        Taking you to the password reset page… If nothing happens,{' '}
        <a href={passwordResetAddress}>open it here</a>.
      </p>
    </ScreenSection>
  );
}
