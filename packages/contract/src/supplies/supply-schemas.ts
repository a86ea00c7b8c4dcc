// Supplies and shipping kits (document 2 §7.1 "Supplies"; document 1's supply item fields; our
// choices: docs/decisions/supplies.md): the lab's catalogue, an account's supply orders with their
// shipments, a supply order, a shipping kit for a test order, the fulfilment partner's callback and
// the lab desk's shipment update.
import { ShipmentStatuses, SupplyOrderLineLimit, SupplyQuantityLimit } from '@loci/domain';
import { z } from 'zod';
import { pageSchema } from '../call/page.js';
import { accountNumberField, fieldMessages, optionalText, requiredText } from '../call/fields.js';
import { orderIdField } from '../orders/order-schemas.js';

/** A supply item with every field of document 1 (snake_case as the lab's catalogue stores them). */
export const supplyItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  ccg_sku: z.string().nullable(),
  bio_sku: z.string().nullable(),
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
  category: z.enum(SupplyCategories).optional(),
});

export const shipmentStatusSchema = z.enum(ShipmentStatuses);

/** Where a supply order or a kit is shipped (the address rules are checked by the server too). */
export const shipToSchema = z.object({
  attention: optionalText(100),
  street1: requiredText(100),
  street2: optionalText(100),
  city: requiredText(50),
  state: requiredText(50),
  zip: requiredText(10),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, fieldMessages.format)
    .transform((value) => value.toUpperCase()),
});
export type ShipTo = z.output<typeof shipToSchema>;

export const shipToAnswerSchema = z.object({
  attention: z.string().nullable(),
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

export const supplyOrderLineSchema = z.object({
  supplyId: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
});

/** A supply order or a shipping kit request, with its shipment. */
export const supplyOrderSchema = z.object({
  supplyOrderId: z.number().int(),
  kind: z.enum(['Supplies', 'ShippingKit']),
  accountNumber: z.string(),
  institutionName: z.string(),
  /** The test order a shipping kit was requested for. */
  orderId: z.number().int().nullable(),
  status: shipmentStatusSchema,
  /** The fulfilment partner's shipment id. */
  shipmentId: z.string(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
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
  shippingAddress: shipToAnswerSchema.nullable(),
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
          .int()
          .min(1, fieldMessages.required)
          .max(SupplyQuantityLimit, `At most ${SupplyQuantityLimit} of one item`),
      }),
    )
    .min(1, 'Choose at least one item')
    .max(SupplyOrderLineLimit)
    .refine((lines) => new Set(lines.map((line) => line.SupplyId)).size === lines.length, {
      message: 'Each item once',
    }),
  ShipTo: shipToSchema,
});
export type SupplyOrderRequest = z.input<typeof supplyOrderRequestSchema>;

export const shipKitParams = z.object({ orderId: orderIdField });

/** The fulfilment partner's shipment message (signed; see docs/decisions/supplies.md). */
export const fulfilmentCallbackSchema = z.object({
  ShipmentId: z.string().trim().min(1).max(60),
  Status: z.enum(['Shipped', 'Delivered', 'Cancelled']),
  TrackingNumber: z.string().trim().min(1).max(60).optional(),
  Carrier: z.string().trim().min(1).max(60).optional(),
});
export type FulfilmentCallback = z.output<typeof fulfilmentCallbackSchema>;

export const fulfilmentCallbackAnswerSchema = z.object({
  shipmentId: z.string(),
  status: shipmentStatusSchema,
  trackingNumber: z.string().nullable(),
  /** False when the message changed nothing (the shipment already had that status or a later one). */
  applied: z.boolean(),
});

/** The lab desk's list of supply orders, by shipment status. */
export const labDeskSupplyOrderListRequestSchema = z.object({
  Statuses: z.array(shipmentStatusSchema).max(ShipmentStatuses.length).default([]),
  PageNumber: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(200).default(25),
});

export const labDeskSupplyOrderPageSchema = pageSchema(supplyOrderSchema);

export const labDeskSupplyOrderParams = z.object({ supplyOrderId: orderIdField });

/** The lab desk records a shipment by hand: Shipped needs its tracking number. */
export const labDeskShipmentSchema = z
  .object({
    Status: z.enum(['Shipped', 'Delivered', 'Cancelled']),
    TrackingNumber: z.string().trim().max(60).optional(),
    Carrier: z.string().trim().max(60).optional(),
  })
  .refine((shipment) => shipment.Status !== 'Shipped' || Boolean(shipment.TrackingNumber), {
    message: fieldMessages.required,
    path: ['TrackingNumber'],
  });
