// The header's signed-in parts (issue 18): they read calls (the profile, unread counts, the lab's
// settings, live events), so ShellLayout loads this module with the first signed-in page and the
// signed-out boot path carries neither zod nor the contract.
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { LiveEvent } from '@loci/contract';
import { Button, visuallyHidden } from '@loci/ui';
import { usePortalServices, useSessionSnapshot } from '../app/PortalServicesContext.tsx';
import { isLabStaff } from '../lab-desk/labDeskAccess.ts';
import { whenFirstScreenSettles } from '../app/firstScreenSettled.ts';
import { useUserProfile } from '../profile/useUserProfile.ts';
import { AccountSwitcher } from './AccountSwitcher.tsx';
import * as styles from './ShellLayout.css.ts';
import { useUserAreaDrawn } from './userAreaDrawn.tsx';
import { useLiveEvents, type LiveStatus } from '../api/liveEvents.tsx';
// The query module, not the folder's index: the index would put the notification pages here.
import { useMarkViewed, useUnreadNotificationCount } from '../notifications/notificationQueries.ts';
import { followReportEvent } from '../notifications/reportToast.ts';
import { useUnreadThreadCount } from '../messages/messageQueries.ts';
import { useMessagingRoad } from '../messages/messagingRoad.ts';

/** What a signed-in page reads for the header: the lab's settings (messaging flags) and, for a provider, live events. */
export function SessionReads({
  provider,
  onLiveStatus,
}: {
  provider: boolean;
  /** Told whether the live stream is open (the header shows it as `data-live`). */
  onLiveStatus: (status: LiveStatus) => void;
}) {
  const { progress, toaster } = usePortalServices();
  // The stream opens once the first screen is drawn (issue 18): opening it re-reads every list
  // the events change (what it missed before). Opened with the page, that second read of the
  // screen's lists, its ticket and the stream itself took connections and renders from the
  // screen's own code and first reads.
  const [screenDrawn, setScreenDrawn] = useState(false);
  useEffect(() => whenFirstScreenSettles(progress, () => setScreenDrawn(true)), [progress]);
  // A provider's open tab hears the lab's events live: badges, lists and toasts follow them; a
  // report released to a reader of the account's reports toasts with a button that opens it, until
  // its notification is read in any tab.
  const navigate = useNavigate();
  const { markViewed } = useMarkViewed();
  const live = useLiveEvents(provider && screenDrawn, (event: LiveEvent) =>
    followReportEvent(event, toaster, (href) => void navigate(href), markViewed),
  );
  useMessagingRoad();
  useEffect(() => onLiveStatus(live), [live, onLiveStatus]);
  useEffect(() => () => onLiveStatus('off'), [onLiveStatus]);
  return null;
}

/** A header link's unread count (none at zero), read as "3 unread". */
function UnreadBadge({ count, name }: { count: number; name: string }) {
  if (count === 0) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true" data-testid={`${name}-badge`}>
        {count}
      </span>
      <span className={visuallyHidden}> ({count} unread)</span>
    </>
  );
}

/** The unread count of a provider's header link. */
export function NavBadge({ name }: { name: 'notifications' | 'messages' }) {
  return name === 'messages' ? <MessagesBadge /> : <NotificationsBadge />;
}

function MessagesBadge() {
  const road = useMessagingRoad();
  return <UnreadBadge count={useUnreadThreadCount(true, road)} name="messages" />;
}

function NotificationsBadge() {
  return <UnreadBadge count={useUnreadNotificationCount(true)} name="notifications" />;
}

/** The signed-in user's name, account, profile link and sign-out (in the menu on small screens). */
export function UserArea() {
  // The lab's own staff have no practice profile (no accounts, no profile page): their ID token
  // names them, and the profile is not asked for (it would answer 404).
  return isLabStaff(useSessionSnapshot()) ? <LabStaffUserArea /> : <ProviderUserArea />;
}

function LabStaffUserArea() {
  const { email } = useSessionSnapshot();
  const [, markDrawn] = useUserAreaDrawn();
  useLayoutEffect(() => markDrawn(), [markDrawn]);
  return <UserAreaFrame name={email} />;
}

function ProviderUserArea() {
  const { data: profile, error } = useUserProfile();
  // Said before the browser paints: a screen's frame waiting for it gives way in the same frame.
  const [, markDrawn] = useUserAreaDrawn();
  const settled = profile !== undefined || error !== undefined;
  useLayoutEffect(() => {
    if (settled) markDrawn();
  }, [settled, markDrawn]);
  if (!profile) return <UserAreaFrame />;
  const name =
    [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.loginEmailAddress;
  return (
    <UserAreaFrame name={name}>
      <AccountSwitcher profile={profile} />
      <Link to="/user-account#profile">Profile</Link>
    </UserAreaFrame>
  );
}

/** The user's name (once known), what else the user has here, and sign-out. */
function UserAreaFrame({ name, children }: { name?: string | undefined; children?: ReactNode }) {
  const { session } = usePortalServices();
  return (
    <div className={styles.userArea}>
      {name ? (
        <span className={styles.userName} data-testid="signed-in-user">
          {name}
        </span>
      ) : null}
      {children}
      <Button variant="secondary" onClick={() => void session.logout('user-request')}>
        Sign out
      </Button>
    </div>
  );
}
