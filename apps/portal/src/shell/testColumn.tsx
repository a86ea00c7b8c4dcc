import type { DataTableColumn } from '@loci/ui';
import * as styles from './testColumn.css.ts';

/**
 * A list's test column (order and report lists): the test's code, then its description in two
 * lines at most, so a row stays a row on a phone. Searched and read whole; not sortable.
 */
export function testColumn<Row extends { testCode: string | null; testDescription: string | null }>(
  id: string,
  header: string,
): DataTableColumn<Row> {
  return {
    id,
    header,
    value: (row) => [row.testCode, row.testDescription].filter(Boolean).join(' '),
    cell: (row) => (
      <>
        <span className={styles.testCode}>{row.testCode}</span>
        {row.testDescription ? (
          <span className={styles.testDescription}> {row.testDescription}</span>
        ) : null}
      </>
    ),
    sortable: false,
  };
}
