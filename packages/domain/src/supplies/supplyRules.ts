/**
 * Supplies and shipping kits (document 2 §7.1 "Supplies"; our rules: docs/decisions/supplies.md):
 * how many of one item an order may hold, where a kit or a box of supplies may be shipped (the
 * existing address rules: no P.O. box, shippable countries only), which orders may get a shipping
 * kit (not one holding the ultra-rapid test), and how a shipment's status moves.
 */
import { isSameTestCode, notOrderableAsKitMessage, UltraRapidTestCode } from '../cart/cartRules.js';
import { isShippableCountry } from '../geography/shipping.js';
import { isPoBoxAddress } from '../patients/poBox.js';

/** Most of one supply item in one order (a practice's few weeks; more is a call to the lab). */
export const SupplyQuantityLimit = 50;
/** Most lines (distinct items) in one supply order. */
export const SupplyOrderLineLimit = 20;

/** Where a shipment stands, in its usual order. */
export const ShipmentStatuses = ['Submitted', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type ShipmentStatus = (typeof ShipmentStatuses)[number];

/** Shipments still on their way to the practice (the dashboard's "in transit"). */
export const InTransitShipmentStatuses = [
  'Submitted',
  'Shipped',
] as const satisfies readonly ShipmentStatus[];

const rank: Record<ShipmentStatus, number> = {
  Submitted: 0,
  Shipped: 1,
  Delivered: 2,
  Cancelled: 2,
};

/**
 * Whether a shipment may move from one status to another: only forward (a late or repeated
 * partner message never takes a shipment back), and nothing after Delivered or Cancelled.
 */
export function canMoveShipment(from: ShipmentStatus, to: ShipmentStatus): boolean {
  return rank[to] > rank[from];
}

/**
 * The characters a carrier's tracking number holds: letters and digits, in groups that one space
 * or hyphen may separate (UPS `1Z999AA10123456784`, USPS `9400 1000 …`, FedEx and DHL digits, some
 * printed in groups). Anything else (markup, quotes, punctuation) is not a tracking number.
 */
export const TrackingNumberPattern = /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/;
/** Most characters of a tracking number or a carrier's name. */
export const TrackingNumberMaxLength = 60;

/** Whether a (trimmed) text is a carrier's tracking number by `TrackingNumberPattern`. */
export function isTrackingNumber(value: string): boolean {
  return value.length <= TrackingNumberMaxLength && TrackingNumberPattern.test(value);
}

export const SupplyMessages = {
  poBox: 'Supplies and kits cannot be shipped to a P.O. box',
  notShippable: 'The lab does not ship to this country',
} as const;

export interface ShipToAddress {
  readonly street1?: string | null;
  readonly street2?: string | null;
  readonly country?: string | null;
}

export interface ShipToProblem {
  readonly field: 'street1' | 'country';
  readonly message: string;
}

/** Why an address cannot receive supplies or a kit (empty when it can). */
export function shipToProblems(address: ShipToAddress): ShipToProblem[] {
  const problems: ShipToProblem[] = [];
  if (isPoBoxAddress(address)) problems.push({ field: 'street1', message: SupplyMessages.poBox });
  if (!isShippableCountry(address.country)) {
    problems.push({ field: 'country', message: SupplyMessages.notShippable });
  }
  return problems;
}

/** Why an order's tests cannot be sent as a kit: the ultra-rapid test's message, or null. */
export function kitRefusal(testCodes: readonly string[]): string | null {
  const ultraRapid = testCodes.find((code) => isSameTestCode(code, UltraRapidTestCode));
  return ultraRapid === undefined ? null : notOrderableAsKitMessage(UltraRapidTestCode);
}
