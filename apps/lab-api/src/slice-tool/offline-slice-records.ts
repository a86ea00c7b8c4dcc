// Every SQL statement of saved (offline) slices, and the ordered slice tests they explain.
import { sql } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { problems } from '../http/http-problem.js';
import './slice-tool-schema.js';

export interface OfflineSliceRecord {
  id: number;
  ownerEmail: string;
  name: string;
  testCode: string;
  genes: string[];
  hpoIds: string[];
  predefinedSlices: string[];
  createdAt: Date;
}

const json = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? json(JSON.parse(value))
      : [];

function toRecord(row: {
  id: number;
  owner_email: string;
  name: string;
  test_code: string;
  genes: unknown;
  hpo_ids: unknown;
  predefined_slices: unknown;
  created_at: Date | string;
}): OfflineSliceRecord {
  return {
    id: row.id,
    ownerEmail: row.owner_email,
    name: row.name,
    testCode: row.test_code,
    genes: json(row.genes),
    hpoIds: json(row.hpo_ids),
    predefinedSlices: json(row.predefined_slices),
    createdAt: new Date(row.created_at),
  };
}

export interface NewOfflineSlice {
  ownerEmail: string;
  name: string;
  testCode: string;
  genes: readonly string[];
  hpoIds: readonly string[];
  predefinedSlices: readonly string[];
}

/** Saves a slice; the same user saving the same name again replaces it (same id). */
export async function saveOfflineSliceRecord(
  db: LabKysely,
  slice: NewOfflineSlice,
): Promise<OfflineSliceRecord> {
  const row = await db
    .insertInto('offline_slice')
    .values({
      owner_email: slice.ownerEmail.toLowerCase(),
      name: slice.name,
      test_code: slice.testCode,
      genes: JSON.stringify(slice.genes),
      hpo_ids: JSON.stringify(slice.hpoIds),
      predefined_slices: JSON.stringify(slice.predefinedSlices),
    })
    .onConflict((conflict) =>
      conflict.columns(['owner_email', 'name']).doUpdateSet({
        test_code: (eb) => eb.ref('excluded.test_code'),
        genes: (eb) => eb.ref('excluded.genes'),
        hpo_ids: (eb) => eb.ref('excluded.hpo_ids'),
        predefined_slices: (eb) => eb.ref('excluded.predefined_slices'),
        updated_at: sql`now()`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/**
 * A saved slice of its owner, by id or by name (another user's slice does not exist for the
 * caller).
 */
export async function findOfflineSlice(
  db: LabKysely,
  ownerEmail: string,
  key: { id: number } | { name: string },
): Promise<OfflineSliceRecord | undefined> {
  const row = await db
    .selectFrom('offline_slice')
    .selectAll()
    .where('owner_email', '=', ownerEmail.toLowerCase())
    .where((eb) => ('id' in key ? eb('id', '=', key.id) : eb('name', '=', key.name)))
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** The caller's saved slice by id; 404 for any other (another user's slice does not exist). */
export async function requireOfflineSlice(
  db: LabKysely,
  ownerEmail: string,
  id: number,
): Promise<OfflineSliceRecord> {
  const record = await findOfflineSlice(db, ownerEmail, { id });
  if (!record) throw problems.notFound('Slice not found');
  return record;
}

export interface OrderedSliceTest {
  orderId: number;
  createdBy: string | null;
  status: number;
  testCode: string;
  labStatus: string;
  userEnteredSliceName: string | null;
  preDefinedSliceNames: string[];
  savedSliceName: string | null;
  phenotypeNames: string[];
}

/** The slice test of an order (the first one: the cart allows one custom slice per order). */
export async function findOrderedSliceTest(
  db: LabKysely,
  orderId: number,
  sliceCodes: readonly string[],
): Promise<OrderedSliceTest | undefined> {
  const row = await db
    .selectFrom('order_test as t')
    .innerJoin('lab_order as o', 'o.id', 't.order_id')
    .select([
      'o.id as orderId',
      'o.created_by as createdBy',
      'o.status as status',
      't.code as testCode',
      't.lab_status as labStatus',
      't.user_entered_slice_name as userEnteredSliceName',
      't.pre_defined_slice_names as preDefinedSliceNames',
      't.saved_slice_name as savedSliceName',
      't.phenotype_names as phenotypeNames',
    ])
    .where('t.order_id', '=', orderId)
    .where(
      sql<string>`upper(t.code)`,
      'in',
      sliceCodes.map((code) => code.toUpperCase()),
    )
    .orderBy('t.position')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    createdBy: row.createdBy ?? null,
    preDefinedSliceNames: json(row.preDefinedSliceNames),
    phenotypeNames: json(row.phenotypeNames),
  };
}
