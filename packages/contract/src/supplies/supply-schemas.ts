// Supplies and shipping kits (document 2 §7.1 "Supplies"; document 1's supply item fields; our
// choices: docs/decisions/supplies.md): the lab's catalogue, an account's supply orders with their
// shipments, a supply order, a shipping kit for a test order, the fulfilment partner's callback and
// the lab desk's shipment update.
import {
  AllowedCharactersPattern,
  ShipmentStatuses,
  SupplyOrderLineLimit,
  SupplyQuantityLimit,
  TrackingNumberMaxLength,
  TrackingNumberPattern,
} from '@loci/domain';
import { z } from '../zod.js';
import { pageRequestFields, pageSchema } from '../call/page.js';
import {
  accountNumberField,
  fieldMessages,
  optionalText,
  postalCodeCheck,
  requiredText,
} from '../call/fields.js';
import { orderIdField } from '../orders/order-schemas.js';

/** A supply item with every field of document 1 (snake_case as the lab's catalogue stores them). */
export const supplyItemSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  ccg_sku: z.nullable(z.string()),
  bio_sku: z.nullable(z.string()),
  is_requisition: z.boolean(),
  imageUrl: z.string(),
  is_consent: z.boolean(),
  display_on_ui: z.boolean(),
  is_prenatal: z.boolean(),
  is_postnatal: z.boolean(),
  is_shippable: z.boolean(),
});
export type SupplyItem = z.output<typeof supplyItemSchema>;

/** The kinds of item the catalogue may be narrowed to (GET /supplies's optional parameter). */
export const SupplyCategories = ['requisition', 'consent', 'prenatal', 'postnatal'] as const;
export const supplyCatalogueQuerySchema = z.object({
  category: z.optional(z.enum(SupplyCategories)),
});

export const shipmentStatusSchema = z.enum(ShipmentStatuses);

/** Where a supply order or a kit is shipped (the address rules are checked by the server too). */
export const shipToSchema = z
  .object({
    attention: optionalText(100),
    street1: requiredText(100),
    street2: optionalText(100),
    city: requiredText(50),
    state: requiredText(50),
    zip: requiredText(10),
    country: z.pipe(
      z.string().check(z.trim(), z.regex(/^[A-Za-z]{3}$/, fieldMessages.format)),
      z.transform((value) => value.toUpperCase()),
    ),
  })
  .check(postalCodeCheck('zip', 'country'));
export type ShipTo = z.output<typeof shipToSchema>;

