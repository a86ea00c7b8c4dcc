import { describe, expect, it } from 'vitest';
import {
  publicationListingVariablesSchema,
  publicationSchema,
  publicationsQueries,
} from './publications-graphql.js';

describe('publication listing variables', () => {
  it('default to the first page of 10 without a filter', () => {
    expect(publicationListingVariablesSchema.parse({})).toEqual({ first: 10, offset: 0 });
  });

  it('take types, text and a date range', () => {
    expect(
      publicationListingVariablesSchema.parse({
        first: 50,
        offset: 20,
        filter: {
          types: ['News'],
          text: '  carrier ',
          publishedFrom: '2025-01-01',
          publishedTo: '2025-12-31',
        },
      }),
    ).toEqual({
      first: 50,
      offset: 20,
      filter: {
        types: ['News'],
        text: 'carrier',
        publishedFrom: '2025-01-01',
        publishedTo: '2025-12-31',
      },
    });
  });

  it.each([
    [{ first: 0 }, 'first'],
    [{ first: 51 }, 'first'],
    [{ first: 2.5 }, 'first'],
    [{ offset: -1 }, 'offset'],
    [{ offset: '10' }, 'offset'],
    [{ page: 2 }, ''],
    [{ filter: { types: ['Press'] } }, 'filter.types.0'],
    [{ filter: { text: 'x'.repeat(101) } }, 'filter.text'],
    [{ filter: { publishedFrom: '2025-13-01' } }, 'filter.publishedFrom'],
    [
      { filter: { publishedFrom: '2025-06-01', publishedTo: '2025-01-01' } },
      'filter.publishedFrom',
    ],
    [{ filter: { author: 'x' } }, 'filter'],
  ])('refuse %j (at %s)', (variables, path) => {
    const result = publicationListingVariablesSchema.safeParse(variables);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });
});

describe('a publication', () => {
  const news = {
    id: '7',
    publicationType: 'News',
    publicationDate: '2026-03-02',
    displayTitle: 'New carrier screening panel',
    teaser: 'Now orderable from the portal.',
    articleLink: 'https://loci.example/news/carrier-screening',
    sourceLink: null,
    sourceText: null,
  };

  it('has the fields of document 1', () => {
    expect(publicationSchema.parse(news)).toEqual(news);
    expect(publicationsQueries.publications).toContain(
      'id publicationType publicationDate displayTitle teaser articleLink sourceLink sourceText',
    );
  });

  it('links only to web addresses', () => {
    expect(
      publicationSchema.safeParse({ ...news, articleLink: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });
});
