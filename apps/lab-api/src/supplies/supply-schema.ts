// The supplies tables (supply-migrations.ts), merged into LabDatabase.
import type { Generated } from 'kysely';
import type { ShipmentStatus } from '@loci/domain';
import type { Timestamp } from '../db/column-types.js';

export interface SupplyItemTable {
  id: number;
  title: string;
  description: string;
  ccg_sku: string | null;
  bio_sku: string | null;
  is_requisition: boolean;
  /** The file name of its picture, served at /supply-images/{file}. */
  image_file: string;
  is_consent: boolean;
  display_on_ui: boolean;
  is_prenatal: boolean;
  is_postnatal: boolean;
  is_shippable: boolean;
  position: number;
}

export interface SupplyOrderTable {
  id: Generated<number>;
  account_id: number;
  kind: 'Supplies' | 'ShippingKit';
  lab_order_id: number | null;
  status: ShipmentStatus;
  shipment_id: string | null;
  tracking_number: string | null;
  carrier: string | null;
  ship_attention: string | null;
  ship_street1: string;
  ship_street2: string | null;
  ship_city: string;
  ship_state: string;
  ship_zip: string;
  ship_country: string;
  ordered_by: string;
  ordered_at: Timestamp;
  status_updated_at: Timestamp;
}

export interface SupplyOrderLineTable {
  supply_order_id: number;
  supply_item_id: number;
  quantity: number;
}

export interface SupplyCallbackReceiptTable {
  signature: string;
  shipment_id: string;
  received_at: Timestamp;
}

declare module '../db/schema.js' {
  interface LabDatabase {
    supply_item: SupplyItemTable;
    supply_order: SupplyOrderTable;
    supply_order_line: SupplyOrderLineTable;
    supply_callback_receipt: SupplyCallbackReceiptTable;
  }
}
