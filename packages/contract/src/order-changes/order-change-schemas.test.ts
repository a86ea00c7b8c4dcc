import { MetadataNotStructuredMessage } from '@loci/domain';
import { describe, expect, it } from 'vitest';
import { orderChangeCatalogQuerySchema, orderChangeSetSchema } from './order-change-schemas.js';

const note = (overrides: Record<string, unknown> = {}) => ({
  version: 1,
  typePath: 'Order.Notes',
  keys: { orderId: 7 },
  operation: 'update',
  oldValue: 'Call before noon',
  newValue: 'Call after noon',
  ...overrides,
});

function errorsOf(value: unknown) {
  const result = orderChangeSetSchema.safeParse(value);
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

describe('order change sets', () => {
  it('accept a set of records that keep the rules, with metadata', () => {
    const parsed = orderChangeSetSchema.parse({
      changes: [
        note(),
        {
          version: 1,
          typePath: 'Order.DiagnosisCodes',
          keys: { orderId: 7 },
          operation: 'create',
          newValue: 'z13.79',
        },
      ],
      metadata: [{ Type: 'ChangeReason', Name: 'reason', Value: '{"text":"typo"}', Version: 1 }],
    });
    expect(parsed.action).toBe('update');
    expect(parsed.changes).toHaveLength(2);
  });

  it('apply the domain’s old/new value rules, naming the record', () => {
    expect(errorsOf({ changes: [note({ oldValue: undefined })] })).toEqual([
      { path: 'changes.0.oldValue', message: 'An update change needs an old value' },
    ]);
    expect(
      errorsOf({ changes: [note({ operation: 'create', oldValue: 'x', newValue: 'y' })] }),
    ).toEqual([
      { path: 'changes.0.oldValue', message: 'A create change cannot have an old value' },
    ]);
    expect(
      errorsOf({ changes: [note(), note({ operation: 'delete', oldValue: 'x', newValue: 'y' })] }),
    ).toEqual([{ path: 'changes.1.newValue', message: 'A delete change cannot have a new value' }]);
  });

  it('reject metadata that is not an array or an object', () => {
    for (const Value of ['"text"', '7', 'true', 'null', 'not json']) {
      expect(
        errorsOf({ changes: [note()], metadata: [{ Type: 'T', Name: 'n', Value, Version: 1 }] }),
        Value,
      ).toEqual([{ path: 'metadata.0.Value', message: MetadataNotStructuredMessage }]);
    }
    expect(
      errorsOf({ changes: [note()], metadata: [{ Type: 'T', Name: 'n', Value: 7, Version: 1 }] })[0]
        ?.path,
    ).toBe('metadata.0.Value');
    expect(errorsOf({ changes: [note()], metadata: {} })[0]?.path).toBe('metadata');
  });

  it('check each record against its change type', () => {
    expect(errorsOf({ changes: [note({ typePath: 'Order.Patient' })] })[0]?.path).toBe(
      'changes.0.typePath',
    );
    expect(errorsOf({ changes: [note({ version: 2 })] })).toEqual([
      {
        path: 'changes.0.version',
        message: 'Version 2 of Order.Notes is not supported (current: 1)',
      },
    ]);
    expect(
      errorsOf({
        changes: [
          {
            version: 1,
            typePath: 'Order.Tests',
            keys: { orderId: 7 },
            operation: 'create',
            newValue: 'J757',
          },
        ],
      }).map((error) => error.path),
    ).toEqual(['changes.0.operation', 'changes.0.keys']);
    expect(errorsOf({ changes: [note({ keys: { orderId: '7 or 1=1' } })] })[0]?.path).toBe(
      'changes.0.keys.orderId',
    );
    expect(errorsOf({ changes: [note({ newValue: { text: 'x' } })] })[0]?.path).toBe(
      'changes.0.newValue',
    );
    expect(errorsOf({ changes: [note({ newValue: '<img src=x onerror=alert(1)>' })] })).toEqual([
      { path: 'changes.0.newValue', message: 'Value contains invalid characters' },
    ]);
  });

  it('hold only its action’s operations, and at least one change', () => {
    expect(errorsOf({ action: 'delete', changes: [note()] })).toEqual([
      { path: 'changes.0.operation', message: 'A delete change set holds only delete changes' },
    ]);
    expect(errorsOf({ changes: [] })).toEqual([
      { path: 'changes', message: 'Please select at least one value' },
    ]);
  });

  it('filter the catalogue by a known status only', () => {
    expect(orderChangeCatalogQuerySchema.parse({ status: '4' })).toEqual({ status: 4 });
    expect(orderChangeCatalogQuerySchema.safeParse({ status: '2' }).success).toBe(false);
    expect(orderChangeCatalogQuerySchema.safeParse({ status: 'x' }).success).toBe(false);
  });
});
