import { act, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueSearchQuery } from '@loci/domain';
import { fakeCatalogueServices, renderWithServices } from './catalogueTesting.tsx';
import { useCatalogueFilters } from './useCatalogueFilters.ts';
import { searchTextDebounceMs, useSearchText, type SearchText } from './useSearchText.ts';

const probe: { filters: ReturnType<typeof useCatalogueFilters> | null } = { filters: null };

function Probe() {
  const filters = useCatalogueFilters();
  useEffect(() => {
    probe.filters = filters;
  });
  return null;
}

const typing: { search: SearchText | null } = { search: null };

/** The catalogue filters with the search text wired as the search page wires them. */
function TypingProbe() {
  const filters = useCatalogueFilters();
  const search = useSearchText(filters.query.term, filters.update, filters.touch);
  useEffect(() => {
    probe.filters = filters;
    typing.search = search;
  });
  return null;
}

const deepLink =
  '/tests?searchType=Tests&term=brca&category=oncology&nyApproved=true&conditions=hboc&genes=brca1,brca2&page=2';

describe('the catalogue filters in the address bar', () => {
  afterEach(() => {
    vi.useRealTimers();
    probe.filters = null;
    typing.search = null;
  });

  it('restores every filter from a deep link', async () => {
    const { services } = fakeCatalogueServices({});
    const view = await renderWithServices(services, deepLink, <Probe />);
    expect(probe.filters?.query).toEqual({
      searchType: 'Tests',
      term: 'brca',
      category: 'oncology',
      nyApproved: true,
      conditions: ['hboc'],
      genes: ['brca1', 'brca2'],
      page: 2,
    } satisfies CatalogueSearchQuery);
    expect(view.location()).toBe(deepLink);
    view.unmount();
  });

  it('writes the spec’s parameters 1,000 ms after the last change, page 1 and false left out', async () => {
    vi.useFakeTimers();
    const { services } = fakeCatalogueServices({});
    const view = await renderWithServices(services, '/tests', <Probe />);
    act(() => probe.filters?.update({ term: 'cardio', genes: ['myh7', 'tnnt2'] }));
    act(() => vi.advanceTimersByTime(600));
    act(() => probe.filters?.update({ conditions: ['hcm'], nyApproved: false }));
    act(() => vi.advanceTimersByTime(999));
    expect(view.location()).toBe('/tests');
    act(() => vi.advanceTimersByTime(1));
    expect(view.location()).toBe(
      '/tests?searchType=Tests&term=cardio&conditions=hcm&genes=myh7,tnnt2',
    );
    act(() => probe.filters?.update({ nyApproved: true, page: 3 }));
    act(() => vi.advanceTimersByTime(1000));
    expect(view.location()).toBe(
      '/tests?searchType=Tests&term=cardio&nyApproved=true&conditions=hcm&genes=myh7,tnnt2&page=3',
    );
    act(() => probe.filters?.update({ searchType: 'Genes' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(view.location()).toBe(
      '/tests?searchType=Genes&term=cardio&nyApproved=true&conditions=hcm&genes=myh7,tnnt2',
    );
    view.unmount();
  });

  it('writes the typed text 1,000 ms after the last key (the search itself runs after 300 ms)', async () => {
    vi.useFakeTimers();
    const { services } = fakeCatalogueServices({});
    const view = await renderWithServices(services, '/tests', <TypingProbe />);
    act(() => typing.search?.setText('c'));
    act(() => vi.advanceTimersByTime(200));
    act(() => typing.search?.setText('ca'));
    act(() => vi.advanceTimersByTime(searchTextDebounceMs));
    expect(probe.filters?.query.term).toBe('ca');
    expect(view.location()).toBe('/tests');
    act(() => vi.advanceTimersByTime(1000 - searchTextDebounceMs - 1));
    expect(view.location()).toBe('/tests');
    act(() => vi.advanceTimersByTime(1));
    expect(view.location()).toBe('/tests?searchType=Tests&term=ca');
    view.unmount();
  });

  it('a key typed during another filter’s pause restarts it, so both reach the address together', async () => {
    vi.useFakeTimers();
    const { services } = fakeCatalogueServices({});
    const view = await renderWithServices(services, '/tests', <TypingProbe />);
    act(() => probe.filters?.update({ category: 'cardiology' }));
    act(() => vi.advanceTimersByTime(900));
    act(() => typing.search?.setText('hcm'));
    act(() => vi.advanceTimersByTime(999));
    expect(view.location()).toBe('/tests');
    act(() => vi.advanceTimersByTime(1));
    expect(view.location()).toBe('/tests?searchType=Tests&term=hcm&category=cardiology');
    view.unmount();
  });
});
