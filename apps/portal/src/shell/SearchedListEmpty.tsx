import { EmptyState } from '@loci/ui';

/**
 * A searched list's empty state (orders, patients, reports): "No order matches “term”" after a
 * search, "No orders match these filters" when filters leave nothing, "No orders yet" otherwise.
 */
export function SearchedListEmpty({
  term,
  filtered = false,
  item,
  items,
}: {
  /** The words searched for; empty when the list is not searched. */
  term: string;
  /** Whether filters narrow the list (an empty list then says so, not that there is nothing). */
  filtered?: boolean;
  /** What one row is, and several rows are ("order", "orders"). */
  item: string;
  items: string;
}) {
  return (
    <EmptyState
      headingLevel={2}
      title={
        term
          ? `No ${item} matches “${term}”`
          : filtered
            ? `No ${items} match these filters`
            : `No ${items} yet`
      }
    />
  );
}
