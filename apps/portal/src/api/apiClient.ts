// The one module through which the portal talks to the lab's server.
// Every call: credentials and the bearer token, no-store caching, the global progress indicator for
// blocking calls, one silent refresh and one retry on a 401, the wrapped-answer rule, and the error reporter.
import type { ZodType } from 'zod';
import type { ErrorReporter } from './errorReporter.ts';
import type { ProgressTracker } from '@loci/ui';
import {
  ApiFailureError,
  ApiValidationError,
  AuthenticationFailedError,
  RequiredParameterError,
  type ApiFieldError,
} from './apiErrors.ts';

/**
 * What a call is, for the progress indicator: every kind but `blocking` runs without it
 * (the spec's list of calls that skip the global progress indicator).
 */
export type CallKind =
  | 'blocking'
  | 'keepalive'
  | 'authentication'
  | 'press-releases'
  | 'slice-search'
  | 'insurance-search'
  | 'notification-people-search'
  | 'patient-search'
  | 'add-on-availability'
  | 'ordering-provider-name-lookup'
  | 'tests-search';

export const callKindsWithoutProgress: readonly CallKind[] = [
  'keepalive',
  'authentication',
  'press-releases',
  'slice-search',
  'insurance-search',
  'notification-people-search',
  'patient-search',
  'add-on-availability',
  'ordering-provider-name-lookup',
  'tests-search',
];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiCall<Result> {
  method: HttpMethod;
  /** A path below the API's base, with `{name}` placeholders for the path parameters. */
  path: string;
  params?: Record<string, string | number | null | undefined>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** The base below the origin; defaults to the client's (the portal API v1.0.1). */
  base?: string;
  kind?: CallKind;
  /** The answer is `{ success, data }` (or `{ success: false, errors }`). */
  wrapped?: boolean;
  /** Checks the answer (after unwrapping). */
  schema?: ZodType<Result>;
  /** Names the call in the required-parameter error. */
  operation?: string;
  signal?: AbortSignal;
}

/** What the client needs from the session. */
export interface ApiSession {
  accessToken(): string | null;
  /** Renews the tokens silently (the refused access token given); rejects when the refresh failed. */
  refresh(rejectedToken: string | null): Promise<void>;
  /** Called when the silent refresh failed: the session ends with reason session-timeout. */
  refreshFailed(): void;
}

export interface ApiClientOptions {
  baseUrl: string;
  session: ApiSession;
  /** The global progress indicator's counter (the kit's tracker). */
  progress: Pick<ProgressTracker, 'begin' | 'end'>;
  reporter: ErrorReporter;
  fetch?: typeof fetch;
}

export interface ApiClient {
  call<Result>(call: ApiCall<Result>): Promise<Result>;
  /** The address a call would use (its SWR key). */
  urlOf(
    call: Pick<ApiCall<unknown>, 'path' | 'params' | 'query' | 'base' | 'operation' | 'method'>,
  ): string;
}

export const portalApiBase = '/api/portal/v1.0.1';
export const portalApiV3Base = '/api/portal/v3';

function expandPath(
  call: Pick<ApiCall<unknown>, 'path' | 'params' | 'operation' | 'method'>,
): string {
  return call.path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = call.params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new RequiredParameterError(name, call.operation ?? `${call.method} ${call.path}`);
    }
    return encodeURIComponent(String(value));
  });
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isWrappedFailure(body: unknown): body is { success: false; errors?: ApiFieldError[] } {
  return (
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false
  );
}

function fieldErrorsOf(body: { errors?: unknown }): ApiFieldError[] {
  if (!Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (item): item is ApiFieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as ApiFieldError).code === 'string' &&
      typeof (item as ApiFieldError).message === 'string',
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return JSON.parse(text) as unknown;
  return text;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const urlOf: ApiClient['urlOf'] = (call) =>
    `${call.base ?? options.baseUrl}${expandPath(call)}${queryString(call.query)}`;

  const send = (call: ApiCall<unknown>, url: string, token: string | null) => {
    const headers = new Headers({ Accept: 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const init: RequestInit = {
      method: call.method,
      headers,
      credentials: 'include',
      cache: 'no-store',
    };
    if (call.signal) init.signal = call.signal;
    if (call.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(call.body);
    }
    return doFetch(url, init);
  };

  const perform = async <Result>(call: ApiCall<Result>): Promise<Result> => {
    const url = urlOf(call);
    const token = options.session.accessToken();
    let response = await send(call, url, token);
    if (response.status === 401) {
      try {
        await options.session.refresh(token);
      } catch {
        options.session.refreshFailed();
        throw new AuthenticationFailedError();
      }
      response = await send(call, url, options.session.accessToken());
      if (response.status === 401) throw new AuthenticationFailedError();
    }
    const body = await readBody(response);
    if (!response.ok) {
      if (isWrappedFailure(body))
        throw new ApiValidationError(fieldErrorsOf(body), response.status);
      throw new ApiFailureError(response.status, body);
    }
    let data: unknown = body;
    if (call.wrapped) {
      if (isWrappedFailure(body))
        throw new ApiValidationError(fieldErrorsOf(body), response.status);
      data = (body as { data?: unknown } | undefined)?.data;
    }
    return call.schema ? call.schema.parse(data) : (data as Result);
  };

  return {
    urlOf,
    async call<Result>(call: ApiCall<Result>): Promise<Result> {
      const blocking = !callKindsWithoutProgress.includes(call.kind ?? 'blocking');
      if (blocking) options.progress.begin();
      try {
        return await perform(call);
      } catch (error) {
        if (!isAbort(error)) options.reporter.report(error);
        throw error;
      } finally {
        if (blocking) options.progress.end();
      }
    },
  };
}