export const shipToAnswerSchema = z.object({
  attention: z.nullable(z.string()),
  street1: z.string(),
  street2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

export const supplyOrderLineSchema = z.object({
  supplyId: z.number().check(z.int()),
  title: z.string(),
  quantity: z.number().check(z.int()),
});

/** A supply order or a shipping kit request, with its shipment. */
export const supplyOrderSchema = z.object({
  supplyOrderId: z.number().check(z.int()),
  kind: z.enum(['Supplies', 'ShippingKit']),
  accountNumber: z.string(),
  institutionName: z.string(),
  /** The test order a shipping kit was requested for. */
  orderId: z.nullable(z.number().check(z.int())),
  status: shipmentStatusSchema,
  /** The fulfilment partner's shipment id. */
  shipmentId: z.string(),
  trackingNumber: z.nullable(z.string()),
  carrier: z.nullable(z.string()),
  orderedDate: z.string(),
  orderedBy: z.string(),
  statusUpdatedDate: z.string(),
  shipTo: shipToAnswerSchema,
  lines: z.array(supplyOrderLineSchema),
});
export type SupplyOrder = z.output<typeof supplyOrderSchema>;

export const supplyAccountParams = z.object({ accountNumber: accountNumberField });

/** GET /supplies/{accountNumber}: the account, where it receives supplies, and its orders. */
export const accountSuppliesSchema = z.object({
  accountNumber: z.string(),
  clientName: z.string(),
  /** The account's shipping address (the order form's default), null when it has none. */
  shippingAddress: z.nullable(shipToAnswerSchema),
  orders: z.array(supplyOrderSchema),
});
export type AccountSupplies = z.output<typeof accountSuppliesSchema>;

/** POST /supplies/order: items and quantities (bounded) for one active account. */
export const supplyOrderRequestSchema = z.object({
  AccountNumber: accountNumberField,
  Lines: z
    .array(
      z.object({
        SupplyId: orderIdField,
        Quantity: z
          .number()
          .check(
            z.int(fieldMessages.format),
            z.gte(1, fieldMessages.min),
            z.lte(SupplyQuantityLimit, `At most ${SupplyQuantityLimit} of one item`),
          ),
      }),
    )
    .check(
      z.minLength(1, fieldMessages.notEmptyArray),
      z.maxLength(SupplyOrderLineLimit),
      z.refine((lines) => new Set(lines.map((line) => line.SupplyId)).size === lines.length, {
        message: 'Each item once',
      }),
    ),
  ShipTo: shipToSchema,
});
export type SupplyOrderRequest = z.input<typeof supplyOrderRequestSchema>;

export const shipKitParams = z.object({ orderId: orderIdField });

/**
 * A carrier's tracking number (@loci/domain `TrackingNumberPattern`: letters and digits, groups
 * split by one space or hyphen), trimmed; empty passes here (a Shipped update requires it).
 */
const trackingNumberField = z.string().check(
  z.trim(),
  z.maxLength(TrackingNumberMaxLength, fieldMessages.maxLength),
  z.refine((value) => value === '' || TrackingNumberPattern.test(value), {
    message: fieldMessages.format,
  }),
);

/** A carrier's name: free text of the allowed characters (no markup), trimmed; empty passes. */
const carrierField = z
  .string()
  .check(
    z.trim(),
    z.maxLength(TrackingNumberMaxLength, fieldMessages.maxLength),
    z.regex(AllowedCharactersPattern, fieldMessages.validCharacters),
  );

/** The fulfilment partner's shipment message (signed; see docs/decisions/supplies.md). */
export const fulfilmentCallbackSchema = z.object({
  ShipmentId: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  Status: z.enum(['Shipped', 'Delivered', 'Cancelled']),
  TrackingNumber: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1),
        z.maxLength(TrackingNumberMaxLength, fieldMessages.maxLength),
        z.regex(TrackingNumberPattern, fieldMessages.format),
      ),
  ),
  Carrier: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1),
        z.maxLength(TrackingNumberMaxLength, fieldMessages.maxLength),
        z.regex(AllowedCharactersPattern, fieldMessages.validCharacters),
      ),
  ),
});
export type FulfilmentCallback = z.output<typeof fulfilmentCallbackSchema>;

export const fulfilmentCallbackAnswerSchema = z.object({
  shipmentId: z.string(),
  status: shipmentStatusSchema,
  trackingNumber: z.nullable(z.string()),
  /** False when the message changed nothing (the shipment already had that status or a later one). */
  applied: z.boolean(),
});

/** The lab desk's list of supply orders, by shipment status. */
export const labDeskSupplyOrderListRequestSchema = z.object({
  Statuses: z._default(
    z.array(shipmentStatusSchema).check(z.maxLength(ShipmentStatuses.length)),
    [],
  ),
  ...pageRequestFields,
});

export const labDeskSupplyOrderPageSchema = pageSchema(supplyOrderSchema);

export const labDeskSupplyOrderParams = z.object({ supplyOrderId: orderIdField });

/**
 * The lab desk records a shipment by hand: Shipped needs its tracking number. Shipped again on a
 * shipped order corrects its tracking number and carrier (docs/decisions/supplies.md).
 */
export const labDeskShipmentSchema = z
  .object({
    Status: z.enum(['Shipped', 'Delivered', 'Cancelled']),
    TrackingNumber: z.optional(trackingNumberField),
    Carrier: z.optional(carrierField),
  })
  .check(
    z.refine((shipment) => shipment.Status !== 'Shipped' || Boolean(shipment.TrackingNumber), {
      message: fieldMessages.required,
      path: ['TrackingNumber'],
    }),
  );
