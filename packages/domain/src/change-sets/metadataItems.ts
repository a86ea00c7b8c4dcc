/**
 * Metadata items of a change set (document 2 section 7.2): Type, Name, Value (encoded), Version.
 * Metadata that is not an array or an object is rejected. The value is encoded as JSON text.
 */

export interface MetadataItem {
  readonly Type: string;
  readonly Name: string;
  /** The metadata, encoded as JSON text. */
  readonly Value: string;
  readonly Version: number;
}

export const MetadataNotStructuredMessage = 'Metadata must be an array or an object';

export const MetadataNotEncodableMessage = 'Metadata could not be encoded';

export type MetadataResult<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      readonly reason: 'not-array-or-object' | 'not-encodable';
      readonly message: string;
    };

/** Arrays and objects are metadata; null, texts, numbers, booleans and the like are not. */
export function isStructuredMetadata(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function rejected<T>(): MetadataResult<T> {
  return { ok: false, reason: 'not-array-or-object', message: MetadataNotStructuredMessage };
}

/** Builds a metadata item, encoding its value; refuses metadata that is not an array or object. */
export function metadataItem(item: {
  readonly type: string;
  readonly name: string;
  readonly version: number;
  readonly value: unknown;
}): MetadataResult<MetadataItem> {
  if (!isStructuredMetadata(item.value)) return rejected();
  let encoded: string;
  try {
    encoded = JSON.stringify(item.value);
  } catch {
    // A cycle or a BigInt cannot be written as JSON.
    return { ok: false, reason: 'not-encodable', message: MetadataNotEncodableMessage };
  }
  return {
    ok: true,
    value: { Type: item.type, Name: item.name, Value: encoded, Version: item.version },
  };
}

/** Decodes a metadata item's value; refuses text that is not JSON of an array or object. */
export function decodeMetadataValue(item: Pick<MetadataItem, 'Value'>): MetadataResult<object> {
  let value: unknown;
  try {
    value = JSON.parse(item.Value);
  } catch {
    return rejected();
  }
  return isStructuredMetadata(value) ? { ok: true, value } : rejected();
}
