// The list of screen addresses the look's browser test reads is the route table's: a new route,
// in-page view or lab desk area fails here until it is in portalScreenAddresses.ts (and then the
// look test fails until the new screen is screenshotted there).
import { describe, expect, it } from 'vitest';
import { labDeskAreas, labDeskPath } from '../lab-desk/labDeskAccess.ts';
import { requisitionViews } from '../requisition/RequisitionPage.tsx';
import { userAccountViews } from '../user-account/userAccountViews.ts';
import { portalRoutes } from './portalRoutes.tsx';
import { portalScreenAddresses } from './portalScreenAddresses.ts';
import { suppliesViews } from '@loci/contract';

function routePaths(): string[] {
  const screens = portalRoutes[0]?.children?.[0]?.children ?? [];
  return screens.map((route) => route.path ?? '');
}

/** Each route's screens: a route with in-page views is one address per view. */
function addressesOf(path: string): string[] {
  switch (path) {
    case '/user-account':
      return Object.values(userAccountViews).map((view) => `${path}#${view}`);
    case '/test-catalog/requisition':
      return Object.values(requisitionViews).map((view) => `${path}#${view}`);
    case '/supplies':
      return [path, ...Object.values(suppliesViews).map((view) => `${path}#!/${view}`)];
    case `${labDeskPath}/*`:
      // The desk's areas, and an order opened from the Orders area.
      return [...labDeskAreas.map((area) => area.to), `${labDeskPath}/orders/:orderId`];
    default:
      return [path];
  }
}

describe('the portal’s screen addresses', () => {
  it('are those of the route table, its in-page views and the lab desk’s areas', () => {
    const derived = routePaths().flatMap(addressesOf);
    expect(derived.length).toBeGreaterThan(20);
    expect([...portalScreenAddresses].sort()).toEqual([...derived].sort());
  });
});
