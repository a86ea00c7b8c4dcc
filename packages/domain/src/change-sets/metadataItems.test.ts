import { describe, expect, it } from 'vitest';
import { decodeMetadataValue, isStructuredMetadata, metadataItem } from './index.js';

describe('metadata items', () => {
  it('encodes an object or array value as JSON text', () => {
    expect(
      metadataItem({ type: 'Order', name: 'tests', version: 1, value: { codes: ['706'] } }),
    ).toEqual({
      ok: true,
      value: { Type: 'Order', Name: 'tests', Value: '{"codes":["706"]}', Version: 1 },
    });
    expect(metadataItem({ type: 'Order', name: 'ids', version: 3, value: [1, 2] })).toMatchObject({
      ok: true,
      value: { Value: '[1,2]' },
    });
  });

  it.each([null, undefined, 'text', 7, true])(
    'rejects metadata %j that is not an array or object',
    (value) => {
      expect(metadataItem({ type: 'Order', name: 'x', version: 1, value })).toEqual({
        ok: false,
        reason: 'not-array-or-object',
        message: 'Metadata must be an array or an object',
      });
    },
  );

  it('refuses metadata that cannot be written as JSON', () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(metadataItem({ type: 'Order', name: 'x', version: 1, value: cyclic })).toEqual({
      ok: false,
      reason: 'not-encodable',
      message: 'Metadata could not be encoded',
    });
  });

  it('decodes a value back, rejecting what is not an array or object', () => {
    expect(decodeMetadataValue({ Value: '{"a":1}' })).toEqual({ ok: true, value: { a: 1 } });
    expect(decodeMetadataValue({ Value: '"text"' })).toMatchObject({
      ok: false,
      reason: 'not-array-or-object',
    });
    expect(decodeMetadataValue({ Value: 'not json' })).toMatchObject({ ok: false });
    expect(isStructuredMetadata([])).toBe(true);
  });
});
