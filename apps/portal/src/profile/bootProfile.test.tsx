// The boot's profile read (issue 18): asked for as the session starts, before any screen's code,
// at the contract's address, and handed to the first useUserProfile checked against the contract,
// without a second call.
import { describe, expect, it } from 'vitest';
import { getUserProfile, type UserProfile } from '@loci/contract';
import { contractCall } from '../api/contractCall.ts';
import { fakePortal, renderWithServices } from '../testing/renderPortal.tsx';
import { demoProfile } from '../testing/demoProfile.ts';
import { bootProfileCall, preloadUserProfile } from './bootProfile.ts';
import { useUserProfile } from './useUserProfile.ts';

async function readProfile(portal: ReturnType<typeof fakePortal>) {
  const seen: { data?: UserProfile; error?: unknown } = {};
  function Probe() {
    const { data, error } = useUserProfile();
    seen.data = data;
    seen.error = error;
    return null;
  }
  const view = await renderWithServices(portal.services, '/', <Probe />);
  await view.settle();
  view.unmount();
  return seen;
}

describe('the boot’s profile read', () => {
  it('asks the contract’s getUserProfile address, method and wrapping', () => {
    const { services } = fakePortal({ signedIn: true });
    const contract = contractCall(getUserProfile);
    expect(services.api.urlOf(bootProfileCall)).toBe(services.api.urlOf(contract));
    expect(bootProfileCall.method).toBe(contract.method);
    expect(bootProfileCall.wrapped).toBe(contract.wrapped);
    expect(bootProfileCall.operation).toBe(contract.operation);
  });

  it('hands its answer to the first useUserProfile: one call in all', async () => {
    const profile = demoProfile();
    const portal = fakePortal({ signedIn: true, profile });
    preloadUserProfile(portal.services);
    expect(portal.fetch).toHaveBeenCalledTimes(1);
    const seen = await readProfile(portal);
    expect(seen.data).toEqual(profile);
    expect(portal.fetch).toHaveBeenCalledTimes(1);
  });

  it('checks the answer against the contract before a screen sees it', async () => {
    const portal = fakePortal({
      signedIn: true,
      profile: { ...demoProfile(), accounts: 'none' } as unknown as UserProfile,
    });
    preloadUserProfile(portal.services);
    const seen = await readProfile(portal);
    expect(seen.data).toBeUndefined();
    expect(seen.error).toBeInstanceOf(Error);
  });

  it('asks nothing while nobody is signed in', () => {
    const portal = fakePortal({ signedIn: false });
    preloadUserProfile(portal.services);
    expect(portal.fetch).not.toHaveBeenCalled();
  });
});
