import { Link } from 'react-router-dom';
import {} from '@loci/ui';
import { approvedAccounts } from '@loci/domain';
import { useProfile } from '../access/RequireSession.tsx';
import { ScreenSection } from '../shell/ScreenSection.tsx';
import { noAccountMessage } from '../session/sessionRules.ts';
import * as styles from '../shell/page.css.ts';

/** #no-access: the user may not use the portal's screens (no approved account). */
export function NoAccessPage() {
  const profile = useProfile();
  const waiting = profile.accounts.length > 0 && approvedAccounts(profile.accounts).length === 0;
  return (
    <ScreenSection title="No access" headingId="no-access-title">
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
    </ScreenSection>
  );
}
