import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedSearch, type DebouncedSearchResult } from './useDebouncedSearch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Call {
  query: string;
  signal: AbortSignal;
  resolve: (results: string[]) => void;
  reject: (reason: unknown) => void;
}

let root: Root;
let container: HTMLElement;
let calls: Call[];
const seen: { current: DebouncedSearchResult<string> | null } = { current: null };
const onSettled = vi.fn();

function search(query: string, { signal }: { signal: AbortSignal }) {
  return new Promise<string[]>((resolve, reject) => {
    calls.push({ query, signal, resolve, reject });
  });
}

function Probe({ query, enabled = true }: { query: string; enabled?: boolean }) {
  const result = useDebouncedSearch({ query, enabled, delayMs: 300, search, onSettled });
  useEffect(() => {
    seen.current = result;
  });
  return null;
}

function render(query: string, enabled = true) {
  act(() => root.render(<Probe query={query} enabled={enabled} />));
}

async function settle() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  onSettled.mockReset();
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe('useDebouncedSearch', () => {
  it('asks once, 300 ms after the last change of a burst', () => {
    render('b');
    act(() => vi.advanceTimersByTime(200));
    render('br');
    act(() => vi.advanceTimersByTime(200));
    render('brc');
    act(() => vi.advanceTimersByTime(299));
    expect(calls).toHaveLength(0);
    expect(seen.current?.isPending).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(calls.map((call) => call.query)).toEqual(['brc']);
  });

  it('shows the answer for the current query only and aborts the request in flight', async () => {
    render('brca');
    act(() => vi.advanceTimersByTime(300));
    const first = calls[0]!;
    render('brca2');
    act(() => vi.advanceTimersByTime(300));
    expect(first.signal.aborted).toBe(true);
    // The late answer of the aborted request is ignored.
    first.resolve(['BRCA1', 'BRCA2']);
    await settle();
    expect(seen.current).toEqual({ isPending: true, results: [], isError: false });
    calls[1]!.resolve(['BRCA2']);
    await settle();
    expect(seen.current).toEqual({ isPending: false, results: ['BRCA2'], isError: false });
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith('brca2', ['BRCA2']);
  });

  it('reports a failure for its query and asks again when that text comes back', async () => {
    render('tp53');
    act(() => vi.advanceTimersByTime(300));
    calls[0]!.reject(new Error('503'));
    await settle();
    expect(seen.current).toEqual({ isPending: false, results: [], isError: true });
    render('tp5');
    render('tp53');
    act(() => vi.advanceTimersByTime(300));
    expect(calls.map((call) => call.query)).toEqual(['tp53', 'tp53']);
  });

  it('does not ask again for the text it already answered', async () => {
    render('atm');
    act(() => vi.advanceTimersByTime(300));
    calls[0]!.resolve(['ATM']);
    await settle();
    render('atmx');
    render('atm');
    act(() => vi.advanceTimersByTime(600));
    expect(calls).toHaveLength(1);
    expect(seen.current?.results).toEqual(['ATM']);
  });

  it('asks nothing and holds nothing while disabled', () => {
    render('', false);
    act(() => vi.advanceTimersByTime(1000));
    expect(calls).toHaveLength(0);
    expect(seen.current).toEqual({ isPending: false, results: [], isError: false });
  });
});
