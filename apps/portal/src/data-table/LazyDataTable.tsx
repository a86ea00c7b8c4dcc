import { Suspense, type ComponentProps } from 'react';
import { Skeleton, visuallyHidden, type DataTable, type DataTableProps } from '@loci/ui';
import { lazyScreen } from '../app/lazyScreen.ts';
import * as styles from './LazyDataTable.css.ts';

// The kit's DataTable (TanStack Table and its virtualiser, about 26 KB gzipped) loads beside the
// list's screen and its first call, not before them (issue 18): the rows come from the server
// after the first paint anyway.
const KitDataTable = lazyScreen(
  () => import('./kitDataTable.ts'),
  (m) => m.DataTable,
);

/** Skeleton rows drawn while the table's code loads, as the kit's DataTable draws while loading. */
const placeholderRows = 5;

/** The kit's table in its loading state, drawn without its code: caption, headers, skeleton rows. */
function TablePlaceholder<Row extends object>(props: DataTableProps<Row>) {
  const selection = props.selectionMode !== undefined && props.selectionMode !== 'none';
  const columnCount = props.columns.length + (selection ? 1 : 0);
  return (
    <div className={styles.frame}>
      <table className={styles.table} aria-label={props['aria-label']} aria-busy>
        {props.caption !== undefined ? (
          <caption className={props.hideCaption ? visuallyHidden : undefined}>
            {props.caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {selection ? <th scope="col" className={styles.headerCell} /> : null}
            {props.columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={styles.headerCell}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: placeholderRows }, (_, index) => (
            <tr key={index} aria-hidden="true">
              {Array.from({ length: columnCount }, (__, cellIndex) => (
                <td key={cellIndex} className={styles.cell}>
                  <Skeleton height="1em" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The kit's `DataTable`, loaded when first drawn; until then the table's caption, headers and
 * skeleton rows hold its place (the kit's own loading state, same size).
 */
export function LazyDataTable<Row extends object>(props: DataTableProps<Row>) {
  return (
    <Suspense fallback={<TablePlaceholder {...props} />}>
      <KitDataTable {...(props as ComponentProps<typeof DataTable>)} />
    </Suspense>
  );
}
