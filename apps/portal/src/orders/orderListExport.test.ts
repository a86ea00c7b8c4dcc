import { describe, expect, it } from 'vitest';
import { csvField, orderListFileName } from './orderListExport.ts';

describe('the order list as CSV', () => {
  it('quotes a field with a comma, quote or line break, doubling its quotes', () => {
    expect(csvField('Hopper, Grace')).toBe('"Hopper, Grace"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('keeps a spreadsheet from reading a value as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('names the file after the day it was taken', () => {
    expect(orderListFileName(new Date('2026-11-26T18:00:00.000Z'))).toBe('orders-2026-11-26.csv');
  });
});
