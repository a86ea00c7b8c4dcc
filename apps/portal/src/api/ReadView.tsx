// What a screen shows for one list read (useCall) before its rows: why it failed and a button that
// reads again (ReadFailure), a status line while it loads, the empty state when no item came;
// then the screen's own view of the data.
import type { ReactNode } from 'react';
import { EmptyState } from '@loci/ui';
import { ReadFailure } from './ReadFailure.tsx';

export function ReadView<Data extends { items: readonly unknown[] }>({
  read,
  what,
  empty,
  children,
}: {
  read: { data?: Data; error?: unknown; mutate: () => Promise<unknown> };
  /** What the list holds ("supply orders"), for the failure and the loading lines. */
  what: string;
  /** The empty state's title, shown instead of `children` when no item came. */
  empty: string;
  children: (data: Data) => ReactNode;
}) {
  if (read.error) {
    return (
      <ReadFailure
        error={read.error}
        failed={`The ${what} could not be loaded.`}
        onRetry={() => read.mutate()}
      />
    );
  }
  if (!read.data) return <p role="status">Loading {what}…</p>;
  return read.data.items.length === 0 ? (
    <EmptyState headingLevel={3} title={empty} />
  ) : (
    children(read.data)
  );
}
