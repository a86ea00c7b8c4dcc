// Facts shown as a list of labels and values (a profile's details, a patient's, the order to
// submit) in the page's two-column details layout.
import { Fragment, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './page.css.ts';

/** One fact: its label (unique in the list) and its value. */
export type DetailRow = readonly [label: string, value: ReactNode];

export function DetailsList({
  rows,
  ...list
}: { rows: readonly DetailRow[] } & Omit<
  ComponentPropsWithoutRef<'dl'>,
  'children' | 'className'
>) {
  return (
    <dl className={styles.details} {...list}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
