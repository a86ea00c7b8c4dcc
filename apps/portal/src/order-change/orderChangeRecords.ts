// Building the records of a post-submission change set from the form's choices, with
// @loci/domain's change-set rules (a create has only a new value, a delete only an old one, an
// update both) and then the contract's record schema (the change type's keys and value).
import {
  changeRecordSchema,
  type ChangeRecordInput,
  type OrderChangeCatalog,
  type SimpleOrder,
} from '@loci/contract';
import {
  createChange,
  deleteChange,
  updateChange,
  type ChangeOperation,
  type ChangeRecord,
  ValidationMessages,
  DiagnosisCodeMessages,
} from '@loci/domain';

export type CatalogEntry = OrderChangeCatalog['entries'][number];

/** The spec's message when the catalogue cannot be read (document 2, other messages). */
export const catalogFailedMessage = (reason: string) =>
  `Failed to fetch order change catalog: ${reason}`;

/** What the user chose for one change: the entry, the operation, the value typed or picked. */
export interface ChangeChoice {
  entry: CatalogEntry;
  operation: ChangeOperation;
  /** The new value typed (create, update), or the existing value picked (delete). */
  value: string;
  /** Order.Tests: the test picked. */
  testId?: number;
}

/** Catalogue entries the form offers: the user's role may make them in the order's status. */
export function changeableEntries(
  catalog: OrderChangeCatalog,
  order: Pick<SimpleOrder, 'status'>,
  role: string | null,
): CatalogEntry[] {
  return catalog.entries.filter(
    (entry) =>
      entry.orderStatuses.includes(order.status) &&
      (role === null || (entry.roles as readonly string[]).includes(role)) &&
      // The order's status moves by its own actions (submit, release, cancel), not here.
      entry.valueType !== 'orderStatus',
  );
}

/** The value the order holds now for an entry (the old value of an update). */
export function currentValue(entry: CatalogEntry, order: SimpleOrder): unknown {
  switch (entry.valueType) {
    case 'text':
      return order.notes;
    case 'orderingProviderId':
      return order.orderingProviderId;
    default:
      return null;
  }
}

function valueOf(entry: CatalogEntry, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return entry.valueType === 'orderingProviderId' ? Number(trimmed) : trimmed;
}

export type BuiltChange = { ok: true; record: ChangeRecordInput } | { ok: false; message: string };

/** The diagnosis codes the order will hold with the changes listed so far (upper case). */
function diagnosisCodesWith(order: SimpleOrder, changes: readonly ChangeRecordInput[]): string[] {
  let codes = order.diagnosisCodes.map((code) => code.toUpperCase());
  for (const change of changes) {
    if (change.typePath !== 'Order.DiagnosisCodes') continue;
    if (change.operation === 'create') codes = [...codes, String(change.newValue).toUpperCase()];
    else if (change.operation === 'delete') {
      const removed = String(change.oldValue).toUpperCase();
      codes = codes.filter((code) => code !== removed);
    }
  }
  return codes;
}

/**
 * One change record from a choice, checked by the domain's rules and the contract's schema; the
 * messages are the spec's or ours, never the validation library's. `pending`: the changes listed
 * already (a code they add is a duplicate too).
 */
export function buildChange(
  choice: ChangeChoice,
  order: SimpleOrder,
  pending: readonly ChangeRecordInput[] = [],
): BuiltChange {
  const { entry, operation } = choice;
  if (entry.valueType === 'orderingProviderId' && operation !== 'delete') {
    const typed = choice.value.trim();
    if (typed === '') return { ok: false, message: ValidationMessages.required };
    if (!/^\d+$/.test(typed)) return { ok: false, message: ValidationMessages.format };
  }
  if (entry.valueType === 'diagnosisCode' && operation === 'create') {
    const code = choice.value.trim().toUpperCase();
    if (code !== '' && diagnosisCodesWith(order, pending).includes(code)) {
      return { ok: false, message: DiagnosisCodeMessages.duplicate(code) };
    }
  }
  const keys: Record<string, number> = { orderId: order.orderId };
  if (entry.keys.includes('testId')) {
    if (choice.testId === undefined) return { ok: false, message: ValidationMessages.required };
    keys.testId = choice.testId;
  }
  const target = { version: entry.version, typePath: entry.typePath, keys };
  const value = valueOf(entry, choice.value);
  const current = currentValue(entry, order) ?? undefined;
  const built =
    operation === 'create'
      ? createChange(target, value)
      : operation === 'update'
        ? updateChange(target, current, value)
        : deleteChange(target, entry.valueType === 'text' ? current : value);
  if (!built.ok) return { ok: false, message: built.message };
  const checked = changeRecordSchema.safeParse(built.record as ChangeRecord);
  if (!checked.success) {
    // The contract's own messages are the spec's; a type mismatch (zod's English) reads as format.
    const issue = checked.error.issues[0];
    const message =
      !issue || issue.code === 'invalid_type' ? ValidationMessages.format : issue.message;
    return { ok: false, message };
  }
  return { ok: true, record: built.record as ChangeRecordInput };
}

/** How a record reads in the list of changes to save. */
export function describeChange(record: ChangeRecordInput, entry: CatalogEntry | undefined): string {
  const label = entry?.label ?? record.typePath;
  const show = (value: unknown) =>
    typeof value === 'string' ? `“${value}”` : value === undefined ? '' : String(value);
  switch (record.operation) {
    case 'create':
      return `${label}: add ${show(record.newValue)}`;
    case 'update':
      return `${label}: ${show(record.oldValue)} → ${show(record.newValue)}`;
    default:
      return `${label}: remove ${show(record.oldValue)}`;
  }
}
