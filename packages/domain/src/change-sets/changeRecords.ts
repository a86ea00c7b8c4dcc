/**
 * Order change sets (document 1 section 4, document 2 sections 5 and 7.2): change records with
 * the old/new value rules, and metadata items whose value must be an array or an object.
 * A value is absent when it is `undefined` or `null`.
 */

export const ChangeOperations = ['create', 'update', 'delete'] as const;

export type ChangeOperation = (typeof ChangeOperations)[number];

/** The keys that identify the changed entity, e.g. `{ orderId: 42, testId: 7 }`. */
export type ChangeKeys = Readonly<Record<string, string | number>>;

/** One change: version, type path, keys, operation, old value, new value. */
export interface ChangeRecord<V = unknown> {
  readonly version: number;
  /** The dotted path of the changed type within the order, e.g. `Order.Tests`. */
  readonly typePath: string;
  readonly keys: ChangeKeys;
  readonly operation: ChangeOperation;
  readonly oldValue?: V;
  readonly newValue?: V;
}

export type ChangeRefusalReason =
  'old-value-required' | 'old-value-not-allowed' | 'new-value-required' | 'new-value-not-allowed';

export interface ChangeRefusal {
  readonly ok: false;
  readonly reason: ChangeRefusalReason;
  readonly message: string;
}

export type ChangeRecordResult<V> =
  { readonly ok: true; readonly record: ChangeRecord<V> } | ChangeRefusal;

export type ChangeSetResult<V> =
  | { readonly ok: true; readonly records: readonly ChangeRecord<V>[] }
  | (ChangeRefusal & { readonly index: number });

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** The reason a record breaks the old/new value rules, or null when it keeps them. */
function ruleBroken(record: ChangeRecord<unknown>): ChangeRefusal | null {
  const needsOld = record.operation !== 'create';
  const needsNew = record.operation !== 'delete';
  const hasOld = isPresent(record.oldValue);
  const hasNew = isPresent(record.newValue);
  const change = `${record.operation === 'update' ? 'An' : 'A'} ${record.operation} change`;
  const refuse = (reason: ChangeRefusalReason, message: string): ChangeRefusal => ({
    ok: false,
    reason,
    message,
  });
  if (needsOld && !hasOld) {
    return refuse('old-value-required', `${change} needs an old value`);
  }
  if (!needsOld && hasOld) {
    return refuse('old-value-not-allowed', `${change} cannot have an old value`);
  }
  if (needsNew && !hasNew) {
    return refuse('new-value-required', `${change} needs a new value`);
  }
  if (!needsNew && hasNew) {
    return refuse('new-value-not-allowed', `${change} cannot have a new value`);
  }
  return null;
}

/**
 * Checks one record: a delete needs an old value and no new value; a create needs a new value and
 * no old value; an update needs both.
 */
export function validateChangeRecord<V>(record: ChangeRecord<V>): ChangeRecordResult<V> {
  return ruleBroken(record) ?? { ok: true, record };
}

interface ChangeTarget {
  readonly version: number;
  readonly typePath: string;
  readonly keys: ChangeKeys;
}

export function createChange<V>(target: ChangeTarget, newValue: V): ChangeRecordResult<V> {
  return validateChangeRecord({ ...target, operation: 'create', newValue });
}

export function updateChange<V>(
  target: ChangeTarget,
  oldValue: V,
  newValue: V,
): ChangeRecordResult<V> {
  return validateChangeRecord({ ...target, operation: 'update', oldValue, newValue });
}

export function deleteChange<V>(target: ChangeTarget, oldValue: V): ChangeRecordResult<V> {
  return validateChangeRecord({ ...target, operation: 'delete', oldValue });
}

/** Checks a whole change set: every record keeps the rules, or the first that does not is named. */
export function validateChangeSet<V>(records: readonly ChangeRecord<V>[]): ChangeSetResult<V> {
  for (const [index, record] of records.entries()) {
    const broken = ruleBroken(record);
    if (broken) return { ...broken, index };
  }
  return { ok: true, records };
}
