// The registration form over the portal's real client and routes: an ordering provider's NPI is
// required (the server refuses it missing), so it carries the asterisk of the other required fields
// and a blank one is refused beside the field before anything is sent; a staff member's is not.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';

function labelOf(container: HTMLElement, text: string): HTMLLabelElement {
  const label = [...container.querySelectorAll('label')].find((item) =>
    item.textContent?.startsWith(text),
  );
  expect(label, text).toBeDefined();
  return label!;
}

const controlOf = (container: HTMLElement, text: string) =>
  document.getElementById(labelOf(container, text).htmlFor) as HTMLInputElement;

const registrationCalls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/finalizeClientRegistration'));

describe('#finalize-registration', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('marks an ordering provider’s NPI required like the other required fields, and asks for it before sending', async () => {
    const portal = fakePortal({
      signedIn: true,
      profile: demoProfile({
        portalRegistrationCompleted: false,
        npi: null,
        isOrderingProvider: true,
      }),
    });
    const screen = await renderPortalAt('/user-account#finalize-registration', portal);
    expect(screen.heading()).toBe('Complete your registration');
    // The asterisk as the last name's: after the label's text, hidden from screen readers.
    const asterisk = (text: string) =>
      labelOf(screen.container, text).querySelector('[aria-hidden="true"]')?.textContent;
    expect(asterisk('Last name')).toBe('*');
    expect(asterisk('NPI')).toBe('*');
    const npi = controlOf(screen.container, 'NPI');
    expect(npi.required).toBe(true);
    await expectNoAxeViolations(screen.container);

    const form = screen.container.querySelector('form')!;
    await act(async () => {
      form.requestSubmit();
    });
    await screen.settle();
    expect(npi.getAttribute('aria-invalid')).toBe('true');
    expect(npi.closest('[data-invalid]')?.textContent).toContain('This field is required');
    expect(registrationCalls(portal.fetch)).toEqual([]);
    screen.unmount();
  });

  it('leaves a staff member’s NPI optional: no asterisk', async () => {
    const portal = fakePortal({
      signedIn: true,
      profile: demoProfile({
        portalRegistrationCompleted: false,
        npi: null,
        isOrderingProvider: false,
      }),
    });
    const screen = await renderPortalAt('/user-account#finalize-registration', portal);
    expect(labelOf(screen.container, 'NPI').querySelector('[aria-hidden="true"]')).toBeNull();
    expect(controlOf(screen.container, 'NPI').required).toBe(false);
    screen.unmount();
  });
});
