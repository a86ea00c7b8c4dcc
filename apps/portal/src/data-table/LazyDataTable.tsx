import { Suspense, useDeferredValue, useMemo, type ComponentProps } from 'react';
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
  const { data, loading, totalCount } = props;
  // Rows that come in are drawn at a transition's priority: React draws a page of rows in slices,
  // letting the browser in between, not in one long task when the answer lands (a first visit's
  // longest after the profile's). The three change together, so skeleton, rows and count agree.
  const rows = useDeferredValue(
    useMemo(() => ({ data, loading, totalCount }), [data, loading, totalCount]),
  );
  const shown = { ...props, ...rows };
  return (
    <Suspense fallback={<DataTablePlaceholder {...shown} />}>
      <KitDataTable {...(shown as ComponentProps<typeof DataTable>)} />
    </Suspense>
  );
}
