// The fulfilment partner (the print-and-ship vendor that packs requisition forms, consent forms and
// specimen kits) is a true system edge: the server hands it each supply order through this
// interface and learns of shipments through its signed callback (processRRDResponseData).
// docs/decisions/supplies.md.
import type { ShipTo } from '@loci/contract';

export interface FulfilmentRequest {
  supplyOrderId: number;
  kind: 'Supplies' | 'ShippingKit';
  shipTo: ShipTo;
  lines: ReadonlyArray<{ supplyId: number; quantity: number }>;
}

export interface FulfilmentPartner {
  /** Hands an order to the partner; answers the partner's shipment id. */
  submit(request: FulfilmentRequest): Promise<{ shipmentId: string }>;
}

/**
 * The local partner: accepts every order and names its shipment after the order, as the vendor's
 * own ids look (`RRD-` and ten digits). Its shipments move when the lab desk records them or when a
 * signed callback arrives (tests and the e2e sign one with the configured secret).
 */
export class LocalFulfilmentPartner implements FulfilmentPartner {
  readonly submitted: FulfilmentRequest[] = [];

  async submit(request: FulfilmentRequest): Promise<{ shipmentId: string }> {
    this.submitted.push(request);
    return { shipmentId: `RRD-${String(request.supplyOrderId).padStart(10, '0')}` };
  }
}
