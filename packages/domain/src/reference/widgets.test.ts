import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ConfirmDialogDefaults,
  ConfirmationOutcomes,
  SelectionModes,
  TableSortCycle,
  nextTableSort,
  selectAllLabel,
} from './widgets.js';

describe('table sort', () => {
  it('cycles ascending, descending, unsorted', () => {
    expect(nextTableSort('unsorted')).toBe('ascending');
    expect(nextTableSort('ascending')).toBe('descending');
    expect(nextTableSort('descending')).toBe('unsorted');
  });

  it('comes back to the same sort after three clicks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TableSortCycle),
        (sort) => nextTableSort(nextTableSort(nextTableSort(sort))) === sort,
      ),
    );
  });
});

describe('selection', () => {
  it('has three modes and labels the header Select All or Deselect All', () => {
    expect(SelectionModes).toEqual(['none', 'single', 'multiple']);
    expect(selectAllLabel(0, 3)).toBe('Select All');
    expect(selectAllLabel(2, 3)).toBe('Select All');
    expect(selectAllLabel(3, 3)).toBe('Deselect All');
    expect(selectAllLabel(0, 0)).toBe('Select All');
  });
});

describe('confirmation dialog', () => {
  it('defaults to the spec’s title and buttons', () => {
    expect(ConfirmDialogDefaults).toEqual({
      title: 'Are you sure?',
      confirmLabel: 'Continue',
      cancelLabel: 'Cancel',
      width: '30rem',
    });
    expect(ConfirmationOutcomes).toEqual(['confirmed', 'cancelled']);
  });
});
