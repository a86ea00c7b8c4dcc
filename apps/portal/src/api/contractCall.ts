// Turns a call of @loci/contract into a call of the portal's API client.
import type { ZodMiniType } from 'zod/mini';
import type { ApiCall, ApiClient, CallKind } from './apiClient.ts';
import {
  callPath,
  type CallBody,
  type CallData,
  type CallDescriptor,
  type CallParams,
  type CallQuery,
} from '@loci/contract';

export interface ContractCallParts<Call extends CallDescriptor> {
  params?: CallParams<Call>;
  query?: CallQuery<Call>;
  body?: CallBody<Call>;
  kind?: CallKind;
  signal?: AbortSignal;
  /** False when the caller shows every failure itself. */
  report?: boolean;
}

export function contractCall<Call extends CallDescriptor>(
  descriptor: Call,
  parts: ContractCallParts<Call> = {},
): ApiCall<CallData<Call>> {
  const call: ApiCall<CallData<Call>> = {
    method: descriptor.method,
    // The contract's one path builder (shared with the server): the base with its version, or
    // the bare base for calls without one (`/api/places`); the path stays apart for its
    // `{name}` parameters.
    base: callPath({ ...descriptor, path: '' }),
    path: descriptor.path,
    wrapped: descriptor.wrapped,
    schema: descriptor.response as ZodMiniType<CallData<Call>>,
    operation: descriptor.operationId,
  };
  if (parts.params) call.params = parts.params as ApiCall<unknown>['params'];
  if (parts.query) call.query = parts.query as ApiCall<unknown>['query'];
  if (parts.body !== undefined) call.body = parts.body;
  if (parts.kind) call.kind = parts.kind;
  if (parts.signal) call.signal = parts.signal;
  if (parts.report !== undefined) call.report = parts.report;
  if (descriptor.idempotent) call.idempotent = true;
  return call;
}

/**
 * Sends one call of the contract outside the hooks (the favorites manager, the places and plan
 * look-ups, the sign-in callback), through the one client: its 401 rule, progress indicator and
 * error reporter apply as to every call.
 */
export function sendCall<Call extends CallDescriptor>(
  api: Pick<ApiClient, 'call'>,
  descriptor: Call,
  parts: ContractCallParts<Call> = {},
): Promise<CallData<Call>> {
  return api.call(contractCall(descriptor, parts));
}
