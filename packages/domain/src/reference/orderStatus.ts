/**
 * Order statuses (document 3 section 4): the text labels the lab reports, the numeric
 * statuses of a simple order with the label each is shown as, and the cancelled group.
 */
import { valuesByName } from './tables.js';

/** Every order status label, in the text form the lab reports. */
export const OrderStatusLabels = [
  'Benefit Investigation',
  'Canceled',
  'Canceled by Patient',
  'Draft',
  'In Lab',
  'In Transit',
  'On Hold',
  'Pending Review',
  'Report Ready',
  'Specimen Received',
  'Deleted',
  'Ordered',
  'Updated Report',
  'Report Only Ready',
  'Report Only Updated',
  'Finished',
  'Patient Accept',
  'Payment Type Change request',
  'Expired Link Draft Order',
  'Expired Link Placed Order',
  'Delivery Failure',
] as const;

export type OrderStatusLabel = (typeof OrderStatusLabels)[number];

/** Canceled and Canceled by Patient form the cancelled group. */
export const CancelledOrderStatusLabels = [
  'Canceled',
  'Canceled by Patient',
] as const satisfies readonly OrderStatusLabel[];

/** The lab status a newly ordered test starts with. */
export const DefaultLabStatus = 'Ordered' satisfies OrderStatusLabel;

/** Whether a text status is a known order status label (exact spelling). */
export function isOrderStatusLabel(value: string): value is OrderStatusLabel {
  return (OrderStatusLabels as readonly string[]).includes(value);
}

/** Whether a text status belongs to the cancelled group. */
export function isCancelledOrderStatus(value: string | null | undefined): boolean {
  return value != null && (CancelledOrderStatusLabels as readonly string[]).includes(value);
}

/** The numeric statuses of a simple order (2 is not used). */
export const NumericOrderStatuses = [
  { value: 0, name: 'OrderNow', shownAs: 'Submitted order' },
  { value: 1, name: 'Draft', shownAs: 'Draft' },
  { value: 3, name: 'BenefitsInvestigation', shownAs: 'Benefit investigation' },
  { value: 4, name: 'PendingReview', shownAs: 'Submitted order' },
] as const;

export type NumericOrderStatusValue = (typeof NumericOrderStatuses)[number]['value'];
export type NumericOrderStatusName = (typeof NumericOrderStatuses)[number]['name'];

/** The numeric statuses by name: `NumericOrderStatus.Draft === 1`. */
export const NumericOrderStatus = valuesByName(NumericOrderStatuses);

/** Whether a number is one of the numeric order statuses. */
export function isNumericOrderStatus(value: number): value is NumericOrderStatusValue {
  return NumericOrderStatuses.some((status) => status.value === value);
}

/** The label a numeric status is shown as; `undefined` for a number that is not a status. */
export function numericOrderStatusLabel(value: number): string | undefined {
  return NumericOrderStatuses.find((status) => status.value === value)?.shownAs;
}
