import { afterEach, describe, expect, it } from 'vitest';
import { userEvent, within } from 'storybook/test';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';

const links = (container: HTMLElement) =>
  [...container.querySelectorAll('main a')].map((link) => link.textContent);

describe('the home page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('offers a signed-out visitor the sign-in and the password reset', async () => {
    const screen = await renderPortalAt('/', fakePortal({ signedIn: false }));
    expect(screen.heading()).toBe('Loci provider portal');
    expect(links(screen.container)).toContain('Forgot your password?');
    screen.unmount();
  });

  it('after a session timeout, signs in again to the page that was open', async () => {
    const portal = fakePortal({ signedIn: false });
    const screen = await renderPortalAt(
      '/?logout-reason=session-timeout&returnTo=%2Fuser-account%3Fview%3Dcompact%23patients%2F42',
      portal,
    );
    expect(screen.container.textContent).toContain(
      'You were signed out because your session timed out.',
    );
    const main = within(screen.container.querySelector('main')!);
    await userEvent.click(main.getByRole('button', { name: 'Sign in' }));
    expect(portal.session.signIn).toHaveBeenLastCalledWith(
      '/user-account?view=compact#patients/42',
    );
    // The header's "Sign in" returns there too.
    const header = within(screen.container.querySelector('header')!);
    await userEvent.click(header.getByRole('button', { name: 'Sign in' }));
    expect(portal.session.signIn).toHaveBeenCalledTimes(2);
    expect(portal.session.signIn).toHaveBeenLastCalledWith(
      '/user-account?view=compact#patients/42',
    );
    screen.unmount();
  });

  it('never returns to another origin, and without a timeout signs in to the default view', async () => {
    const elsewhere = fakePortal({ signedIn: false });
    const first = await renderPortalAt(
      '/?logout-reason=session-timeout&returnTo=%2F%2Fevil.example%2F',
      elsewhere,
    );
    const main = within(first.container.querySelector('main')!);
    await userEvent.click(main.getByRole('button', { name: 'Sign in' }));
    expect(elsewhere.session.signIn).toHaveBeenLastCalledWith(null);
    first.unmount();

    const plain = fakePortal({ signedIn: false });
    const second = await renderPortalAt('/?returnTo=%2Fuser-account%23patients', plain);
    await userEvent.click(
      within(second.container.querySelector('main')!).getByRole('button', { name: 'Sign in' }),
    );
    expect(plain.session.signIn).toHaveBeenLastCalledWith(null);
    second.unmount();
  });

  it('does not offer a signed-in user the password link', async () => {
    const screen = await renderPortalAt(
      '/',
      fakePortal({ signedIn: true, profile: demoProfile() }),
    );
    expect(screen.heading()).toBe('Loci provider portal');
    expect(links(screen.container)).toContain('Go to your orders');
    expect(links(screen.container)).not.toContain('Forgot your password?');
    screen.unmount();
  });
});
