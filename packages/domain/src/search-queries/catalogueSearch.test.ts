import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EmptyCatalogueSearchQuery,
  EmptyResourceSearchQuery,
  convertLegacyCategoryPath,
  normaliseCatalogueSearchQuery,
  normaliseResourceSearchQuery,
  parseCatalogueSearchQuery,
  parseResourceSearchQuery,
  serializeCatalogueSearchQuery,
  serializeResourceSearchQuery,
  type CatalogueSearchQuery,
} from './index.js';

const query = (over: Partial<CatalogueSearchQuery>): CatalogueSearchQuery => ({
  ...EmptyCatalogueSearchQuery,
  ...over,
});

describe('catalogue search in the address bar', () => {
  it('writes every parameter in the spec’s order, lists comma-joined', () => {
    expect(
      serializeCatalogueSearchQuery(
        query({
          searchType: 'Genes',
          term: 'BRCA1 & co',
          category: 'cardio',
          nyApproved: true,
          conditions: ['12', '34'],
          genes: ['brca1', 'brca2'],
          page: 3,
        }),
      ),
    ).toBe(
      'searchType=Genes&term=BRCA1%20%26%20co&category=cardio&nyApproved=true&conditions=12,34&genes=brca1,brca2&page=3',
    );
  });

  it('leaves out nyApproved unless true, page 1 and empty values', () => {
    expect(serializeCatalogueSearchQuery(EmptyCatalogueSearchQuery)).toBe('searchType=Tests');
    expect(serializeCatalogueSearchQuery(query({ term: 'x', nyApproved: false, page: 1 }))).toBe(
      'searchType=Tests&term=x',
    );
  });

  it('reads a query string with defaults for what is missing or unreadable', () => {
    expect(parseCatalogueSearchQuery('')).toEqual(EmptyCatalogueSearchQuery);
    expect(
      parseCatalogueSearchQuery(
        '?searchType=genes&term=heart+failure&nyApproved=TRUE&conditions=1,,2,1&genes=%E2%9C%93&page=2&other=1',
      ),
    ).toEqual({
      searchType: 'Genes',
      term: 'heart failure',
      category: undefined,
      nyApproved: true,
      conditions: ['1', '2'],
      genes: ['✓'],
      page: 2,
    });
    expect(parseCatalogueSearchQuery('searchType=Panels&page=0&nyApproved=yes&term')).toEqual(
      EmptyCatalogueSearchQuery,
    );
    expect(parseCatalogueSearchQuery('page=-2&term=%E0%A4%A&page=5')).toEqual(
      query({ term: '%E0%A4%A' }),
    );
    expect(parseCatalogueSearchQuery('page=99999999999999999999').page).toBe(1);
  });

  it('normalises a partial query', () => {
    expect(normaliseCatalogueSearchQuery({})).toEqual(EmptyCatalogueSearchQuery);
    expect(
      normaliseCatalogueSearchQuery({ category: '  ', conditions: [' 7 ', '7'], page: 2.5 }),
    ).toEqual(query({ conditions: ['7'] }));
  });
});

describe('resource search in the address bar', () => {
  it('writes searchType, term, categories and page (omitted when 1)', () => {
    expect(
      serializeResourceSearchQuery({
        searchType: 'Forms',
        term: 'consent',
        categories: ['a', 'b,c'],
        page: 2,
      }),
    ).toBe('searchType=Forms&term=consent&categories=a,b%2Cc&page=2');
    expect(serializeResourceSearchQuery({ ...EmptyResourceSearchQuery, term: 'kit' })).toBe(
      'term=kit',
    );
    expect(serializeResourceSearchQuery(EmptyResourceSearchQuery)).toBe('');
  });

  it('reads it back', () => {
    expect(parseResourceSearchQuery('?categories=a,b%2Cc&page=2')).toEqual({
      searchType: '',
      term: '',
      categories: ['a', 'b,c'],
      page: 2,
    });
    expect(parseResourceSearchQuery('')).toEqual(EmptyResourceSearchQuery);
    expect(normaliseResourceSearchQuery({ searchType: ' Forms ' }).searchType).toBe('Forms');
  });
});

describe('legacy category path', () => {
  it('turns the segment after the marker into the category parameter', () => {
    expect(convertLegacyCategoryPath('/tests/category/cardiology', '?term=heart&page=4')).toEqual({
      pathname: '/tests',
      search: '?searchType=Tests&term=heart&category=cardiology',
    });
    expect(
      convertLegacyCategoryPath('/tests/Category/rare%20disease/extra', '?category=old'),
    ).toEqual({
      pathname: '/tests',
      search: '?searchType=Tests&category=rare%20disease',
    });
    expect(convertLegacyCategoryPath('/category/neuro', '')).toEqual({
      pathname: '/',
      search: '?searchType=Tests&category=neuro',
    });
  });

  it('leaves addresses without a legacy category alone', () => {
    expect(convertLegacyCategoryPath('/tests', '?category=x')).toBeUndefined();
    expect(convertLegacyCategoryPath('/tests/category/', '')).toBeUndefined();
    expect(convertLegacyCategoryPath('/tests/category', '')).toBeUndefined();
  });
});

// Normalised queries: ids trimmed, non-blank, unique; category trimmed or undefined; page >= 1.
const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const id = text.map((value) => value.trim()).filter((value) => value !== '');
const ids = fc.uniqueArray(id, { maxLength: 4 });
const page = fc.integer({ min: 1, max: 10_000 });

describe('round trip (property tests)', () => {
  it('parse(serialize(q)) equals q for a normalised catalogue query', () => {
    const catalogueQuery = fc.record({
      searchType: fc.constantFrom('Tests' as const, 'Genes' as const),
      term: text,
      category: fc.option(id, { nil: undefined }),
      nyApproved: fc.boolean(),
      conditions: ids,
      genes: ids,
      page,
    });
    fc.assert(
      fc.property(catalogueQuery, (q) => {
        expect(parseCatalogueSearchQuery(serializeCatalogueSearchQuery(q))).toEqual(q);
        expect(parseCatalogueSearchQuery(`?${serializeCatalogueSearchQuery(q)}`)).toEqual(q);
      }),
    );
  });

  it('parse(serialize(q)) equals q for a normalised resource query', () => {
    const resourceQuery = fc.record({
      searchType: fc.option(id, { nil: '' }),
      term: text,
      categories: ids,
      page,
    });
    fc.assert(
      fc.property(resourceQuery, (q) => {
        expect(parseResourceSearchQuery(serializeResourceSearchQuery(q))).toEqual(q);
      }),
    );
  });

  it('serialize(parse(s)) is stable for any query string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (search) => {
        const once = serializeCatalogueSearchQuery(parseCatalogueSearchQuery(search));
        expect(serializeCatalogueSearchQuery(parseCatalogueSearchQuery(once))).toBe(once);
      }),
    );
  });
});
