import { describe, expect, it } from 'vitest';
import { countPages, pageRange, pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows five pages centred on the current page', () => {
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });
  it('stays inside the first and last pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('shows every page when there are fewer than five', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });
  it('clamps a page outside the range', () => {
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('countPages', () => {
  it('rounds up and keeps at least one page', () => {
    expect(countPages(101, 25)).toBe(5);
    expect(countPages(100, 25)).toBe(4);
    expect(countPages(0, 25)).toBe(1);
    expect(countPages(10_000, 'all')).toBe(1);
  });
});

describe('pageRange', () => {
  it('gives the first and last item of a page', () => {
    expect(pageRange(2, 25, 60)).toEqual({ start: 26, end: 50 });
    expect(pageRange(3, 25, 60)).toEqual({ start: 51, end: 60 });
    expect(pageRange(1, 'all', 60)).toEqual({ start: 1, end: 60 });
    expect(pageRange(1, 10, 0)).toEqual({ start: 0, end: 0 });
  });
});
