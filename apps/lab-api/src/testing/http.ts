// Small HTTP helpers for the feature tests: portal calls, wrapped answers and failures, GraphQL.
import { expect } from 'vitest';
import type { TestServer } from './test-server.js';

export const portalBase = '/api/portal/v1.0.1';

export interface Failure {
  success: false;
  errors: Array<{ code: string; message: string; path?: string }>;
}

/** The `data` of a wrapped answer, once its status is the one expected. */
export async function answerData<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: T };
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body.data;
}

/** A failure answer, once its status is the one expected and it says `success: false`. */
export async function answerFailure(response: Response, status: number): Promise<Failure> {
  const body = (await response.json()) as Failure;
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.success).toBe(false);
  return body;
}

/** A portal call (path after the portal's base) as a signed-in user, with a JSON body if given. */
export function portalCall(
  server: TestServer,
  method: string,
  path: string,
  as: string,
  json?: unknown,
) {
  return server.request(`${portalBase}${path}`, {
    method,
    as,
    ...(json === undefined ? {} : { json }),
  });
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
