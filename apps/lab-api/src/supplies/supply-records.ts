// All of the supplies feature's SQL: the catalogue, supply orders and kits with their lines, the
// one shipment update (fulfilment callback and lab desk alike) and the callback receipts.
import { canMoveShipment, type ShipmentStatus } from '@loci/domain';
import type { ShipTo, SupplyItem, SupplyOrder } from '@loci/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import type { LabDatabase } from '../db/schema.js';
import { notifyAccount, type NotificationOutlet } from '../notifications/notification-events.js';
import type { FulfilmentPartner } from './fulfilment-partner.js';

type Db = Kysely<LabDatabase> | Transaction<LabDatabase>;

/** Where the server serves the items' pictures (supply-images.ts). */
export const supplyImagesPath = '/supply-images';

export type SupplyCategory = 'requisition' | 'consent' | 'prenatal' | 'postnatal';

const categoryColumn = {
  requisition: 'is_requisition',
  consent: 'is_consent',
  prenatal: 'is_prenatal',
  postnatal: 'is_postnatal',
} as const;

/** The items shown in the portal, in catalogue order, optionally one category. */
export async function listCatalogue(
  db: LabKysely,
  category?: SupplyCategory,
): Promise<SupplyItem[]> {
  let query = db.selectFrom('supply_item').selectAll().where('display_on_ui', '=', true);
  if (category) query = query.where(categoryColumn[category], '=', true);
  const rows = await query.orderBy('position').orderBy('id').execute();
  return rows.map(({ image_file, position: _position, ...row }) => ({
    ...row,
    imageUrl: `${supplyImagesPath}/${image_file}`,
  }));
}

