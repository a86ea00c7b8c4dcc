import { describe, expect, it } from 'vitest';
import * as folder from './index.js';
import {
  canMoveShipment,
  isTrackingNumber,
  kitRefusal,
  shipToProblems,
  SupplyMessages,
} from './supplyRules.js';

describe('supply rules', () => {
  it('refuse a P.O. box and a country the lab does not ship to', () => {
    expect(shipToProblems({ street1: '240 Cambridge St', country: 'USA' })).toEqual([]);
    expect(shipToProblems({ street1: '12 Main St', street2: 'PO Box 12', country: 'usa' })).toEqual(
      [{ field: 'street1', message: SupplyMessages.poBox }],
    );
    expect(shipToProblems({ street1: '1 Rue de Rivoli', country: 'FRA' })).toEqual([
      { field: 'country', message: SupplyMessages.notShippable },
    ]);
    expect(shipToProblems({ street1: 'P.O. Box 7', country: null })).toHaveLength(2);
  });

  it('refuse a kit for an order with the ultra-rapid test, whatever its case', () => {
    expect(kitRefusal(['896', 'TG70'])).toBeNull();
    expect(kitRefusal(['896', 'urgb'])).toBe('Test URGb is not orderable as a kit');
  });

  it('move a shipment forward only', () => {
    expect(canMoveShipment('Submitted', 'Shipped')).toBe(true);
    expect(canMoveShipment('Shipped', 'Delivered')).toBe(true);
    expect(canMoveShipment('Submitted', 'Cancelled')).toBe(true);
    expect(canMoveShipment('Shipped', 'Shipped')).toBe(false);
    expect(canMoveShipment('Delivered', 'Shipped')).toBe(false);
    expect(canMoveShipment('Cancelled', 'Delivered')).toBe(false);
  });

  it('know a carrier’s tracking number from markup and punctuation', () => {
    for (const number of [
      '1Z999AA10123456784',
      '9400 1000 0000 0000 0000 00',
      '7489-1234-56',
      'X1',
    ]) {
      expect(isTrackingNumber(number), number).toBe(true);
    }
    for (const text of ['<b>1Z</b>', '1Z999"', '1Z 999 ', '1Z--999', 'a'.repeat(61), '']) {
      expect(isTrackingNumber(text), text).toBe(false);
    }
  });

  it('exports a known set of names', () => {
    expect(Object.keys(folder).sort()).toMatchInlineSnapshot(`
      [
        "InTransitShipmentStatuses",
        "ShipmentStatuses",
        "SupplyMessages",
        "SupplyOrderLineLimit",
        "SupplyQuantityLimit",
        "TrackingNumberMaxLength",
        "TrackingNumberPattern",
        "canMoveShipment",
        "isTrackingNumber",
        "kitRefusal",
        "shipToProblems",
      ]
    `);
  });
});
