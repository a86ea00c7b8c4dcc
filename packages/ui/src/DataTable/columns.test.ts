import { describe, expect, it } from 'vitest';
import {
  sortFn_alphanumeric,
  sortFn_text,
  type Row,
  type SortFn,
  type TableFeatures,
} from '@tanstack/react-table';
import { toTanstackSortFn } from './columns';

interface Item {
  name?: string;
}
type ItemRow = Row<TableFeatures, Item>;

const data: Item[] = [
  { name: 'b' },
  { name: 'TG700' },
  {},
  { name: 'A' },
  { name: 'tg70' },
  { name: 'a' },
];
const rows = data.map(
  (original, index) => ({ original, index, getValue: () => original.name }) as unknown as ItemRow,
);
/** The row order TanStack's sorted row model gives with this comparator (ties by index). */
const order = (compare: SortFn<TableFeatures, Item>, desc = false) =>
  rows
    .slice()
    .sort((a, b) => (desc ? -1 : 1) * compare(a, b, 'name') || a.index - b.index)
    .map((row) => row.index);

describe('toTanstackSortFn', () => {
  it('orders rows as TanStack does, ranking each data set once', () => {
    for (const [sortBy, builtIn] of [
      ['text', sortFn_text],
      ['alphanumeric', sortFn_alphanumeric],
    ] as const) {
      const present = rows.filter((row) => row.original.name !== undefined);
      const expected = present
        .slice()
        .sort((a, b) => builtIn(a, b, 'name') || a.index - b.index)
        .map((row) => row.index);
      const sortFn = toTanstackSortFn<TableFeatures, Item>(
        { value: (item) => item.name, sortBy },
        () => data,
        () => false,
      );
      // The row without a name comes last.
      expect(order(sortFn)).toEqual([...expected, 2]);
    }
  });

  it('keeps rows without a value last when descending', () => {
    const sortFn = toTanstackSortFn<TableFeatures, Item>(
      { value: (item) => item.name },
      () => data,
      () => true,
    );
    // Descending text (lower-cased): TG700, tg70, b, then A and a (equal: data order), then
    // the one without a value.
    expect(order(sortFn, true)).toEqual([1, 4, 0, 3, 5, 2]);
  });
});
