import {
  publicationListingLimits,
  publicationSchema,
  publicationsQueries,
  type Publication,
  type PublicationListing,
} from '@loci/contract';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/index.js';
import { maxSelectedFields } from './publications-graphql.js';
import { demoPublications, seedPublications } from './seed-publications.js';

const server = useTestServer({
  prepare: async (started) => {
    await seedPublications(started.database.db);
  },
});

interface Answer<Data> {
  data?: Data | null;
  errors?: Array<{
    message: string;
    extensions?: { code?: string; path?: string };
    stack?: unknown;
  }>;
}

async function post<Data>(query: string, variables: Record<string, unknown> = {}) {
  const response = await server.request('/graphql/publications', {
    method: 'POST',
    json: { query, variables },
  });
  return { status: response.status, body: (await response.json()) as Answer<Data> };
}

async function list(variables: Record<string, unknown> = {}): Promise<PublicationListing> {
  const { status, body } = await post<{ publications: PublicationListing }>(
    publicationsQueries.publications,
    variables,
  );
  expect(status, JSON.stringify(body.errors)).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data!.publications;
}

/** The seed's items, newest first (id descending within a day), as the listing should give them. */
function expected(keep: (item: (typeof demoPublications)[number]) => boolean = () => true) {
  return demoPublications
    .filter(keep)
    .toSorted(
      (a, b) => b.publication_date.localeCompare(a.publication_date) || Number(b.id) - Number(a.id),
    )
    .map((item) => String(item.id));
}

const ids = (listing: PublicationListing) => listing.items.map((item) => item.id);

describe('publications GraphQL: public, newest first, paged', () => {
  it('answers without a token: the first 10, newest first, every field, and the total', async () => {
    const listing = await list();
    expect(listing.totalCount).toBe(demoPublications.length);
    expect(listing.items).toHaveLength(publicationListingLimits.pageSize);
    expect(ids(listing)).toEqual(expected().slice(0, 10));
    for (const item of listing.items) expect(publicationSchema.parse(item)).toEqual(item);
    const dates = listing.items.map((item) => item.publicationDate);
    expect(dates).toEqual(dates.toSorted().reverse());
  });

  it('seeds idempotently: a second run changes nothing', async () => {
    const before = await list({ first: 50 });
    expect(await seedPublications(server.database.db)).toBe(40);
    expect(await list({ first: 50 })).toEqual(before);
  });

  it('pages with first and offset without gaps or overlaps, ties broken by id', async () => {
    const pages: Publication[] = [];
    for (let offset = 0; offset < demoPublications.length; offset += 7) {
      const page = await list({ first: 7, offset });
      expect(page.totalCount).toBe(demoPublications.length);
      pages.push(...page.items);
    }
    expect(pages.map((item) => item.id)).toEqual(expected());
    const sameDay = pages.filter((item) => item.publicationDate === '2025-06-03');
    expect(sameDay.map((item) => item.id)).toEqual(['24', '23']);
    const beyond = await list({ offset: 1000 });
    expect(beyond).toEqual({ totalCount: demoPublications.length, items: [] });
    expect((await list({ first: 50 })).items).toHaveLength(demoPublications.length);
  });

  it('filters by type: Publication, News, or both', async () => {
    for (const type of ['Publication', 'News'] as const) {
      const listing = await list({ filter: { types: [type] } });
      const wanted = expected((item) => item.publication_type === type);
      expect(listing.totalCount).toBe(wanted.length);
      expect(ids(listing)).toEqual(wanted.slice(0, 10));
      expect(listing.items.every((item) => item.publicationType === type)).toBe(true);
      const second = await list({ filter: { types: [type] }, offset: 10 });
      expect(ids(second)).toEqual(wanted.slice(10, 20));
    }
    expect((await list({ filter: { types: ['Publication', 'News'] } })).totalCount).toBe(40);
    expect((await list({ filter: { types: [] } })).totalCount).toBe(40);
    const types = await post<{ publicationTypes: string[] }>(publicationsQueries.publicationTypes);
    expect(types.body.data!.publicationTypes).toEqual(['Publication', 'News']);
  });

  it('filters by words in the title, teaser or source, and by date range', async () => {
    const carrier = await list({ filter: { text: 'CARRIER screening' } });
    const wanted = expected(
      (item) =>
        /carrier/i.test(`${item.display_title} ${item.teaser}`) &&
        /screening/i.test(`${item.display_title} ${item.teaser}`),
    );
    expect(wanted.length).toBeGreaterThan(1);
    expect(ids(carrier)).toEqual(wanted);
    const journal = await list({ filter: { text: 'cancer genetics review' } });
    expect(journal.totalCount).toBe(
      demoPublications.filter((item) => item.source_text === 'Cancer Genetics Review').length,
    );
    const newsIn2025 = await list({
      first: 50,
      filter: { types: ['News'], publishedFrom: '2025-01-01', publishedTo: '2025-12-31' },
    });
    expect(ids(newsIn2025)).toEqual(
      expected(
        (item) => item.publication_type === 'News' && item.publication_date.startsWith('2025'),
      ),
    );
    // Wildcards are literal: % finds only the teasers with a percentage.
    expect((await list({ filter: { text: '%' } })).totalCount).toBe(
      demoPublications.filter((item) => item.teaser.includes('%')).length,
    );
    expect((await list({ filter: { text: '_' } })).totalCount).toBe(0);
    expect((await list({ filter: { text: '   ' } })).totalCount).toBe(40);
  });
});

describe('publications GraphQL: bad variables get GraphQL errors, no stack traces', () => {
  async function refused(query: string, variables: Record<string, unknown>) {
    const { status, body } = await post(query, variables);
    expect(status).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.length).toBeGreaterThan(0);
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/ at .*\.(ts|js):\d+|node_modules|stack/i);
    return body.errors!;
  }

  it.each([
    [{ offset: -1 }, 'offset'],
    [{ first: publicationListingLimits.maxFirst + 1 }, 'first'],
    [{ first: 0 }, 'first'],
    [{ filter: { text: 'x'.repeat(101) } }, 'filter.text'],
    [{ filter: { publishedFrom: '2025-02-30' } }, 'filter.publishedFrom'],
  ])('refuses %j as BAD_USER_INPUT at %s', async (variables, path) => {
    const errors = await refused(publicationsQueries.publications, variables);
    expect(errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', path });
    expect(errors[0]?.message).toContain(path);
  });

  it.each([
    ['a string for first', { first: 'ten' }],
    ['a fraction for offset', { offset: 1.5 }],
    ['an unknown type', { filter: { types: ['Press'] } }],
    ['an unknown filter field', { filter: { author: 'Ada' } }],
  ])('refuses %s before running the query', async (_case, variables) => {
    await refused(publicationsQueries.publications, variables);
  });

  it('refuses unknown fields, deep or wide queries and syntax errors', async () => {
    await refused('{ publications { totalCount items { id author } } }', {});
    await refused('{ publications(page: 2) { totalCount } }', {});
    await refused('{ publications { totalCount items { id } }', {});
    const wide = Array.from(
      { length: 5 },
      (_, index) =>
        `p${index}: publications(offset: ${index * 10}) { totalCount items { id publicationType publicationDate displayTitle teaser articleLink sourceLink sourceText } }`,
    ).join('\n');
    const errors = await refused(`{ ${wide} }`, {});
    expect(errors[0]?.message).toContain(String(maxSelectedFields));
    await refused('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }', {});
  });
});
