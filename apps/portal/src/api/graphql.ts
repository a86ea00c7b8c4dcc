// GraphQL reads (the catalogue, publications) through the one client: a POST of the operation's
// name, text and variables to the endpoint, and an answer whose `errors` list is a failure.
import type { ApiClient, CallKind } from './apiClient.ts';

/** A GraphQL answer with errors (HTTP 200 with an `errors` list), or without data. */
export class GraphqlError extends Error {
  override readonly name: string = 'GraphqlError';
  constructor(
    readonly errors: ReadonlyArray<{ message: string }>,
    fallback = 'The query failed',
  ) {
    super(errors.map((error) => error.message).join('; ') || fallback);
  }
}

export interface GraphqlRequest {
  /** The endpoint below the origin, e.g. `/graphql/catalog`. */
  path: string;
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  /** Names the call for the client (the operation). */
  operation: string;
  kind?: CallKind;
  signal?: AbortSignal;
}

/** Sends one GraphQL operation; resolves its `data` and `errors` as the server sent them. */
export async function sendGraphql<Data>(
  api: ApiClient,
  request: GraphqlRequest,
): Promise<{ data?: Data | null; errors?: Array<{ message: string }> }> {
  return api.call<{ data?: Data | null; errors?: Array<{ message: string }> }>({
    method: 'POST',
    base: '',
    path: request.path,
    body: {
      operationName: request.operationName,
      query: request.query,
      variables: request.variables,
    },
    operation: request.operation,
    ...(request.kind ? { kind: request.kind } : {}),
    ...(request.signal ? { signal: request.signal } : {}),
  });
}
