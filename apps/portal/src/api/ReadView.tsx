// What a screen shows for one read (useCall) before its rows: a warning when it failed, a status
// line while it loads, the empty state when nothing came; then the screen's own view of the data.
import type { ReactNode } from 'react';
import * as page from '../shell/page.css.ts';

export function ReadView<Data>({
  read,
  failed,
  loading,
  empty,
  isEmpty,
  children,
}: {
  read: { data?: Data; error?: unknown };
  failed: ReactNode;
  loading: ReactNode;
  /** Shown instead of `children` when `isEmpty(data)`. */
  empty: ReactNode;
  isEmpty: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}) {
  if (read.error) {
    return (
      <p className={page.warningNotice} role="alert">
        {failed}
      </p>
    );
  }
  if (!read.data) return <p role="status">{loading}</p>;
  return isEmpty(read.data) ? empty : children(read.data);
}
