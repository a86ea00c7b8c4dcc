// SWR data hooks on top of the API client: one key per call address and signed-in subject,
// so that no answer is ever shared between users; the cache is cleared when the session ends.
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { CallData, CallDescriptor } from '@loci/contract';
import { usePortalServices, useSessionSnapshot } from '../app/PortalServicesContext.tsx';
import { contractCall, type ContractCallParts } from './contractCall.ts';
import { ApiFailureError, ApiValidationError } from './apiErrors.ts';

export type PortalQueryKey = readonly ['portal', string, string];

/** Client errors (4xx) are answers, not accidents: retrying them cannot help. */
export function shouldRetry(error: unknown): boolean {
  if (error instanceof ApiValidationError) return false;
  if (error instanceof ApiFailureError) return error.status >= 500;
  return true;
}

export const portalSwrDefaults: SWRConfiguration = {
  revalidateOnFocus: true,
  dedupingInterval: 2000,
  shouldRetryOnError: shouldRetry,
  errorRetryCount: 2,
};

/** The SWR key of a call for the signed-in subject (null while nobody is signed in). */
export function usePortalQueryKey<Call extends CallDescriptor>(
  descriptor: Call,
  parts: ContractCallParts<Call> | null = {},
): PortalQueryKey | null {
  const { api } = usePortalServices();
  const { status, subject } = useSessionSnapshot();
  if (status !== 'logged-in' || !subject || parts === null) return null;
  return ['portal', api.urlOf(contractCall(descriptor, parts)), subject];
}

/** Reads a call of the contract through SWR. Pass null parts to wait (a conditional fetch). */
export function usePortalQuery<Call extends CallDescriptor>(
  descriptor: Call,
  parts: ContractCallParts<Call> | null = {},
  config: SWRConfiguration<CallData<Call>> = {},
): SWRResponse<CallData<Call>, unknown> {
  const { api } = usePortalServices();
  const key = usePortalQueryKey(descriptor, parts);
  return useSWR(key, () => api.call(contractCall(descriptor, parts ?? {})), config);
}

/** Sends a write call, then puts its answer under the key of the read it changes. */
export function usePortalWrite() {
  const { api } = usePortalServices();
  const { mutate } = useSWRConfig();
  return async function write<Call extends CallDescriptor>(
    descriptor: Call,
    parts: ContractCallParts<Call>,
    update?: { key: PortalQueryKey | null; data?: (answer: CallData<Call>) => unknown },
  ): Promise<CallData<Call>> {
    const answer = await api.call(contractCall(descriptor, parts));
    if (update?.key) {
      await mutate(update.key, update.data ? update.data(answer) : undefined, {
        revalidate: !update.data,
      });
    }
    return answer;
  };
}
