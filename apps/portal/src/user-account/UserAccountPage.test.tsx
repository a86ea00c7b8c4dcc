import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';

describe('/user-account views', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the profile view with the user’s fields and accounts', async () => {
    const screen = await renderPortalAt(
      '/user-account#profile',
      fakePortal({ signedIn: true, profile: demoProfile() }),
    );
    expect(screen.heading()).toBe('Your profile');
    expect(screen.container.textContent).toContain('dr.ada@loci.test');
    expect(screen.container.querySelector('table')?.textContent).toContain('Harbor Genetics');
    expect(screen.container.querySelector('[data-testid="signed-in-user"]')?.textContent).toBe(
      'Ada Lovelace',
    );
    screen.unmount();
  });

  it('links the profile to the identity provider’s password change, and hides it without one', async () => {
    const screen = await renderPortalAt(
      '/user-account#profile',
      fakePortal({ signedIn: true, profile: demoProfile() }),
    );
    const link = [...screen.container.querySelectorAll('a')].find(
      (anchor) => anchor.textContent === 'Change password',
    );
    expect(link?.getAttribute('href')).toBe('http://localhost/oidc/change-password');
    screen.unmount();

    const external = fakePortal({ signedIn: true, profile: demoProfile() });
    delete external.services.config.passwordChangeUrl;
    const withoutLink = await renderPortalAt('/user-account#profile', external);
    expect(withoutLink.heading()).toBe('Your profile');
    expect(withoutLink.container.textContent).not.toContain('Change password');
    withoutLink.unmount();
  });

  it('opens the supplies of an account from the hashbang view', async () => {
    const screen = await renderPortalAt(
      '/supplies#!/supplies-list/1001',
      fakePortal({ signedIn: true, profile: demoProfile() }),
    );
    expect(screen.heading()).toBe('Supplies for account 1001');
    expect(screen.container.textContent).not.toContain('Coming soon.');
    screen.unmount();
  });

  it('reads the slice tool query and ignores values outside the route-parameter characters', async () => {
    const portal = fakePortal({ signedIn: false });
    const first = await renderPortalAt('/slice-tool?code=TG70&slice=cardio-panel', portal);
    expect(first.heading()).toBe('Slice tool for test TG70');
    // The slice is named by its name once known (a favorite's, a predefined one's), never by its slug.
    expect(first.container.textContent).not.toContain('“cardio-panel”');
    first.unmount();
    const second = await renderPortalAt('/slice-tool?code=%3Cscript%3E', portal);
    expect(second.heading()).toBe('Slice tool');
    second.unmount();
  });

  it('opens the order list when no view is named', async () => {
    const screen = await renderPortalAt(
      '/user-account',
      fakePortal({ signedIn: true, profile: demoProfile() }),
    );
    expect(screen.location()).toBe('/user-account#simple-orders');
    expect(screen.heading()).toBe('Orders');
    screen.unmount();
  });

  it('keeps a user whose registration is incomplete on finalize-registration', async () => {
    const profile = demoProfile({ portalRegistrationCompleted: false });
    const screen = await renderPortalAt(
      '/user-account#patients',
      fakePortal({ signedIn: true, profile }),
    );
    expect(screen.location()).toBe('/user-account#finalize-registration');
    expect(screen.heading()).toBe('Complete your registration');
    const labels = [...screen.container.querySelectorAll('label')].map(
      (label) => label.textContent,
    );
    expect(labels.join('|')).toContain('First name');
    screen.unmount();
  });

  it('tells a user without an approved account "No account found for current user"', async () => {
    const profile = demoProfile({
      accounts: [
        {
          accountNumber: '1003',
          accessApproved: false,
          accessTypeCode: 'GDOO',
          clientName: 'Lakeside Clinic',
        },
      ],
    });
    const screen = await renderPortalAt(
      '/user-account#simple-orders',
      fakePortal({ signedIn: true, profile }),
    );
    expect(screen.location()).toBe('/user-account#no-access');
    expect(screen.container.textContent).toContain('No account found for current user');
    screen.unmount();
  });

  it('logs out with profile-missing when the profile answers 404', async () => {
    const portal = fakePortal({ signedIn: true, profile: null });
    const screen = await renderPortalAt('/user-account#simple-orders', portal);
    expect(portal.session.logout).toHaveBeenCalledWith('profile-missing');
    screen.unmount();
  });

  it('sends a signed-out visitor to sign-in and keeps the address to come back to', async () => {
    const portal = fakePortal({ signedIn: false });
    const screen = await renderPortalAt('/user-account#review/ORD-7', portal);
    expect(portal.session.signIn).toHaveBeenCalledWith('/user-account#review/ORD-7');
    expect(portal.session.signIn).toHaveBeenCalledTimes(1);
    screen.unmount();
  });
});

describe('home page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('says why the session ended when the user did not ask', async () => {
    const screen = await renderPortalAt(
      '/?logout-reason=session-timeout',
      fakePortal({ signedIn: false }),
    );
    expect(screen.container.querySelector('[role="status"]')?.textContent).toBe(
      'You were signed out because your session timed out.',
    );
    screen.unmount();
  });

  it('ignores an unknown logout reason', async () => {
    const screen = await renderPortalAt(
      '/?logout-reason=<b>hi</b>',
      fakePortal({ signedIn: false }),
    );
    expect(screen.container.querySelector('[data-testid="logout-reason"]')).toBeNull();
    screen.unmount();
  });
});
