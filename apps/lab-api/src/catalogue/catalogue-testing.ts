// Test support for the catalogue: a real server over a fresh database with the catalogue seeded.
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { seedCatalogue } from './seed-catalogue.js';

export async function startCatalogueServer(): Promise<TestServer> {
  const server = await startTestServer();
  await seedCatalogue(server.database.db, { scope: 'compact' });
  return server;
}

export interface GraphqlAnswer<Data> {
  data?: Data | null;
  errors?: Array<{ message: string; extensions?: { code?: string; path?: string } }>;
}

/** POSTs a GraphQL query to `path` (no token unless `as` is given). */
export async function postGraphql<Data>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown> = {},
  options: { path?: string; as?: string } = {},
): Promise<{ status: number; body: GraphqlAnswer<Data> }> {
  const response = await server.request(options.path ?? '/graphql/catalog', {
    method: 'POST',
    json: { query, variables },
    ...(options.as ? { as: options.as } : {}),
  });
  return { status: response.status, body: (await response.json()) as GraphqlAnswer<Data> };
}
