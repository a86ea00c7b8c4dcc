// The portal's one road from a screen to the server, on SWR: `useCall` reads a call of the
// contract (its key is the call's address, body and the signed-in subject, so that no answer is
// ever shared between users), `useRead` reads anything else through the client (GraphQL), `useSave`
// sends a write on SWR's mutation hook (its `isMutating` is the screen's busy flag), and the cache
// is cleared when the session ends. Nothing outside `api/` imports SWR (an ESLint rule).
import { useMemo, type ReactNode } from 'react';
import useSWR, {
  SWRConfig,
  unstable_serialize,
  useSWRConfig,
  type Cache,
  type SWRConfiguration,
  type SWRResponse,
} from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { CallData, CallDescriptor } from '@loci/contract';
import { usePortalServices, useSessionSnapshot } from '../app/PortalServicesContext.tsx';
import type { ApiClient } from './apiClient.ts';
import type { ErrorReporter } from './errorReporter.ts';
import { contractCall, type ContractCallParts } from './contractCall.ts';
import { ApiFailureError, ApiValidationError } from './apiErrors.ts';
import { GraphqlError } from './graphql.ts';

/**
 * The SWR key of a call for the signed-in subject: `['portal', address, subject]`, and the body
 * (as JSON) for a read sent with one (a POST search, whose address is the same for every body).
 */
export type CallKey =
  readonly ['portal', string, string] | readonly ['portal', string, string, string];

/** What a read hook answers: SWR's `data`, `error`, `isLoading`, `mutate`. */
export type CallResponse<Data> = SWRResponse<Data, unknown>;

/** SWR's cache of the portal's reads, cleared when the session ends. */
export type CallCache = Cache & { clear(): void };

export function createCallCache(): CallCache {
  return new Map() as unknown as CallCache;
}

/** Client errors (4xx) are answers, not accidents: retrying them cannot help. */
export function shouldRetry(error: unknown): boolean {
  if (error instanceof ApiValidationError) return false;
  if (error instanceof ApiFailureError) return error.status >= 500;
  return true;
}

export const callDefaults: SWRConfiguration = {
  revalidateOnFocus: true,
  dedupingInterval: 2000,
  shouldRetryOnError: shouldRetry,
  errorRetryCount: 2,
};

/** The reads' cache and defaults around the portal's screens. */
export function CallCacheProvider({
  cache,
  config = callDefaults,
  children,
}: {
  cache: () => Cache;
  config?: SWRConfiguration;
  children: ReactNode;
}) {
  return <SWRConfig value={{ ...config, provider: cache }}>{children}</SWRConfig>;
}

/** How a read behaves: SWR's options, and the failures the screen shows itself. */
export interface ReadOptions<Data> extends SWRConfiguration<Data> {
  /** Failures the screen shows itself: the global reporter is told they are handled. */
  handled?: (error: unknown) => boolean;
  /**
   * An answer the page already holds (the server wrote it into the HTML): the cache starts with
   * it when it has nothing under the key, so the first render draws it (SWR still revalidates).
   */
  startingData?: Data | undefined;
}

/**
 * Puts an answer under a read's key, as if it had just been read (not loading): the server's
 * render of a panel and the app's first render draw the same data (issue 18).
 */
export function startReadWith(cache: Cache, key: readonly unknown[], data: unknown): void {
  const serialized = unstable_serialize(key);
  if (cache.get(serialized)?.data !== undefined) return;
  cache.set(serialized, { data, error: undefined, isValidating: false, isLoading: false });
}

/** The SWR key of a call for a subject. */
export function callKeyOf<Call extends CallDescriptor>(
  api: Pick<ApiClient, 'urlOf'>,
  descriptor: Call,
  parts: ContractCallParts<Call>,
  subject: string,
): CallKey {
  const url = api.urlOf(contractCall(descriptor, parts));
  return parts.body === undefined
    ? ['portal', url, subject]
    : ['portal', url, subject, JSON.stringify(parts.body)];
}

/** The SWR key of a call for the signed-in subject (null while nobody is signed in, or null parts). */
export function useCallKey<Call extends CallDescriptor>(
  descriptor: Call,
  parts: ContractCallParts<Call> | null = {},
): CallKey | null {
  const { api } = usePortalServices();
  const { status, subject } = useSessionSnapshot();
  if (status !== 'logged-in' || !subject || parts === null) return null;
  return callKeyOf(api, descriptor, parts, subject);
}

function withHandled<Data>(
  read: () => Promise<Data>,
  handled: ((error: unknown) => boolean) | undefined,
  reporter: () => Pick<ErrorReporter, 'markHandled'>,
): () => Promise<Data> {
  if (!handled) return read;
  return async () => {
    try {
      return await read();
    } catch (error) {
      if (handled(error)) reporter().markHandled(error);
      throw error;
    }
  };
}

/** Reads a call of the contract. Pass null parts to wait (a conditional read). */
export function useCall<Call extends CallDescriptor>(
  descriptor: Call,
  parts: ContractCallParts<Call> | null = {},
  options: ReadOptions<CallData<Call>> = {},
): CallResponse<CallData<Call>> {
  const services = usePortalServices();
  const key = useCallKey(descriptor, parts);
  const { handled, ...config } = options;
  return useSWR(
    key,
    withHandled(
      () => services.api.call(contractCall(descriptor, parts ?? {})),
      handled,
      () => services.reporter,
    ),
    config,
  );
}

