import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createChange,
  deleteChange,
  updateChange,
  validateChangeRecord,
  validateChangeSet,
  type ChangeOperation,
  type ChangeRecord,
} from './index.js';

const target = { version: 2, typePath: 'Order.Tests', keys: { orderId: 42, testId: 'J757' } };

describe('change records', () => {
  it('creates with a new value and no old value', () => {
    expect(createChange(target, { code: 'J757' })).toEqual({
      ok: true,
      record: { ...target, operation: 'create', newValue: { code: 'J757' } },
    });
    expect(createChange(target, null)).toEqual({
      ok: false,
      reason: 'new-value-required',
      message: 'A create change needs a new value',
    });
    expect(
      validateChangeRecord({ ...target, operation: 'create', oldValue: 1, newValue: 2 }),
    ).toEqual({
      ok: false,
      reason: 'old-value-not-allowed',
      message: 'A create change cannot have an old value',
    });
  });

  it('updates with both values', () => {
    expect(updateChange(target, 'a', 'b')).toMatchObject({
      ok: true,
      record: { operation: 'update' },
    });
    expect(updateChange(target, undefined, 'b')).toMatchObject({
      reason: 'old-value-required',
      message: 'An update change needs an old value',
    });
    expect(updateChange(target, 'a', undefined)).toMatchObject({ reason: 'new-value-required' });
  });

  it('deletes with an old value and no new value', () => {
    expect(deleteChange(target, { code: 'J757' })).toMatchObject({ ok: true });
    expect(deleteChange(target, null)).toMatchObject({ reason: 'old-value-required' });
    expect(
      validateChangeRecord({ ...target, operation: 'delete', oldValue: 1, newValue: 2 }),
    ).toEqual({
      ok: false,
      reason: 'new-value-not-allowed',
      message: 'A delete change cannot have a new value',
    });
  });

  it('treats false, 0 and empty text as values', () => {
    expect(updateChange<boolean | number>(target, false, 0).ok).toBe(true);
    expect(createChange(target, '').ok).toBe(true);
  });

  it('checks a change set, naming the first broken record', () => {
    const good = { ...target, operation: 'create', newValue: 1 } as const;
    const bad = { ...target, operation: 'delete', newValue: 1 } as const;
    expect(validateChangeSet([good, good])).toEqual({ ok: true, records: [good, good] });
    expect(validateChangeSet<number>([good, bad, bad])).toEqual({
      ok: false,
      reason: 'old-value-required',
      message: 'A delete change needs an old value',
      index: 1,
    });
    expect(validateChangeSet([])).toEqual({ ok: true, records: [] });
  });

  it('accepts exactly the records that keep the old/new value rules (property)', () => {
    const value = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.string());
    const operation = fc.constantFrom<ChangeOperation>('create', 'update', 'delete');
    fc.assert(
      fc.property(operation, value, value, (op, oldValue, newValue) => {
        const record: ChangeRecord = { ...target, operation: op, oldValue, newValue };
        const hasOld = oldValue != null;
        const hasNew = newValue != null;
        const expected =
          op === 'create'
            ? hasNew && !hasOld
            : op === 'delete'
              ? hasOld && !hasNew
              : hasOld && hasNew;
        expect(validateChangeRecord(record).ok).toBe(expected);
      }),
    );
  });
});
