import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, GlobalProgress, ToastRegion } from '@loci/ui';
import { ReleasedBuild } from '@loci/domain';
import { usePortalServices, useSessionSnapshot } from '../app/PortalServicesContext.tsx';
import { AuthFailedDialog } from './AuthFailedDialog.tsx';
import { CartLink } from '../cart/CartLink.tsx';
import { isLabStaff, labDeskPath } from '../lab-desk/labDeskAccess.ts';
import { ColorSchemeToggle } from '../color-scheme/ColorSchemeToggle.tsx';
import * as styles from './ShellLayout.css.ts';
import { lazyScreen } from '../app/lazyScreen.ts';
import { returnToAfterTimeout } from '../session/sessionRules.ts';
import type { LiveStatus } from '../api/liveEvents.tsx';

// The signed-in parts of the header (live events, unread counts, the user's area) read calls, so
// they load with the first signed-in page, not in the signed-out boot path (issue 18).
const signedInParts = () => import('./SignedInParts.tsx');
const SessionReads = lazyScreen(signedInParts, (m) => m.SessionReads);
const NavBadge = lazyScreen(signedInParts, (m) => m.NavBadge);
const UserArea = lazyScreen(signedInParts, (m) => m.UserArea);

/** Loads the signed-in parts' code (the build's frame of a signed-in screen draws them loaded). */
export const preloadSignedInParts = (): Promise<unknown> => UserArea.preload();

/** While the user's area loads: its sign-out button alone (as before the profile is read). */
function SignOutButton() {
  const { session } = usePortalServices();
  return (
    <Button variant="secondary" onClick={() => void session.logout('user-request')}>
      Sign out
    </Button>
  );
}

interface NavItem {
  label: string;
  to: string;
  /** Which unread count the link shows. */
  badge?: 'notifications' | 'messages';
}

const signedInNav: NavItem[] = [
  { label: 'Orders', to: '/user-account#simple-orders' },
  { label: 'Patients', to: '/user-account#patients' },
  { label: 'Reports', to: '/user-account#reports' },
  { label: 'Messages', to: '/user-account#messages-center', badge: 'messages' },
  { label: 'Notifications', to: '/user-account#notifications', badge: 'notifications' },
  { label: 'Tests', to: '/tests' },
  { label: 'Supplies', to: '/supplies' },
  { label: 'Forms', to: '/resources/forms' },
];

// The lab's own staff have no practice profile: the desk (and the public catalogue) only.
const labStaffNav: NavItem[] = [
  { label: 'Lab desk', to: labDeskPath },
  { label: 'Tests', to: '/tests' },
];

const publicNav: NavItem[] = [
  { label: 'Tests', to: '/tests' },
  { label: 'Test launchpad', to: '/test-launchpad' },
  { label: 'Search', to: '/search' },
];

function isCurrent(item: NavItem, pathname: string, hash: string): boolean {
  const [path, view] = item.to.split('#');
  if (path !== pathname) return false;
  if (view === undefined) return true;
  return hash.slice(1).split('?')[0]?.split('/')[0] === view;
}

/** Signed out: the sign-in button stays in the bar at every width. */
function SignInButton() {
  const { session } = usePortalServices();
  const location = useLocation();
  return (
    <Button
      variant="primary"
      className={styles.signIn}
      onClick={() =>
        void session.signIn(
          // The home page returns to the page a timed-out session was on, if any.
          location.pathname === '/'
            ? returnToAfterTimeout(location.search)
            : location.pathname + location.search + location.hash,
        )
      }
    >
      Sign in
    </Button>
  );
}

/** The frame of every page: header with navigation and the user, the main area, toasts and progress. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const snapshot = useSessionSnapshot();
  const { status } = snapshot;
  const { progress, toaster } = usePortalServices();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  // The small-screen menu stays open only on the page where it was opened.
  const here = location.pathname + location.hash;
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === here;
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and puts focus back on its "Menu" button. A popover or dialog
  // inside the panel closes first: its Escape arrives here already handled (defaultPrevented).
  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpenOn(null);
      menuToggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);
  const signedIn = status === 'logged-in';
  const provider = signedIn && !isLabStaff(snapshot);
  const items = !signedIn ? publicNav : provider ? signedInNav : labStaffNav;
  // Whether the live event stream is open, as SessionReads reports it (off until it loads).
  const [live, setLive] = useState<LiveStatus>('off');

  return (
    <div className={styles.shell}>
      <a
        className={styles.skipLink}
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Skip to main content
      </a>
      <GlobalProgress tracker={progress} />
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          Loci
        </Link>
        <span className={styles.cart}>
          {/* The cart is for ordering: the lab's staff order nothing. */}
          {signedIn && !provider ? null : <CartLink />}
        </span>
        {signedIn ? null : <SignInButton />}
        <Button
          ref={menuToggleRef}
          variant="tertiary"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="main-navigation"
          onClick={() => setMenuOpenOn(menuOpen ? null : here)}
        >
          Menu
        </Button>
        {/* On small screens one menu holds the navigation, the user's area and the theme; from
            medium widths its parts sit in the header's rows (the panel's box disappears). */}
        <div id="main-navigation" className={styles.menuPanel} data-open={menuOpen}>
          {/* data-live: whether the live event stream is open (what a waiting test observes). */}
          <nav aria-label="Main" className={styles.nav} data-live={live}>
            <ul className={styles.navList}>
              {items.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={styles.navLink}
                    aria-current={
                      isCurrent(item, location.pathname, location.hash) ? 'page' : undefined
                    }
                  >
                    {item.label}
                    {item.badge && provider ? (
                      <Suspense fallback={null}>
                        <NavBadge name={item.badge} />
                      </Suspense>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.settingsRow}>
            {signedIn ? (
              <Suspense fallback={<SignOutButton />}>
                <UserArea />
              </Suspense>
            ) : null}
            <ColorSchemeToggle />
          </div>
        </div>
      </header>
      <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>Loci provider portal · release {ReleasedBuild}</footer>
      {/* Bottom end: a report's toast stays until dismissed and would cover sign-out up top. */}
      <ToastRegion toaster={toaster} placement="bottom-end" />
      <AuthFailedDialog />
      {signedIn ? (
        <Suspense fallback={null}>
          <SessionReads provider={provider} onLiveStatus={setLive} />
        </Suspense>
      ) : null}
    </div>
  );
}
