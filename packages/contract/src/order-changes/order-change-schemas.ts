// Order change sets of the messaging API (document 1 sections 3 and 4, document 2 sections 5 and
// 7.2): change records (version, type path, keys, operation, old value, new value) checked with
// @loci/domain's rules, and metadata items (Type, Name, Value encoded as JSON text, Version) whose
// value must be an array or an object. Bodies: docs/decisions/order-changes-api.md.
import {
  AccessTypes,
  ChangeOperations,
  decodeMetadataValue,
  PatientPortalInvitationStatuses,
  validateChangeRecord,
} from '@loci/domain';
import { z } from '../zod.js';
import { fieldMessages } from '../call/fields.js';
import { numericOrderStatusSchema, orderIdField } from '../orders/order-schemas.js';
import { orderChangeType, orderChangeTypePaths } from './order-change-catalog.js';

export const changeOperationSchema = z.enum(ChangeOperations);

/** A key name (`orderId`, `testId`) and its value. */
const changeKeysSchema = z
  .record(
    z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, fieldMessages.format)),
    z.union([
      z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)),
      z.string().check(z.trim(), z.maxLength(100)),
    ]),
  )
  .check(z.refine((keys) => Object.keys(keys).length <= 10, { message: fieldMessages.maxLength }));

/** A JSON value of a change; each change type narrows it. Absent, or null, means no value. */
const changeValueSchema = z.unknown();

function addIssues(
  context: z.core.$RefinementCtx,
  issues: readonly z.core.$ZodIssue[],
  path: PropertyKey[],
): void {
  for (const issue of issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  }
}

/** One change record, checked against its change type and the old/new value rules. */
export const changeRecordSchema = z.pipe(
  z
    .object({
      version: z.number().check(z.int(), z.gte(1), z.lte(1000)),
      typePath: z.enum(orderChangeTypePaths, {
        error: `typePath must be one of: ${orderChangeTypePaths.join(', ')}`,
      }),
      keys: changeKeysSchema,
      operation: changeOperationSchema,
      oldValue: z.optional(changeValueSchema),
      newValue: z.optional(changeValueSchema),
    })
    .check(
      z.superRefine((record, context) => {
        // The enum above guarantees the type exists.
        const type = orderChangeType(record.typePath)!;
        if (record.version !== type.version) {
          context.addIssue({
            code: 'custom',
            message: `Version ${record.version} of ${type.typePath} is not supported (current: ${type.version})`,
            path: ['version'],
          });
        }
        if (!type.operations.includes(record.operation)) {
          context.addIssue({
            code: 'custom',
            message: `${type.typePath} cannot be changed with ${record.operation} (allowed: ${type.operations.join(', ')})`,
            path: ['operation'],
          });
        }
        const keyNames = Object.keys(record.keys).sort();
        if (keyNames.join(',') !== [...type.keys].sort().join(',')) {
          context.addIssue({
            code: 'custom',
            message: `${type.typePath} is named by the keys ${type.keys.join(', ')}`,
            path: ['keys'],
          });
        }
        for (const key of type.keys) {
          const value = record.keys[key];
          if (value !== undefined && (typeof value !== 'number' || value < 1)) {
            context.addIssue({
              code: 'custom',
              message: `${key} must be a positive whole number`,
              path: ['keys', key],
            });
          }
        }
        const rule = validateChangeRecord(record);
        if (!rule.ok) {
          context.addIssue({
            code: 'custom',
            message: rule.message,
            path: [rule.reason.startsWith('old') ? 'oldValue' : 'newValue'],
          });
          return;
        }
        for (const part of ['oldValue', 'newValue'] as const) {
          const value = record[part];
          if (value === undefined || value === null) continue;
          const checked = type.value.safeParse(value);
          if (!checked.success) addIssues(context, checked.error.issues, [part]);
        }
      }),
    ),
  z.transform((record) => {
    // Values as their change type normalises them (trimmed text, upper-case codes).
    const type = orderChangeType(record.typePath)!;
    const normalise = (value: unknown) =>
      value === undefined || value === null ? undefined : (type.value.parse(value) as unknown);
    return {
      ...record,
      oldValue: normalise(record.oldValue),
      newValue: normalise(record.newValue),
    };
  }),
);
export type ChangeRecordInput = z.input<typeof changeRecordSchema>;

