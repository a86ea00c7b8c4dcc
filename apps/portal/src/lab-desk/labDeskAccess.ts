// Who may open the lab desk (docs/decisions/lab-desk.md): the identity provider's lab-staff role,
// read from the signed-in user's ID token. The server refuses everyone else (404) on every call.
import type { SessionSnapshot } from '../session/portalSession.ts';

export const labStaffRole = 'lab-staff';

/** The lab desk's own route; each area of the desk is a path below it. */
export const labDeskPath = '/lab-desk';

export function isLabStaff(snapshot: Pick<SessionSnapshot, 'status' | 'roles'>): boolean {
  return snapshot.status === 'logged-in' && (snapshot.roles ?? []).includes(labStaffRole);
}

/** Where lab staff land after sign-in: the desk address they came from, else the desk. */
export function labStaffLanding(landing: string | null): string {
  return landing === labDeskPath || landing?.startsWith(`${labDeskPath}/`) ? landing : labDeskPath;
}

export function labDeskOrderHref(orderId: number): string {
  return `${labDeskPath}/orders/${orderId}`;
}

/**
 * The desk's areas, one tab each. Orders now; the lab's answers to messages and the supply
 * orders are further areas (issue 14 and later) with their own path below /lab-desk.
 */
export const labDeskAreas = [
  { label: 'Orders', to: `${labDeskPath}/orders` },
  { label: 'Supply orders', to: `${labDeskPath}/supply-orders` },
  { label: 'Messages', to: `${labDeskPath}/messages` },
  { label: 'People', to: `${labDeskPath}/people` },
  { label: 'Settings', to: `${labDeskPath}/settings` },
] as const;
