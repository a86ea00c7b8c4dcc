// The one module through which the portal talks to the lab's server: JSON calls, uploads and
// downloads. Every call: credentials and the bearer token, no-store caching, the global progress
// indicator for blocking calls, one silent refresh and one retry on a 401, the wrapped-answer rule,
// and the error reporter. Nothing outside `api/` uses fetch or XMLHttpRequest (an ESLint rule).
import type { ZodMiniType } from 'zod/mini';
import type { ErrorReporter } from './errorReporter.ts';
import type { ProgressTracker } from '@loci/ui';
import {
  ApiFailureError,
  ApiValidationError,
  AuthenticationFailedError,
  RequiredParameterError,
  ServerUnreachableError,
  type ApiFieldError,
} from './apiErrors.ts';

/**
 * What a call is, for the progress indicator: every kind but `blocking` runs without it
 * (the spec's list of calls that skip the global progress indicator, and file transfers, which
 * show their own progress beside the file).
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
  | 'tests-search'
  | 'file-transfer';

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
  'file-transfer',
];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiCall<Result> {
  method: HttpMethod;
  /** A path below the API's base, with `{name}` placeholders for the path parameters. */
  path: string;
  params?: Record<string, string | number | null | undefined>;
  query?: Record<string, QueryValue>;
  /** JSON (sent as `application/json`), or a FormData / Blob / string sent as it is. */
  body?: unknown;
  /** The base below the origin; defaults to the client's (the portal API v1.0.1). */
  base?: string;
  kind?: CallKind;
  /** The answer is `{ success, data }` (or `{ success: false, errors }`). */
  wrapped?: boolean;
  /** Checks the answer (after unwrapping). */
  schema?: ZodMiniType<Result>;
  /** Names the call in the required-parameter error. */
  operation?: string;
  signal?: AbortSignal;
  /** False when the caller shows every failure itself (file transfers): the reporter is not told. */
  report?: boolean;
  /**
   * A call that creates something (the contract's `idempotent`): sent with an `Idempotency-Key`,
   * the same one when the same request is sent again after a failure (docs/decisions/idempotency.md).
   */
  idempotent?: boolean;
}

/** An upload: its body as it is sent, and the fraction (0 to 1) of it sent so far. */
export interface UploadCall<Result> extends ApiCall<Result> {
  body: XMLHttpRequestBodyInit;
  /** The body's type; none for a FormData, whose boundary the browser writes. */
  contentType?: string;
  onProgress?: (fraction: number) => void;
}

/** A successful upload's answer: its status and data. */
export interface UploadAnswer<Result> {
  status: number;
  data: Result;
}

/** A download: the media type asked for (`Accept`), if any. */
export interface DownloadCall extends Omit<ApiCall<unknown>, 'schema' | 'wrapped'> {
  accept?: string;
}

/** A successful download: the bytes, the status (204 has none) and the server's file name. */
export interface DownloadAnswer {
  status: number;
  blob: Blob;
  /** From the answer's Content-Disposition; null when it names none. */
  fileName: string | null;
}

