import { afterEach, describe, expect, it } from 'vitest';
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
