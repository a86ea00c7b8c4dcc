import type { z } from 'zod/mini';

/** The portal API's two versions. Which call uses which: docs/decisions/api-versions.md. */
export type PortalApiVersion = 'v1.0.1' | 'v3';

/**
 * Where a call is served: the portal API, the messaging and order-changes API (v1, v2), or the
 * places service (no version: `/api/places/...`).
 */
export type ApiBase = '/api/portal' | '/api/messaging' | '/api/places';
export type ApiVersion = PortalApiVersion | 'v1' | 'v2' | '';

/** Where most calls are served: the portal API, version v1.0.1 (docs/decisions/api-versions.md). */
export const portalApi = { base: '/api/portal', version: 'v1.0.1' } as const;
/** The external messaging API's first version (its v2 calls set `version: 'v2'`). */
export const messagingApi = { base: '/api/messaging', version: 'v1' } as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The request parts a call validates. Absent parts must be empty (no body, no query). */
export interface CallRequest {
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
}

/**
 * One call between the portal and the lab's server. `path` is relative to the API base and uses
 * `{name}` for path parameters (as OpenAPI does); `response` is the schema of the data, which the
 * server sends as `{ success: true, data }` when `wrapped` is true and bare otherwise.
 */
export interface CallDescriptor<
  Request extends CallRequest = CallRequest,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  operationId: string;
  summary: string;
  /** The feature the call belongs to (OpenAPI tag). */
  feature: string;
  method: HttpMethod;
  base: ApiBase;
  version: ApiVersion;
  path: string;
  request: Request;
  response: Response;
  wrapped: boolean;
  /** HTTP status of a successful answer (200 unless stated). */
  successStatus?: number;
  /**
   * A call that creates something: the portal sends an `Idempotency-Key` header (one per user
   * action, the same on a retry) and the server answers a retried request with the first answer
   * instead of creating it again (docs/decisions/idempotency.md).
   */
  idempotent?: boolean;
}

export function defineCall<const Request extends CallRequest, Response extends z.ZodMiniType>(
  call: CallDescriptor<Request, Response>,
): CallDescriptor<Request, Response> {
  return call;
}

/** What the calls of one feature file share; a call may still set any of them otherwise. */
export type CallCommon = Pick<CallDescriptor, 'feature' | 'base' | 'version' | 'wrapped'>;

/** One call of `defineCalls`: a descriptor without its operation id (the key) and shared parts. */
export type CallEntry = Omit<CallDescriptor, 'operationId' | keyof CallCommon> &
  Partial<CallCommon>;

/**
 * The calls of a feature file, declared once each: the key is the call's operation id (and the
 * name it is exported under), `common` holds what they share.
 */
export function defineCalls<const Entries extends Record<string, CallEntry>>(
  common: CallCommon,
  entries: Entries,
): {
  [Name in keyof Entries]: CallDescriptor<Entries[Name]['request'], Entries[Name]['response']>;
} {
  return Object.fromEntries(
    Object.entries(entries).map(([operationId, entry]) => [
      operationId,
      defineCall({ operationId, ...common, ...entry }),
    ]),
  ) as {
    [Name in keyof Entries]: CallDescriptor<Entries[Name]['request'], Entries[Name]['response']>;
  };
}

/** The call's full path with `{name}` parameters, e.g. `/api/portal/v1.0.1/user/profile`. */
export function callPath(call: Pick<CallDescriptor, 'base' | 'version' | 'path'>): string {
  return call.version === ''
    ? `${call.base}${call.path}`
    : `${call.base}/${call.version}${call.path}`;
}

/** Names of the `{name}` parameters of a call's path, in order. */
export function pathParameterNames(call: Pick<CallDescriptor, 'path'>): string[] {
  return [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/**
 * The URL of a call with its path parameters filled in (each one URI-encoded); throws the
 * required-parameter error when one is missing or empty.
 */
export function callUrl(
  call: Pick<CallDescriptor, 'base' | 'version' | 'path'>,
  params: Record<string, string | number> = {},
): string {
  return callPath(call).replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new RequiredParameterError(name);
    }
    // A URL resolves a "." or ".." segment (and its %2E spelling) away: the request would reach
    // another call's path, so no such URL is made.
    if (value === '.' || value === '..') throw new DotSegmentParameterError(name);
    return encodeURIComponent(String(value));
  });
}

/** Raised when a path parameter is "." or "..", which no URL can carry as a segment. */
export class DotSegmentParameterError extends Error {
  readonly parameter: string;

  constructor(parameter: string) {
    super(`Path parameter ${parameter} cannot be "." or "..".`);
    this.name = 'DotSegmentParameterError';
    this.parameter = parameter;
  }
}

/** Raised when a required call parameter is missing (document 2 section 5). */
export class RequiredParameterError extends Error {
  readonly parameter: string;

  constructor(parameter: string) {
    super(`Required parameter ${parameter} was null or undefined.`);
    this.name = 'RequiredParameterError';
    this.parameter = parameter;
  }
}

export type CallParams<Call extends CallDescriptor> =
  Call['request']['params'] extends z.ZodMiniType ? z.input<Call['request']['params']> : undefined;
export type CallQuery<Call extends CallDescriptor> = Call['request']['query'] extends z.ZodMiniType
  ? z.input<Call['request']['query']>
  : undefined;
export type CallBody<Call extends CallDescriptor> = Call['request']['body'] extends z.ZodMiniType
  ? z.input<Call['request']['body']>
  : undefined;
/** The data of a successful answer (inside `data` when the call is wrapped). */
export type CallData<Call extends CallDescriptor> = z.output<Call['response']>;
