import { useEffect } from 'react';
import { PageHeader, Stack } from '@loci/ui';
import { usePageHeading } from '../shell/usePageHeading.ts';

/** The identity provider's own password-reset page. */
export const passwordResetAddress = '/oidc/reset-password';

/** /reset-password: the password reset lives with the identity provider; go there. */
export function ResetPasswordPage({
  go = (url: string) => window.location.replace(url),
}: {
  go?: (url: string) => void;
}) {
  const heading = usePageHeading('Reset your password');
  useEffect(() => go(passwordResetAddress), [go]);
  return (
    <Stack as="section" gap="lg" aria-labelledby="reset-title">
      <PageHeader
        title="Reset your password"
        headingProps={{ id: 'reset-title', ref: heading, tabIndex: -1 }}
      />
      <p role="status">
        Taking you to the password reset page… If nothing happens,{' '}
        <a href={passwordResetAddress}>open it here</a>.
      </p>
    </Stack>
  );
}
