// The profile's read from the boot (issue 18): sent before any screen, taken by `useUserProfile`
// (one request, not two), checked with the contract's schema there, never sent for a visitor, and
// the profile's rules unchanged (404: logout with profile-missing and no toast; a failure: the
// retry reads afresh).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserProfile } from '@loci/contract';
import { contractCall } from '../api/contractCall.ts';
import { createEarlyReads } from '../api/earlyReads.ts';
import { errorReportDelayMs } from '../api/errorReporter.ts';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal, renderPortalAt, type FakePortal } from '../testing/renderPortal.tsx';
import { startProfileRead, uncheckedProfileCall } from './profileRead.ts';

function withEarlyReads(portal: FakePortal): FakePortal {
  portal.services.earlyReads = createEarlyReads();
  return portal;
}

function profileRequests(portal: FakePortal): number {
  return portal.fetch.mock.calls.filter(([url]) => String(url).endsWith('/user/profile')).length;
}

describe('the profile read from the boot', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('asks for the contract’s getUserProfile address', () => {
    const { services } = fakePortal({ signedIn: true });
    expect(services.api.urlOf(uncheckedProfileCall)).toBe(
      services.api.urlOf(contractCall(getUserProfile)),
    );
  });

  it('is sent before any screen and taken by the screen: the profile is read once', async () => {
    const portal = withEarlyReads(fakePortal({ signedIn: true, profile: demoProfile() }));
    startProfileRead(portal.services);
    expect(profileRequests(portal)).toBe(1);
    const screen = await renderPortalAt('/user-account#simple-orders', portal);
    expect(screen.heading()).toBe('Orders');
    expect(profileRequests(portal)).toBe(1);
    screen.unmount();
  });

  it('sends nothing for a signed-out visitor', () => {
    const portal = withEarlyReads(fakePortal({ signedIn: false }));
    startProfileRead(portal.services);
    expect(portal.fetch).not.toHaveBeenCalled();
  });

  it('still logs out with profile-missing on a 404, with no toast even when it answers first', async () => {
    const portal = withEarlyReads(fakePortal({ signedIn: true, profile: null }));
    const show = vi.spyOn(portal.services.toaster, 'show');
    startProfileRead(portal.services);
    await act(() => new Promise((resolve) => setTimeout(resolve, errorReportDelayMs + 50)));
    const screen = await renderPortalAt('/user-account#simple-orders', portal);
    expect(portal.session.logout).toHaveBeenCalledWith('profile-missing');
    expect(show).not.toHaveBeenCalled();
    expect(profileRequests(portal)).toBe(1);
    screen.unmount();
  });

  it('checks the answer with the contract’s schema, and the retry reads afresh', async () => {
    const portal = withEarlyReads(fakePortal({ signedIn: true, profile: demoProfile() }));
    portal.fetch.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ success: true, data: { userName: 42 } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    startProfileRead(portal.services);
    const screen = await renderPortalAt('/user-account#simple-orders', portal);
    expect(screen.container.textContent).toContain('Your profile could not be loaded.');
    const retry = [...screen.container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Try again',
    );
    await act(async () => retry?.click());
    await screen.settle();
    expect(screen.heading()).toBe('Orders');
    expect(profileRequests(portal)).toBe(2);
    screen.unmount();
  });
});
