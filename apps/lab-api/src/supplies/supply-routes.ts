// The supplies calls (document 2 §7.1 "Supplies"; docs/decisions/supplies.md): the catalogue, an
// account's supply orders, ordering supplies and shipping kits (the elevated roles' active
// accounts; the address rules of @loci/domain), the fulfilment partner's signed callback, the
// items' pictures, and the lab desk's supply orders (same shipment update as the callback).
import {
  isSubmittedOrderStatus,
  kitRefusal,
  shipToProblems,
  type ShipmentStatus,
} from '@loci/domain';
import {
  callPath,
  createShipKitRequest,
  fulfilmentCallbackSchema,
  getAccountSupplies,
  listLabDeskSupplyOrders,
  listSupplies,
  orderSupplies,
  processRRDResponseData,
  setLabDeskSupplyShipment,
  type ApiError,
  type ShipTo,
} from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { elevatedAccessTypes, requireAccount } from '../accounts/account-scope.js';
import type { Caller, CallerAccountAccess } from '../accounts/caller.js';
import type { LabKysely } from '../db/create-database.js';
import { recordAudit, supplyOrderEvent } from '../audit/record-audit.js';
import { HttpProblem, problems } from '../http/http-problem.js';
import { accountAccess, registerCall, type CallRegistry } from '../http/register-call.js';
import { notificationOutlet } from '../notifications/notification-events.js';
import { LocalFulfilmentPartner, type FulfilmentPartner } from './fulfilment-partner.js';
import { supplyImages } from './supply-images.js';
import {
  applyShipment,
  createSupplyOrder,
  findOrderForKit,
  hasOpenKit,
  listAccountOrders,
  listCatalogue,
  listDeskSupplyOrders,
  orderableItems,
  supplyImagesPath,
  type NewSupplyOrder,
} from './supply-records.js';
import { checkCallbackSignature, signatureHeader, timestampHeader } from './supply-rules.js';

const inactiveAccount = 'Supplies can be ordered for active accounts only';

/** Ordering uses the elevated roles' active accounts (document 1 §6, document 2 §7.1). */
function requireActive(access: CallerAccountAccess): CallerAccountAccess {
  if (!access.isActive) throw problems.forbidden(inactiveAccount);
  return access;
}

function accountShipTo(access: CallerAccountAccess) {
  if (!access.shippingAddress1 || !access.shippingCity || !access.shippingZip) return null;
  return {
    attention: null,
    street1: access.shippingAddress1,
    street2: access.shippingAddress2,
    city: access.shippingCity,
    state: access.shippingState ?? '',
    zip: access.shippingZip,
    country: access.shippingCountry ?? access.countryCode ?? 'USA',
  };
}

