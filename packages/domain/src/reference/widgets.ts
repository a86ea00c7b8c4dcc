/**
 * Values of the generic widgets (document 3 sections 4 and 8): table sort cycle, selection
 * modes, the select-all header labels and the default confirmation dialog.
 */
import { ConfirmationDialogWidth } from './layout.js';

/** A table column's sort, in the order a click cycles through them. */
export const TableSortCycle = ['ascending', 'descending', 'unsorted'] as const;

export type TableSort = (typeof TableSortCycle)[number];

/** The sort a column takes when its header is clicked (ascending → descending → unsorted → …). */
export function nextTableSort(current: TableSort): TableSort {
  const index = TableSortCycle.indexOf(current);
  return TableSortCycle[(index + 1) % TableSortCycle.length] as TableSort;
}

/** How many rows a table lets the user select. */
export const SelectionModes = ['none', 'single', 'multiple'] as const;

export type SelectionMode = (typeof SelectionModes)[number];

/** The header checkbox label of a multiple-selection table. */
export const SelectAllLabels = { selectAll: 'Select All', deselectAll: 'Deselect All' } as const;

/** The header checkbox label: Deselect All once every row is selected, else Select All. */
export function selectAllLabel(selectedRows: number, totalRows: number): string {
  return totalRows > 0 && selectedRows >= totalRows
    ? SelectAllLabels.deselectAll
    : SelectAllLabels.selectAll;
}

/** The texts of a confirmation dialog unless told otherwise. */
export const ConfirmDialogDefaults = {
  title: 'Are you sure?',
  confirmLabel: 'Continue',
  cancelLabel: 'Cancel',
  width: ConfirmationDialogWidth,
} as const;

/** How a confirmation prompt resolves. */
export const ConfirmationOutcomes = ['confirmed', 'cancelled'] as const;

export type ConfirmationOutcome = (typeof ConfirmationOutcomes)[number];