/** The orderable items among ids (shown in the portal and shippable). */
export async function orderableItems(db: LabKysely, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('supply_item')
    .select(['id', 'title'])
    .where('id', 'in', [...ids])
    .where('display_on_ui', '=', true)
    .where('is_shippable', '=', true)
    .execute();
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function orderQuery(db: Db) {
  return db
    .selectFrom('supply_order as s')
    .innerJoin('client_account as a', 'a.account_id', 's.account_id')
    .selectAll('s')
    .select(['a.cmid', 'a.client_name']);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['execute']>>[number];

async function withLines(db: Db, rows: readonly OrderRow[]): Promise<SupplyOrder[]> {
  const ids = rows.map((row) => row.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .selectFrom('supply_order_line as l')
          .innerJoin('supply_item as i', 'i.id', 'l.supply_item_id')
          .select(['l.supply_order_id', 'l.supply_item_id', 'l.quantity', 'i.title'])
          .where('l.supply_order_id', 'in', ids)
          .orderBy('i.position')
          .execute();
  return rows.map((row) => ({
    supplyOrderId: row.id,
    kind: row.kind,
    accountNumber: row.cmid,
    institutionName: row.client_name,
    orderId: row.lab_order_id,
    status: row.status,
    shipmentId: row.shipment_id ?? '',
    trackingNumber: row.tracking_number,
    carrier: row.carrier,
    orderedDate: iso(row.ordered_at),
    orderedBy: row.ordered_by,
    statusUpdatedDate: iso(row.status_updated_at),
    shipTo: {
      attention: row.ship_attention,
      street1: row.ship_street1,
      street2: row.ship_street2,
      city: row.ship_city,
      state: row.ship_state,
      zip: row.ship_zip,
      country: row.ship_country,
    },
    lines: lines
      .filter((line) => line.supply_order_id === row.id)
      .map((line) => ({
        supplyId: line.supply_item_id,
        title: line.title,
        quantity: line.quantity,
      })),
  }));
}

/** An account's supply orders and kits, newest first (at most 200). */
export async function listAccountOrders(db: LabKysely, accountId: number): Promise<SupplyOrder[]> {
  const rows = await orderQuery(db)
    .where('s.account_id', '=', accountId)
    .orderBy('s.ordered_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(200)
    .execute();
  return withLines(db, rows);
}

export async function findSupplyOrder(db: Db, id: number): Promise<SupplyOrder | undefined> {
  const rows = await orderQuery(db).where('s.id', '=', id).execute();
  return (await withLines(db, rows))[0];
}

export interface NewSupplyOrder {
  accountId: number;
  kind: 'Supplies' | 'ShippingKit';
  labOrderId: number | null;
  shipTo: ShipTo;
  lines: ReadonlyArray<{ supplyId: number; quantity: number }>;
  orderedBy: string;
}

/**
 * Writes the order and hands it to the fulfilment partner, whose shipment id it keeps; one
 * transaction, so that an order the partner refused is not kept.
 */
export async function createSupplyOrder(
  db: LabKysely,
  order: NewSupplyOrder,
  partner: FulfilmentPartner,
): Promise<SupplyOrder> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('supply_order')
      .values({
        account_id: order.accountId,
        kind: order.kind,
        lab_order_id: order.labOrderId,
        status: 'Submitted',
        ship_attention: order.shipTo.attention ?? null,
        ship_street1: order.shipTo.street1,
        ship_street2: order.shipTo.street2 ?? null,
        ship_city: order.shipTo.city,
        ship_state: order.shipTo.state,
        ship_zip: order.shipTo.zip,
        ship_country: order.shipTo.country,
        ordered_by: order.orderedBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (order.lines.length > 0) {
      await trx
        .insertInto('supply_order_line')
        .values(
          order.lines.map((line) => ({
            supply_order_id: id,
            supply_item_id: line.supplyId,
            quantity: line.quantity,
          })),
        )
        .execute();
    }
    const { shipmentId } = await partner.submit({
      supplyOrderId: id,
      kind: order.kind,
      shipTo: order.shipTo,
      lines: order.lines,
    });
    await trx
      .updateTable('supply_order')
      .set({ shipment_id: shipmentId })
      .where('id', '=', id)
      .execute();
    return (await findSupplyOrder(trx, id))!;
  });
}

/** A test order as a kit request needs it: its account, status, tests and patient's address. */
export async function findOrderForKit(db: LabKysely, orderId: number) {
  const order = await db
    .selectFrom('lab_order as o')
    .innerJoin('patient as p', 'p.id', 'o.patient_id')
    .innerJoin('client_account as a', 'a.account_id', 'o.account_id')
    .select([
      'o.id',
      'o.account_id',
      'o.status',
      'a.cmid',
      'p.first_name',
      'p.last_name',
      'p.street1',
      'p.street2',
      'p.city',
      'p.state',
      'p.zip',
      'p.country',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const tests = await db
    .selectFrom('order_test')
    .select('code')
    .where('order_id', '=', orderId)
    .execute();
  return { ...order, testCodes: tests.map((test) => test.code) };
}

/** Whether the order already has a kit on its way (or waiting to be sent). */
export async function hasOpenKit(db: LabKysely, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('supply_order')
    .select('id')
    .where('lab_order_id', '=', orderId)
    .where('kind', '=', 'ShippingKit')
    .where('status', '<>', 'Cancelled')
    .executeTakeFirst();
  return row !== undefined;
}

export interface ShipmentUpdate {
  status: Exclude<ShipmentStatus, 'Submitted'>;
  trackingNumber?: string | undefined;
  carrier?: string | undefined;
}

export type ShipmentResult =
  { found: false } | { found: true; applied: boolean; corrected: boolean; order: SupplyOrder };

/** What the person who ordered is told when their order or kit ships (no patient's name). */
export function shippedMessage(order: SupplyOrder): string {
  const what =
    order.kind === 'ShippingKit'
      ? `The shipping kit for order ${order.orderId}`
      : `Supply order ${order.supplyOrderId}`;
  const via = [order.carrier, order.trackingNumber && `tracking ${order.trackingNumber}`]
    .filter(Boolean)
    .join(', ');
  return `${what} has shipped${via ? ` (${via})` : ''}.`;
}

/**
 * What the person who ordered is told when the lab corrects a shipped order's tracking number:
 * the number they were sent first is wrong, and an e-mail cannot be taken back.
 */
export function trackingCorrectedMessage(order: SupplyOrder): string {
  const what =
    order.kind === 'ShippingKit'
      ? `The shipping kit for order ${order.orderId}`
      : `Supply order ${order.supplyOrderId}`;
  const via = [order.carrier, `tracking ${order.trackingNumber ?? ''}`].filter(Boolean).join(', ');
  return `${what}: the lab corrected its tracking number (${via}).`;
}

/**
 * Tells the person who ordered (by their channel for SupplyOrderShipped) that it shipped, or that
 * its tracking number was corrected, in the shipment's transaction. Only them: the others of the
 * account did not ask for it. Nobody when they no longer have approved access to the account
 * (notifyAccount's recipients).
 */
async function notifyShipped(
  trx: Transaction<LabDatabase>,
  outlet: NotificationOutlet,
  accountId: number,
  orderedBy: string,
  order: SupplyOrder,
  message: string,
): Promise<void> {
  const person = await trx
    .selectFrom('user_profile')
    .select('contact_id')
    .where(sql<boolean>`lower(login_email_address) = lower(${orderedBy})`)
    .executeTakeFirst();
  if (!person) return;
  await notifyAccount(trx, outlet, {
    accountId,
    accountNumber: order.accountNumber,
    kind: 'SupplyOrderShipped',
    severity: 'success',
    message,
    orderId: order.orderId,
    onlyContactIds: [person.contact_id],
  });
}

export interface ShipmentOptions {
  /** The callback's signature, recorded in the same transaction (a replay changes nothing). */
  receipt?: string | undefined;
  /** Where the person who ordered is told (none: nobody is told). */
  outlet?: NotificationOutlet | undefined;
  /**
   * The lab desk's correction: Shipped on a shipped order replaces its tracking number and
   * carrier (a carrier not given is cleared) instead of being refused.
   */
  correctTracking?: boolean;
}

/**
 * The one shipment update, for the partner's callback and the lab desk: moves the shipment only
 * forward (a repeated or late message changes nothing and says so), keeping a known tracking
 * number when the message has none. With `correctTracking`, Shipped on a shipped order corrects
 * its tracking number and carrier (`applied` true; `corrected` when something changed). A receipt
 * already recorded answers `replayed` and changes nothing. A move to Shipped, and a correction
 * that changed something, notify the person who ordered through `outlet`, in the same transaction.
 */
export async function applyShipment(
  db: LabKysely,
  target: { shipmentId: string } | { supplyOrderId: number },
  update: ShipmentUpdate,
  { receipt, outlet, correctTracking = false }: ShipmentOptions = {},
): Promise<ShipmentResult | { replayed: true }> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('supply_order')
      .select(['id', 'status', 'account_id', 'ordered_by', 'tracking_number', 'carrier'])
      .forUpdate();
    query =
      'shipmentId' in target
        ? query.where('shipment_id', '=', target.shipmentId)
        : query.where('id', '=', target.supplyOrderId);
    const row = await query.executeTakeFirst();
    if (!row) return { found: false } as const;
    if (receipt !== undefined) {
      const kept = await trx
        .insertInto('supply_callback_receipt')
        .values({
          signature: receipt,
          shipment_id: 'shipmentId' in target ? target.shipmentId : '',
        })
        .onConflict((conflict) => conflict.column('signature').doNothing())
        .returning('signature')
        .executeTakeFirst();
      if (!kept) return { replayed: true } as const;
    }
    if (correctTracking && row.status === 'Shipped' && update.status === 'Shipped') {
      const trackingNumber = update.trackingNumber ?? row.tracking_number;
      const carrier = update.carrier ?? null;
      const corrected = trackingNumber !== row.tracking_number || carrier !== row.carrier;
      if (corrected) {
        await trx
          .updateTable('supply_order')
          .set({ tracking_number: trackingNumber, carrier })
          .where('id', '=', row.id)
          .execute();
      }
      const order = (await findSupplyOrder(trx, row.id))!;
      if (corrected && outlet) {
        await notifyShipped(
          trx,
          outlet,
          row.account_id,
          row.ordered_by,
          order,
          trackingCorrectedMessage(order),
        );
      }
      return { found: true, applied: true, corrected, order } as const;
    }
    const applied = canMoveShipment(row.status, update.status);
    if (applied) {
      await trx
        .updateTable('supply_order')
        .set((eb) => ({
          status: update.status,
          tracking_number: update.trackingNumber ?? eb.ref('tracking_number'),
          carrier: update.carrier ?? eb.ref('carrier'),
          status_updated_at: new Date(),
        }))
        .where('id', '=', row.id)
        .execute();
    }
    const order = (await findSupplyOrder(trx, row.id))!;
    if (applied && update.status === 'Shipped' && outlet) {
      await notifyShipped(
        trx,
        outlet,
        row.account_id,
        row.ordered_by,
        order,
        shippedMessage(order),
      );
    }
    return { found: true, applied, corrected: false, order } as const;
  });
}

/** The lab desk's list: by status, oldest first (the work queue), paged. */
export async function listDeskSupplyOrders(
  db: LabKysely,
  request: { Statuses: readonly ShipmentStatus[]; PageNumber: number; PageSize: number },
) {
  let count = db.selectFrom('supply_order').select((eb) => eb.fn.countAll<string>().as('n'));
  let rows = orderQuery(db);
  if (request.Statuses.length > 0) {
    count = count.where('status', 'in', [...request.Statuses]);
    rows = rows.where('s.status', 'in', [...request.Statuses]);
  }
  const [{ n }, page] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    rows
      .orderBy('s.ordered_at', 'asc')
      .orderBy('s.id', 'asc')
      .limit(request.PageSize)
      .offset((request.PageNumber - 1) * request.PageSize)
      .execute(),
  ]);
  return {
    items: await withLines(db, page),
    totalCount: Number(n),
    pageNumber: request.PageNumber,
    pageSize: request.PageSize,
  };
}
