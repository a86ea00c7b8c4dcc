// What each ordered slice test of an order stands for (its name, phenotypes, predefined slices and
// genes), for the order's requisition form: a lab reading it must know the gene set.
import type { OrderedTest } from '@loci/contract';
import { isCustomSliceTest } from '@loci/domain';
import type { LabKysely } from '../db/create-database.js';
import { findPredefinedSlice } from './gene-sets.js';
import { findOfflineSlice } from './offline-slice-records.js';
import { orderedSliceGenes } from './slice-tool-rules.js';

export interface OrderedSliceSummary {
  sliceName: string | null;
  phenotypeNames: string[];
  predefinedSliceNames: string[];
  genes: string[];
}

type SliceFields = Pick<
  OrderedTest,
  | 'id'
  | 'code'
  | 'userEnteredSliceName'
  | 'preDefinedSliceNames'
  | 'savedSliceName'
  | 'phenotypeNames'
>;

/** The slice of every slice test of an order, by ordered test id. */
export async function orderedSliceSummaries(
  db: LabKysely,
  orderId: number,
  tests: readonly SliceFields[],
): Promise<Map<number, OrderedSliceSummary>> {
  const summaries = new Map<number, OrderedSliceSummary>();
  const sliceTests = tests.filter((test) => isCustomSliceTest(test.code));
  if (sliceTests.length === 0) return summaries;
  // A saved slice belongs to the user who saved it: the one who created the order.
  const order = await db
    .selectFrom('lab_order')
    .select('created_by')
    .where('id', '=', orderId)
    .executeTakeFirst();
  for (const test of sliceTests) {
    const saved =
      test.savedSliceName && order?.created_by
        ? await findOfflineSlice(db, order.created_by, { name: test.savedSliceName })
        : undefined;
    const { genes } = orderedSliceGenes(test, saved);
    summaries.set(test.id, {
      sliceName: test.savedSliceName ?? test.userEnteredSliceName ?? null,
      phenotypeNames: test.phenotypeNames,
      predefinedSliceNames: test.preDefinedSliceNames.map(
        (slice) => findPredefinedSlice(slice)?.name ?? slice,
      ),
      genes,
    });
  }
  return summaries;
}
