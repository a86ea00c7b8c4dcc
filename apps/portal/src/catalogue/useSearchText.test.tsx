import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchTextDebounceMs, useSearchText, type SearchText } from './useSearchText.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const probe: { search: SearchText | null } = { search: null };

function Probe({
  term,
  onChange,
}: {
  term: string;
  onChange(change: { term: string }, changedAt: number): void;
}) {
  const search = useSearchText(term, onChange);
  useEffect(() => {
    probe.search = search;
  });
  return null;
}

function renderProbe(
  term: string,
  onChange: (change: { term: string }, changedAt: number) => void,
) {
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe term={term} onChange={onChange} />));
  return {
    rerender: (next: string) => act(() => root.render(<Probe term={next} onChange={onChange} />)),
    unmount: () => act(() => root.unmount()),
  };
}

describe('the search text of a search form', () => {
  afterEach(() => {
    vi.useRealTimers();
    probe.search = null;
  });

  it('searches the typed text once, the pause after the last key', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const view = renderProbe('', onChange);
    act(() => probe.search?.setText('br'));
    act(() => vi.advanceTimersByTime(searchTextDebounceMs - 1));
    const lastKeyAt = Date.now();
    act(() => probe.search?.setText('brca'));
    act(() => vi.advanceTimersByTime(searchTextDebounceMs - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    // The search says when the last key was, so the address can count its pause from it.
    expect(onChange.mock.calls).toEqual([[{ term: 'brca' }, lastKeyAt]]);
    view.unmount();
  });

  it('searches at once on submit, before the pause ends', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const view = renderProbe('', onChange);
    act(() => probe.search?.setText('cardio'));
    const preventDefault = vi.fn();
    act(() => probe.search?.submit({ preventDefault }));
    expect(preventDefault).toHaveBeenCalled();
    expect(onChange.mock.calls).toEqual([[{ term: 'cardio' }, Date.now()]]);
    view.unmount();
  });

  it('shows the text a new address brings, without searching it again', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const view = renderProbe('brca', onChange);
    expect(probe.search?.text).toBe('brca');
    view.rerender('lynch');
    expect(probe.search?.text).toBe('lynch');
    act(() => vi.advanceTimersByTime(searchTextDebounceMs * 2));
    expect(onChange).not.toHaveBeenCalled();
    view.unmount();
  });
});