/** A metadata item: Type, Name, Value (an array or object encoded as JSON text), Version. */
export const metadataItemSchema = z
  .object({
    Type: z
      .string()
      .check(z.trim(), z.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,49}$/, fieldMessages.format)),
    Name: z
      .string()
      .check(z.trim(), z.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,49}$/, fieldMessages.format)),
    Value: z.string().check(z.maxLength(20_000, fieldMessages.maxLength)),
    Version: z.number().check(z.int(), z.gte(1), z.lte(1000)),
  })
  .check(
    z.superRefine((item, context) => {
      const decoded = decodeMetadataValue(item);
      if (!decoded.ok) {
        context.addIssue({ code: 'custom', message: decoded.message, path: ['Value'] });
      }
    }),
  );
export type MetadataItemInput = z.input<typeof metadataItemSchema>;

/**
 * A serialized change set. `action` (create, update or delete) is optional: a create set holds
 * only creates, a delete set only deletes, an update set any operation.
 */
export const orderChangeSetSchema = z
  .object({
    action: z._default(changeOperationSchema, 'update'),
    changes: z
      .array(changeRecordSchema)
      .check(z.minLength(1, 'Please select at least one value'), z.maxLength(50)),
    metadata: z._default(z.array(metadataItemSchema).check(z.maxLength(20)), []),
  })
  .check(
    z.superRefine((set, context) => {
      if (set.action === 'update') return;
      set.changes.forEach((change, index) => {
        if (change.operation !== set.action) {
          context.addIssue({
            code: 'custom',
            message: `A ${set.action} change set holds only ${set.action} changes`,
            path: ['changes', index, 'operation'],
          });
        }
      });
    }),
  );
export type OrderChangeSetInput = z.input<typeof orderChangeSetSchema>;
export type OrderChangeSet = z.output<typeof orderChangeSetSchema>;

export const orderChangeQuerySchema = z.object({ order_id: orderIdField });

/** The catalogue's filters: an order status, a type path, an operation. */
export const orderChangeCatalogQuerySchema = z.object({
  status: z.optional(z.pipe(z.coerce.number(), numericOrderStatusSchema)),
  type_path: z.optional(z.enum(orderChangeTypePaths)),
  operation: z.optional(changeOperationSchema),
});

const accessTypeCodeValues = AccessTypes.map((type) => type.code) as [
  (typeof AccessTypes)[number]['code'],
  ...(typeof AccessTypes)[number]['code'][],
];

export const orderChangeCatalogEntrySchema = z.object({
  typePath: z.string(),
  version: z.number().check(z.int()),
  label: z.string(),
  keys: z.array(z.string()),
  operations: z.array(changeOperationSchema),
  valueType: z.enum(['text', 'diagnosisCode', 'orderingProviderId', 'orderStatus', 'testCode']),
  /** The order statuses in which the change may be made. */
  orderStatuses: z.array(z.number().check(z.int())),
  roles: z.array(z.enum(accessTypeCodeValues)),
});

export const orderChangeCatalogSchema = z.object({
  /** Whether submitted orders may be changed (feature flag Order_Editing_Post_Submission). */
  postSubmissionEditing: z.boolean(),
  entries: z.array(orderChangeCatalogEntrySchema),
});
export type OrderChangeCatalog = z.output<typeof orderChangeCatalogSchema>;

export const appliedChangeSetSchema = z.object({
  changeSetId: z.number().check(z.int()),
  orderId: z.number().check(z.int()),
  action: changeOperationSchema,
  changeCount: z.number().check(z.int()),
  previousStatus: z.number().check(z.int()),
  status: z.number().check(z.int()),
  statusLabel: z.string(),
  appliedAt: z.string(),
});
export type AppliedChangeSet = z.output<typeof appliedChangeSetSchema>;

export const patientPortalInvitationSchema = z.object({
  orderId: z.number().check(z.int()),
  status: z.enum(PatientPortalInvitationStatuses),
  /** When the newest invitation was sent (null when NOT_SENT). */
  sentAt: z.nullable(z.string()),
  /** The address it went to, masked (j•••@example.org). */
  sentTo: z.nullable(z.string()),
});
export type PatientPortalInvitation = z.output<typeof patientPortalInvitationSchema>;
