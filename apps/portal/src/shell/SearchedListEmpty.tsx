import { EmptyState } from '@loci/ui';

/**
 * A searched list's empty state (orders, patients, reports): "No order matches “term”" after a
 * search, "No orders yet" before one.
 */
export function SearchedListEmpty({
  term,
  item,
  items,
}: {
  /** The words searched for; empty when the list is not searched. */
  term: string;
  /** What one row is, and several rows are ("order", "orders"). */
  item: string;
  items: string;
}) {
  return (
    <EmptyState
      headingLevel={2}
      title={term ? `No ${item} matches “${term}”` : `No ${items} yet`}
    />
  );
}
