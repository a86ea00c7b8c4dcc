import { Link } from 'react-router-dom';
import { PageHeader, Stack } from '@loci/ui';
import { approvedAccounts } from '@loci/domain';
import { useProfile } from '../access/RequireSession.tsx';
import { usePageHeading } from '../shell/usePageHeading.ts';
import { noAccountMessage } from '../session/sessionRules.ts';
import * as styles from '../shell/page.css.ts';

/** #no-access: the user may not use the portal's screens (no approved account). */
export function NoAccessPage() {
  const profile = useProfile();
  const heading = usePageHeading('No access');
  const waiting = profile.accounts.length > 0 && approvedAccounts(profile.accounts).length === 0;
  return (
    <Stack as="section" gap="lg" aria-labelledby="no-access-title">
      <PageHeader
        title="No access"
        headingProps={{ id: 'no-access-title', ref: heading, tabIndex: -1 }}
      />
      <p className={styles.warningNotice} role="status" data-testid="no-account-message">
        {noAccountMessage}
      </p>
      <p className={styles.lead}>
        {waiting
          ? 'Your access to an account is waiting for approval by its administrator.'
          : 'Ask your practice’s account administrator or the lab’s client services to give you access to an account.'}
      </p>
      <p>
        <Link to="/user-account#profile">See your profile</Link>
      </p>
    </Stack>
  );
}