export function registerSupplyRoutes(app: FastifyInstance, registry: CallRegistry): void {
  // Only the local partner exists so far; another would be chosen here from registry.config.
  const partner: FulfilmentPartner = new LocalFulfilmentPartner();
  const outlet = notificationOutlet(registry);
  /** Supplies or a kit, ordered by the caller and handed to the partner. */
  const placeOrder = (db: LabKysely, caller: Caller, order: Omit<NewSupplyOrder, 'orderedBy'>) =>
    createSupplyOrder(
      db,
      { ...order, orderedBy: caller.identity.email ?? caller.identity.subject },
      partner,
    );

  app.get<{ Params: { file: string } }>(`${supplyImagesPath}/:file`, async (request, reply) => {
    const svg = Object.hasOwn(supplyImages, request.params.file)
      ? supplyImages[request.params.file]
      : undefined;
    if (!svg) throw problems.notFound('No such image');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });

  registerCall(app, registry, listSupplies, {
    access: { scope: 'profile' },
    async handler({ input, db }) {
      return listCatalogue(db, input.query.category);
    },
  });

  registerCall(app, registry, getAccountSupplies, {
    access: accountAccess(elevatedAccessTypes, 'params', 'accountNumber'),
    async handler({ account, db }) {
      return {
        accountNumber: account.accountNumber,
        clientName: account.clientName,
        shippingAddress: accountShipTo(account),
        orders: await listAccountOrders(db, account.accountId),
      };
    },
  });

  registerCall(app, registry, orderSupplies, {
    access: accountAccess(elevatedAccessTypes, 'body', 'AccountNumber'),
    async handler({ input, account, caller, db, audit }) {
      requireActive(account);
      const errors: ApiError[] = shipToProblems(input.body.ShipTo).map((problem) => ({
        code: 'ship_to',
        message: problem.message,
        path: `ShipTo.${problem.field}`,
      }));
      const ids = input.body.Lines.map((line) => line.SupplyId);
      const orderable = new Set((await orderableItems(db, ids)).map((item) => item.id));
      input.body.Lines.forEach((line, index) => {
        if (!orderable.has(line.SupplyId)) {
          errors.push({
            code: 'not_orderable',
            message: 'This item cannot be ordered',
            path: `Lines.${index}.SupplyId`,
          });
        }
      });
      if (errors.length > 0) throw problems.badRequest(errors);
      const order = await placeOrder(db, caller, {
        accountId: account.accountId,
        kind: 'Supplies',
        labOrderId: null,
        shipTo: input.body.ShipTo,
        lines: input.body.Lines.map((line) => ({
          supplyId: line.SupplyId,
          quantity: line.Quantity,
        })),
      });
      await audit(
        supplyOrderEvent('supply.order', order.supplyOrderId, account.accountNumber, {
          lines: order.lines.length,
          shipmentId: order.shipmentId,
        }),
      );
      return order;
    },
  });

  registerCall(app, registry, createShipKitRequest, {
    access: { scope: 'accounts', roles: elevatedAccessTypes },
    async handler({ input, caller, db, audit }) {
      const order = await findOrderForKit(db, input.params.orderId);
      if (!order) throw problems.notFound('Order not found');
      const access = requireActive(requireAccount(caller, order.cmid, elevatedAccessTypes));
      if (!isSubmittedOrderStatus(order.status)) {
        throw problems.conflict(
          'not_submitted',
          'A shipping kit can be requested for a submitted order only',
        );
      }
      const refusal = kitRefusal(order.testCodes);
      if (refusal) throw problems.conflict('not_orderable_as_kit', refusal);
      if (await hasOpenKit(db, order.id)) {
        throw problems.conflict(
          'kit_requested',
          'A shipping kit was already requested for this order',
        );
      }
      if (!order.street1 || !order.city || !order.state || !order.zip) {
        throw problems.conflict('no_address', 'The patient’s address is incomplete');
      }
      const shipTo: ShipTo = {
        attention: [order.first_name, order.last_name].filter(Boolean).join(' ') || null,
        street1: order.street1,
        street2: order.street2,
        city: order.city,
        state: order.state,
        zip: order.zip,
        country: order.country ?? 'USA',
      };
      const [problem] = shipToProblems(shipTo);
      if (problem) throw problems.conflict('ship_to', problem.message);
      const kit = await placeOrder(db, caller, {
        accountId: access.accountId,
        kind: 'ShippingKit',
        labOrderId: order.id,
        shipTo,
        lines: [],
      });
      await audit(
        supplyOrderEvent('supply.kit', kit.supplyOrderId, access.accountNumber, {
          orderId: order.id,
          shipmentId: kit.shipmentId,
        }),
      );
      return kit;
    },
  });

  registerFulfilmentCallback(app, registry);

  registerCall(app, registry, listLabDeskSupplyOrders, {
    access: { scope: 'lab-staff' },
    async handler({ input, db }) {
      return listDeskSupplyOrders(db, input.body);
    },
  });

  registerCall(app, registry, setLabDeskSupplyShipment, {
    access: { scope: 'lab-staff' },
    async handler({ input, db, audit }) {
      const result = await applyShipment(
        db,
        { supplyOrderId: input.params.supplyOrderId },
        {
          status: input.body.Status,
          trackingNumber: input.body.TrackingNumber || undefined,
          carrier: input.body.Carrier || undefined,
        },
        { outlet, correctTracking: true },
      );
      if (!('found' in result) || !result.found) throw problems.notFound('Supply order not found');
      if (!result.applied) {
        throw problems.conflict(
          'shipment_status',
          `A ${result.order.status} shipment cannot be marked ${input.body.Status}`,
        );
      }
      const { supplyOrderId, accountNumber, status } = result.order;
      await audit(
        supplyOrderEvent('supply.shipment', supplyOrderId, accountNumber, {
          status,
          source: 'LabDesk',
          ...(result.corrected ? { trackingCorrected: true } : {}),
        }),
      );
      return result.order;
    },
  });
}

