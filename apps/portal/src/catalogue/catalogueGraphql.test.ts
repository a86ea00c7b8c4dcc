import { describe, expect, it } from 'vitest';
import { fakeCatalogueServices } from './catalogueTesting.tsx';
import { CatalogueQueryError, queryCatalogue } from './catalogueGraphql.ts';

function sentBody(fetch: ReturnType<typeof fakeCatalogueServices>['fetch'], index = 0) {
  const init = fetch.mock.calls[index]?.[1];
  return JSON.parse(String(init?.body)) as {
    operationName: string;
    variables: Record<string, unknown>;
  };
}

describe('queryCatalogue', () => {
  it('sends a search without its empty values, to /graphql/catalog with the operation name', async () => {
    const { services, fetch } = fakeCatalogueServices({
      graphql: {
        SearchTests: () => ({
          searchTests: { pages: 0, page: 1, pageSize: 10, total: 0, items: [] },
        }),
      },
    });
    await queryCatalogue(services.api, 'searchTests', {
      term: 'brca',
      category: undefined,
      genes: [],
      conditions: ['hboc'],
      page: 1,
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/graphql/catalog');
    expect(sentBody(fetch)).toMatchObject({
      operationName: 'SearchTests',
      variables: { term: 'brca', conditions: ['hboc'], page: 1 },
    });
    expect(Object.keys(sentBody(fetch).variables)).toEqual(['term', 'conditions', 'page']);
  });

  it('keeps the verification’s required lists even when empty', async () => {
    const { services, fetch } = fakeCatalogueServices({
      graphql: { VerifyFavorites: () => ({ verifyFavorites: { tests: [], diagnoses: [] } }) },
    });
    await queryCatalogue(services.api, 'verifyFavorites', { testIds: ['89'], diagnosisIds: [] });
    expect(sentBody(fetch).variables).toEqual({ testIds: ['89'], diagnosisIds: [] });
  });

  it('turns a GraphQL error list into an error', async () => {
    const { services } = fakeCatalogueServices({ graphql: {} });
    await expect(queryCatalogue(services.api, 'categories')).rejects.toBeInstanceOf(
      CatalogueQueryError,
    );
  });
});
