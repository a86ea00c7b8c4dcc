import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchHashView } from '../routing/hashViews.ts';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';
import { addOnPatientSearchHref, requisitionViews } from './RequisitionPage.tsx';

describe('the requisition hash views (/test-catalog/requisition#…)', () => {
  it.each([
    ['#simple-order/index', 'index', {}],
    ['#simple-order/new', 'newOrder', {}],
    ['#simple-order/addon/new', 'newAddOn', {}],
    ['#simple-order/addon/new/42', 'addOnFromOrder', { orderId: '42' }],
    ['#simple-order/42', 'draftOrder', { orderId: '42' }],
  ])('%s is the %s view', (hash, name, params) => {
    expect(matchHashView(requisitionViews, hash)).toMatchObject({ name, params });
  });

  it('never reads the literal views as an order id', () => {
    for (const hash of ['#simple-order/index', '#simple-order/new', '#simple-order/addon/new'])
      expect(matchHashView(requisitionViews, hash)?.name).not.toBe('draftOrder');
  });

  it('refuses an order id with characters other than word characters, percent signs and hyphens', () => {
    expect(matchHashView(requisitionViews, '#simple-order/addon/new/4.2')).toBeNull();
    expect(matchHashView(requisitionViews, '#simple-order/<b>')).toBeNull();
    expect(matchHashView(requisitionViews, '#simple-order/addon/new/42/extra')).toBeNull();
  });
});

describe('/test-catalog/requisition', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('sends an add-on order without an original order to the add-on patient search', async () => {
    expect(addOnPatientSearchHref).toBe('/user-account#simple-order/addon/index');
    const portal = fakePortal({ signedIn: true, profile: demoProfile() });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/addon/new', portal);
    expect(screen.location()).toBe('/user-account#simple-order/addon/index');
    expect(screen.heading()).toBe('Add-on order');
    screen.unmount();
  });

  it('opens the order index when the address has no view', async () => {
    const portal = fakePortal({ signedIn: true, profile: demoProfile() });
    const screen = await renderPortalAt('/test-catalog/requisition', portal);
    expect(screen.location()).toBe('/test-catalog/requisition#simple-order/index');
    screen.unmount();
  });
});
