// What an order change set may change (docs/decisions/order-changes-api.md): each change type
// has a type path, a version, the keys that name the changed entity, its operations, the shape
// of its values and the order statuses it applies in. The server applies exactly these.
import { NumericOrderStatus, type AccessTypeCode, type ChangeOperation } from '@loci/domain';
import { z } from '../zod.js';
import { requiredClinicalText } from '../call/fields.js';
import { diagnosisCodeField, numericOrderStatusSchema } from '../orders/order-schemas.js';

/** Statuses in which an order is still being prepared (Draft, BenefitsInvestigation). */
export const preparingOrderStatuses: readonly number[] = [
  NumericOrderStatus.Draft,
  NumericOrderStatus.BenefitsInvestigation,
];
/** Submitted statuses (OrderNow, PendingReview): changes need Order_Editing_Post_Submission. */
export const submittedOrderStatuses: readonly number[] = [
  NumericOrderStatus.OrderNow,
  NumericOrderStatus.PendingReview,
];

export interface OrderChangeType {
  typePath: string;
  version: number;
  label: string;
  /** The keys a record names, e.g. `orderId` and `testId`. */
  keys: readonly string[];
  operations: readonly ChangeOperation[];
  /** What the old and new values hold. */
  valueType: 'text' | 'diagnosisCode' | 'orderingProviderId' | 'orderStatus' | 'testCode';
  value: z.ZodMiniType;
  /** Whether the change may be made once the order is submitted. */
  afterSubmission: boolean;
  /** Roles that may make the change. */
  roles: readonly AccessTypeCode[];
}

const allRoles: readonly AccessTypeCode[] = ['GDAA', 'GDFA', 'GDOO'];

/** The change types, by type path. */
export const orderChangeTypes = [
  {
    typePath: 'Order.Notes',
    version: 1,
    label: 'Order notes',
    keys: ['orderId'],
    operations: ['create', 'update', 'delete'],
    valueType: 'text',
    value: requiredClinicalText(2000),
    afterSubmission: true,
    roles: allRoles,
  },
  {
    typePath: 'Order.DiagnosisCodes',
    version: 1,
    label: 'Diagnosis (ICD-10) codes',
    keys: ['orderId'],
    operations: ['create', 'delete'],
    valueType: 'diagnosisCode',
    value: diagnosisCodeField,
    afterSubmission: true,
    roles: allRoles,
  },
  {
    typePath: 'Order.OrderingProvider',
    version: 1,
    label: 'Ordering provider',
    keys: ['orderId'],
    operations: ['update'],
    valueType: 'orderingProviderId',
    value: z.number().check(z.int(), z.positive(), z.lte(2 ** 31 - 1)),
    afterSubmission: true,
    roles: allRoles,
  },
  {
    typePath: 'Order.Status',
    version: 1,
    label: 'Order status',
    keys: ['orderId'],
    operations: ['update'],
    valueType: 'orderStatus',
    value: numericOrderStatusSchema,
    afterSubmission: true,
    roles: allRoles,
  },
  {
    typePath: 'Order.Tests',
    version: 1,
    label: 'Ordered tests (delete cancels the test)',
    keys: ['orderId', 'testId'],
    operations: ['delete'],
    valueType: 'testCode',
    value: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,40}$/, 'Wrong format')),
    afterSubmission: true,
    roles: ['GDAA', 'GDFA'],
  },
] as const satisfies readonly OrderChangeType[];

export type OrderChangeTypePath = (typeof orderChangeTypes)[number]['typePath'];

export const orderChangeTypePaths = orderChangeTypes.map((type) => type.typePath) as [
  OrderChangeTypePath,
  ...OrderChangeTypePath[],
];

/** The change type of a type path (undefined for one that is not in the catalogue). */
export function orderChangeType(typePath: string): OrderChangeType | undefined {
  return orderChangeTypes.find((type) => type.typePath === typePath);
}