/** What the client needs from the session. */
export interface ApiSession {
  accessToken(): string | null;
  /** Renews the tokens silently (the refused access token given); rejects when the refresh failed. */
  refresh(rejectedToken: string | null): Promise<void>;
  /**
   * Called when the silent refresh failed: the session ends with reason session-timeout, unless
   * the identity provider could not be reached (the session says so and stays).
   */
  refreshFailed(error?: unknown): void;
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
  /** A JSON call: resolves the (unwrapped, checked) data. */
  call<Result>(call: ApiCall<Result>): Promise<Result>;
  /** Sends a body with XMLHttpRequest, for its upload progress. */
  upload<Result>(call: UploadCall<Result>): Promise<UploadAnswer<Result>>;
  /** Reads an answer's bytes. */
  download(call: DownloadCall): Promise<DownloadAnswer>;
  /** The address a call would use (part of its SWR key). */
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

function isWrappedFailure(body: unknown): body is { success: false; errors?: unknown } {
  return (
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false
  );
}

/** The errors of the contract's failure shape a body carries. */
function fieldErrorsOf(body: { errors?: unknown }): ApiFieldError[] {
  if (!Array.isArray(body.errors)) return [];
  return body.errors.flatMap((item) => {
    const error = apiErrorOf(item);
    return error ? [error] : [];
  });
}

/**
 * One error of the contract's failure shape (`apiErrorSchema`: code, message, optional path; other
 * keys dropped), checked by hand so that the boot path carries no zod (issue 18).
 */
export function apiErrorOf(item: unknown): ApiFieldError | null {
  if (typeof item !== 'object' || item === null) return null;
  const { code, message, path } = item as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (path === undefined) return { code, message };
  return typeof path === 'string' ? { code, message, path } : null;
}

function parseText(text: string, json: boolean): unknown {
  if (text === '') return undefined;
  if (json) return JSON.parse(text) as unknown;
  return text;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` before `filename`). */
export function fileNameOfContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  return plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
}

/** An answer as the transports (fetch, XMLHttpRequest) give it. */
interface RawAnswer {
  status: number;
  statusText: string;
  ok: boolean;
  /** The body: JSON when it is JSON, else its text, undefined when empty. */
  body(): Promise<unknown>;
  blob(): Promise<Blob>;
  header(name: string): string | null;
}

function fromResponse(response: Response): RawAnswer {
  return {
    status: response.status,
    statusText: response.statusText,
    ok: response.ok,
    async body() {
      if (response.status === 204) return undefined;
      const type = response.headers.get('content-type') ?? '';
      return parseText(await response.text(), type.includes('json'));
    },
    blob: () => response.blob(),
    header: (name) => response.headers.get(name),
  };
}

/** A fresh key: crypto.randomUUID where the page is a secure context, random bytes elsewhere. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The keys of creating calls not yet answered: one per user action. Sending the same request again
 * (the user retries after a dropped connection or a server error) reuses its key, so the server
 * answers the first answer instead of creating it twice; an answer, success or refusal, ends it.
 */
class IdempotencyKeys {
  readonly #pending = new Map<string, string>();

  /** The key of a request (method, address and body); a FormData or Blob gets a fresh one. */
  keyOf(call: ApiCall<unknown>, url: string): { key: string; request: string | undefined } {
    const body = call.body;
    const text =
      body instanceof FormData || body instanceof Blob
        ? undefined
        : typeof body === 'string'
          ? body
          : JSON.stringify(body ?? null);
    if (text === undefined) return { key: newIdempotencyKey(), request: undefined };
    const request = `${call.method} ${url} ${text}`;
    let key = this.#pending.get(request);
    if (!key) {
      key = newIdempotencyKey();
      this.#pending.set(request, key);
    }
    return { key, request };
  }

  /** The server answered (the work was done, or refused): the next action gets a new key. */
  answered(request: string | undefined): void {
    if (request !== undefined) this.#pending.delete(request);
  }
}

/** Statuses after which the request may not have reached the server's handler: keep the key. */
function mayRetryWithSameKey(status: number): boolean {
  return status === 409 || status === 502 || status === 503 || status === 504;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const idempotencyKeys = new IdempotencyKeys();

  const urlOf: ApiClient['urlOf'] = (call) =>
    `${call.base ?? options.baseUrl}${expandPath(call)}${queryString(call.query)}`;

  const headersOf = (
    token: string | null,
    accept: string | undefined,
    idempotencyKey?: string | undefined,
  ) => {
    const headers: Record<string, string> = {};
    if (accept) headers.Accept = accept;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    return headers;
  };

  const fetchOnce = (
    call: ApiCall<unknown>,
    url: string,
    token: string | null,
    accept: string | undefined,
    idempotencyKey?: string,
  ): Promise<RawAnswer> => {
    const headers = headersOf(token, accept, idempotencyKey);
    const init: RequestInit = {
      method: call.method,
      headers,
      credentials: 'include',
      cache: 'no-store',
    };
    if (call.signal) init.signal = call.signal;
    if (call.body instanceof FormData || call.body instanceof Blob) {
      // No Content-Type: the browser writes multipart/form-data with its boundary.
      init.body = call.body;
    } else if (call.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(call.body);
    }
    return doFetch(url, init).then(fromResponse, (error: unknown) => {
      // fetch rejects only when no answer came (or the call was cancelled): the browser's text
      // ("Failed to fetch") means nothing to a clinician.
      if (isAbort(error) || call.signal?.aborted) throw error;
      throw new ServerUnreachableError({ cause: error });
    });
  };

  const xhrOnce = (
    call: UploadCall<unknown>,
    url: string,
    token: string | null,
    idempotencyKey?: string,
  ): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(call.method, url);
      if (call.contentType) request.setRequestHeader('Content-Type', call.contentType);
      for (const [name, value] of Object.entries(
        headersOf(token, 'application/json', idempotencyKey),
      )) {
        request.setRequestHeader(name, value);
      }
      request.withCredentials = true;
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          call.onProgress?.(event.loaded / event.total);
      };
      request.onload = () => {
        const text = request.responseText ?? '';
        resolve({
          status: request.status,
          statusText: request.statusText ?? '',
          ok: request.status >= 200 && request.status < 300,
          async body() {
            try {
              return parseText(text, true);
            } catch {
              return text;
            }
          },
          blob: async () => new Blob([text]),
          header: (name) => request.getResponseHeader?.(name) ?? null,
        });
      };
      request.onerror = () => reject(new ServerUnreachableError());
      request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      call.signal?.addEventListener('abort', () => request.abort());
      request.send(call.body);
    });

  /** The spec's 401 rule, once for every transport: one silent refresh, then one retry. */
  const withRefresh = async (send: (token: string | null) => Promise<RawAnswer>) => {
    const token = options.session.accessToken();
    let answer = await send(token);
    if (answer.status === 401) {
      try {
        await options.session.refresh(token);
      } catch (error) {
        options.session.refreshFailed(error);
        throw new AuthenticationFailedError({ refreshFailed: true });
      }
      answer = await send(options.session.accessToken());
      if (answer.status === 401) throw new AuthenticationFailedError();
    }
    return answer;
  };

  /** A failed answer as the client's errors: the contract's failure shape, or status and body. */
  const failureOf = async (answer: RawAnswer): Promise<Error> => {
    const body = await answer.body();
    if (isWrappedFailure(body)) return new ApiValidationError(fieldErrorsOf(body), answer.status);
    return new ApiFailureError(answer.status, body, answer.statusText);
  };

  const dataOf = async <Result>(call: ApiCall<Result>, answer: RawAnswer): Promise<Result> => {
    if (!answer.ok) throw await failureOf(answer);
    const body = await answer.body();
    let data: unknown = body;
    if (call.wrapped) {
      if (isWrappedFailure(body)) throw new ApiValidationError(fieldErrorsOf(body), answer.status);
      data = (body as { data?: unknown } | undefined)?.data;
    }
    return call.schema ? call.schema.parse(data) : (data as Result);
  };

  /** The progress indicator and the error reporter, once for every kind of call. */
  const run = async <Answer>(call: ApiCall<unknown>, perform: () => Promise<Answer>) => {
    const blocking = !callKindsWithoutProgress.includes(call.kind ?? 'blocking');
    if (blocking) options.progress.begin();
    try {
      return await perform();
    } catch (error) {
      if (!isAbort(error) && call.report !== false) options.reporter.report(error);
      throw error;
    } finally {
      if (blocking) options.progress.end();
    }
  };

  return {
    urlOf,
    call<Result>(call: ApiCall<Result>): Promise<Result> {
      return run(call, async () => {
        const url = urlOf(call);
        const keyed = call.idempotent ? idempotencyKeys.keyOf(call, url) : undefined;
        const answer = await withRefresh((token) =>
          fetchOnce(call, url, token, 'application/json', keyed?.key),
        );
        if (keyed && !mayRetryWithSameKey(answer.status)) idempotencyKeys.answered(keyed.request);
        return dataOf(call, answer);
      });
    },
    upload<Result>(call: UploadCall<Result>): Promise<UploadAnswer<Result>> {
      return run(call, async () => {
        const url = urlOf(call);
        const keyed = call.idempotent ? idempotencyKeys.keyOf(call, url) : undefined;
        const answer = await withRefresh((token) => xhrOnce(call, url, token, keyed?.key));
        if (keyed && !mayRetryWithSameKey(answer.status)) idempotencyKeys.answered(keyed.request);
        return { status: answer.status, data: await dataOf(call, answer) };
      });
    },
    download(call: DownloadCall): Promise<DownloadAnswer> {
      return run(call, async () => {
        const url = urlOf(call);
        const answer = await withRefresh((token) => fetchOnce(call, url, token, call.accept));
        if (!answer.ok) throw await failureOf(answer);
        return {
          status: answer.status,
          blob: answer.status === 204 ? new Blob([]) : await answer.blob(),
          fileName: fileNameOfContentDisposition(answer.header('content-disposition')),
        };
      });
    },
  };
}