/** The callback's path, which takes no bearer token (http/authentication.ts). */
const fulfilmentCallbackPath = callPath(processRRDResponseData);

/**
 * POST /supplies/processRRDResponseData, outside `registerCall`: the partner has no token but
 * signs the raw body, so this route reads the body as text. Refusals change nothing: a bad or
 * missing signature or a stale timestamp 401, a malformed body 400, a replayed message 409, an
 * unknown shipment 404. A message whose status the shipment already has (or has passed) is
 * accepted and changes nothing (idempotent per shipment).
 */
function registerFulfilmentCallback(app: FastifyInstance, registry: CallRegistry): void {
  const { callbackSecret, callbackWindowSeconds } = registry.config.fulfilment;
  registry.registered.push({
    operationId: processRRDResponseData.operationId,
    method: processRRDResponseData.method,
    path: fulfilmentCallbackPath,
    access: { scope: 'partner-signature' },
  });
  const refuse = async (status: number, code: string, message: string, reason: string) => {
    await recordAudit(registry.db, {
      action: 'supply.callback',
      outcome: 'failure',
      actorSubject: 'fulfilment-partner',
      entityType: 'supply_order',
      detail: { reason, status },
    });
    return new HttpProblem(status, [{ code, message }]);
  };
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(fulfilmentCallbackPath, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = (name: string): string | undefined => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const check = checkCallbackSignature({
        secret: callbackSecret,
        windowSeconds: callbackWindowSeconds,
        nowSeconds: Math.floor(Date.now() / 1000),
        timestamp: header(timestampHeader),
        signature: header(signatureHeader),
        body: raw,
      });
      if (!check.ok) {
        throw await refuse(
          401,
          'bad_signature',
          'The callback’s signature is not valid',
          check.reason,
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw await refuse(400, 'malformed', 'The callback’s body is not JSON', 'malformed');
      }
      const parsed = fulfilmentCallbackSchema.safeParse(json);
      if (!parsed.success || (parsed.data.Status === 'Shipped' && !parsed.data.TrackingNumber)) {
        const errors: ApiError[] = parsed.success
          ? [
              {
                code: 'required',
                message: 'A shipped message needs its tracking number',
                path: 'TrackingNumber',
              },
            ]
          : parsed.error.issues.map((issue) => ({
              code: issue.code,
              message: issue.message,
              ...(issue.path.length > 0 ? { path: issue.path.map(String).join('.') } : {}),
            }));
        await refuse(400, 'malformed', errors[0]!.message, 'invalid');
        throw problems.badRequest(errors);
      }
      const message = parsed.data;
      const result = await applyShipment(
        registry.db,
        { shipmentId: message.ShipmentId },
        {
          status: message.Status,
          trackingNumber: message.TrackingNumber,
          carrier: message.Carrier,
        },
        { receipt: check.signature, outlet: notificationOutlet(registry) },
      );
      if ('replayed' in result) {
        throw await refuse(409, 'replayed', 'This callback was already received', 'replayed');
      }
      if (!result.found) {
        throw await refuse(404, 'not_found', 'No such shipment', 'unknown_shipment');
      }
      await recordAudit(registry.db, {
        action: 'supply.callback',
        actorSubject: 'fulfilment-partner',
        entityType: 'supply_order',
        entityId: result.order.supplyOrderId,
        accountNumber: result.order.accountNumber,
        detail: { status: message.Status, applied: result.applied, source: 'RRD' },
      });
      const status: ShipmentStatus = result.order.status;
      reply.code(200);
      return {
        success: true,
        data: {
          shipmentId: message.ShipmentId,
          status,
          trackingNumber: result.order.trackingNumber,
          applied: result.applied,
        },
      };
    });
  });
}
