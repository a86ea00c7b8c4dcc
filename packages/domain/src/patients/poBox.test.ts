import { describe, expect, it } from 'vitest';
import { isPoBoxAddress, isPoBoxLine } from './index.js';

describe('P.O. box detection', () => {
  it.each([
    'PO Box 12',
    'P.O. Box 12',
    'P. O. Box 12',
    'P O Box 12',
    'p.o.box 12',
    'POBox 12',
    'Pobox 12',
    'PO Box #12',
    'PO Box No. 12',
    'PO Box 12A',
    'P.O. Box J',
    'PO Box',
    'PO Bx 7',
    'Post Office Box 12',
    'POST OFFICE BOX 12',
    'Postal Box 3',
    'Post Box 3',
    'POB 12',
    'P.O.B. 12',
    'Box 123',
    'box #45',
    'PO Drawer 5',
    'P.O. Drawer J',
    'Acme Labs, PO Box 12',
  ])('detects %j', (line) => {
    expect(isPoBoxLine(line)).toBe(true);
  });

  it.each([
    '123 Main St',
    'Boxwood Rd',
    '12 Boxwood Road',
    'Pobox Lane',
    'PO Box Lane',
    'Box Canyon Rd',
    '123 Box Elder St',
    'RR 2 Box 7',
    'HC 68 Box 22',
    'PMB 123',
    'APO AE 09012',
    '1 Polo Box Rd',
    'Depot Box',
    'POB',
    'Drawer 5',
    '',
  ])('does not detect %j', (line) => {
    expect(isPoBoxLine(line)).toBe(false);
  });

  it('reads either street line and tolerates missing lines', () => {
    expect(isPoBoxAddress({ street1: '12 Oak Ave', street2: 'P.O. Box 9' })).toBe(true);
    expect(isPoBoxAddress({ street1: 'PO Box 9', street2: null })).toBe(true);
    expect(isPoBoxAddress({ street1: '12 Oak Ave', street2: 'Apt 4' })).toBe(false);
    expect(isPoBoxAddress({})).toBe(false);
    expect(isPoBoxLine(null)).toBe(false);
    expect(isPoBoxLine(undefined)).toBe(false);
  });
});