/**
 * Reads one call several times (once per parts, e.g. once per ordered test) as one read: the
 * answers in the parts' order. An empty list answers at once with no call.
 */
export function useEachCall<Call extends CallDescriptor>(
  descriptor: Call,
  partsList: readonly ContractCallParts<Call>[],
  options: ReadOptions<CallData<Call>[]> = {},
): CallResponse<CallData<Call>[]> {
  const services = usePortalServices();
  const { status, subject } = useSessionSnapshot();
  const urls = partsList.map((parts) => services.api.urlOf(contractCall(descriptor, parts)));
  const key =
    status !== 'logged-in' || !subject ? null : (['portal-each', subject, ...urls] as const);
  const { handled, ...config } = options;
  return useSWR<CallData<Call>[]>(
    key,
    withHandled(
      () =>
        Promise.all(
          partsList.map((parts) => services.api.call(contractCall(descriptor, parts))),
        ) as Promise<CallData<Call>[]>,
      handled,
      () => services.reporter,
    ),
    config,
  );
}

/**
 * Reads anything else through the client (the catalogue's and publications' GraphQL: public
 * data, whose key names no user). Null key waits. A GraphQL error list is reported here; the
 * client reports HTTP failures.
 */
export function useRead<Data>(
  key: readonly unknown[] | null,
  read: (api: ApiClient) => Promise<Data>,
  options: ReadOptions<Data> = {},
): CallResponse<Data> {
  const services = usePortalServices();
  const { cache } = useSWRConfig();
  const { handled, startingData, ...config } = options;
  // Before SWR reads its cache for this render (idempotent: only an empty entry is filled).
  if (key && startingData !== undefined) startReadWith(cache, key, startingData);
  return useSWR(
    key,
    withHandled(
      async () => {
        try {
          return await read(services.api);
        } catch (error) {
          if (error instanceof GraphqlError) services.reporter.report(error);
          throw error;
        }
      },
      handled,
      () => services.reporter,
    ),
    config,
  );
}

/** A cache entry a write changes: it takes the write's answer (`data`) or is read again. */
export interface CacheUpdate<Answer> {
  key: CallKey | null;
  data?: (answer: Answer) => unknown;
}

/** Changes the reads' cache: puts data under a key, or reads again every key a matcher picks. */
export function useCallCache(): {
  put: (key: CallKey, data: unknown) => Promise<unknown>;
  revalidate: (which: CallKey | ((key: unknown) => boolean)) => Promise<unknown>;
} {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      put: (key: CallKey, data: unknown) => mutate(key, data, { revalidate: false }),
      revalidate: (which: CallKey | ((key: unknown) => boolean)) => mutate(which as never),
    }),
    [mutate],
  );
}

type Mutate = ReturnType<typeof useSWRConfig>['mutate'];

async function updateCache<Answer>(
  mutate: Mutate,
  update: CacheUpdate<Answer> | null | undefined,
  answer: Answer,
): Promise<void> {
  if (!update?.key) return;
  await mutate(update.key, update.data ? update.data(answer) : undefined, {
    revalidate: !update.data,
  });
}

/**
 * Sends writes one after the other in a flow of several calls (the order form's autosave and
 * submission), then updates the read each one changes. A screen with one kind of write uses
 * `useSave`.
 */
export function useWrite() {
  const { api } = usePortalServices();
  const { mutate } = useSWRConfig();
  return async function write<Call extends CallDescriptor>(
    descriptor: Call,
    parts: ContractCallParts<Call>,
    update?: CacheUpdate<CallData<Call>> | null,
  ): Promise<CallData<Call>> {
    const answer = await api.call(contractCall(descriptor, parts));
    await updateCache(mutate, update, answer);
    return answer;
  };
}

export type SaveResponse<Data, Arg> = SWRMutationResponse<Data, unknown, readonly unknown[], Arg>;

/**
 * Sends one kind of write on SWR's mutation hook: `trigger(parts)` resolves the answer (and
 * rejects with the client's error, which the reporter has been told of), `isMutating` is the
 * screen's busy flag. `update` names the read the write changes, given the answer and the parts.
 */
export function useSave<Call extends CallDescriptor>(
  descriptor: Call,
  update?: (
    answer: CallData<Call>,
    parts: ContractCallParts<Call>,
  ) => CacheUpdate<CallData<Call>> | null,
): SaveResponse<CallData<Call>, ContractCallParts<Call>> {
  const { api } = usePortalServices();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['portal-save', descriptor.operationId] as const,
    async (_key: readonly unknown[], { arg }: { arg: ContractCallParts<Call> }) => {
      const answer = await api.call(contractCall(descriptor, arg));
      await updateCache(mutate, update?.(answer, arg), answer);
      return answer;
    },
  );
}

/**
 * Any other piece of work with the server on SWR's mutation hook (an upload, a download, an
 * import of several calls): `trigger(arg)` runs it with the client, `isMutating` is the busy flag.
 */
export function useAction<Arg, Result>(
  name: string,
  perform: (api: ApiClient, arg: Arg) => Promise<Result>,
): SaveResponse<Result, Arg> {
  const { api } = usePortalServices();
  return useSWRMutation(
    ['portal-action', name] as const,
    (_key: readonly unknown[], { arg }: { arg: Arg }) => perform(api, arg),
  );
}
