import { Suspense, type ComponentProps } from 'react';
import { DataTablePlaceholder, type DataTable, type DataTableProps } from '@loci/ui';
import { lazyScreen } from '../app/lazyScreen.ts';

// The kit's DataTable (TanStack Table and its virtualiser, about 26 KB gzipped) loads beside the
// list's screen and its first call, not before them (issue 18): the rows come from the server
// after the first paint anyway.
const KitDataTable = lazyScreen(
  () => import('./kitDataTable.ts'),
  (m) => m.DataTable,
);

/**
 * The kit's `DataTable`, loaded when first drawn; until then the kit's `DataTablePlaceholder`
 * (its loading state without its code: caption, headers, skeleton rows) holds its place.
 */
export function LazyDataTable<Row extends object>(props: DataTableProps<Row>) {
  return (
    <Suspense fallback={<DataTablePlaceholder {...props} />}>
      <KitDataTable {...(props as ComponentProps<typeof DataTable>)} />
    </Suspense>
  );
}
