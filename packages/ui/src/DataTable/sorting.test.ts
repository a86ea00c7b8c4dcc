import { describe, expect, it } from 'vitest';
import { nextSort } from './sorting';

describe('nextSort', () => {
  it('cycles ascending, descending, unsorted', () => {
    const first = nextSort(null, 'patient');
    expect(first).toEqual({ columnId: 'patient', direction: 'ascending' });
    const second = nextSort(first, 'patient');
    expect(second).toEqual({ columnId: 'patient', direction: 'descending' });
    expect(nextSort(second, 'patient')).toBeNull();
  });
  it('starts another column at ascending and forgets the previous one', () => {
    expect(nextSort({ columnId: 'patient', direction: 'descending' }, 'ordered')).toEqual({
      columnId: 'ordered',
      direction: 'ascending',
    });
  });
});
