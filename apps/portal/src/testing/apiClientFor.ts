// The portal's API client over a fake `fetch` and a session's tokens, for tests of the feature
// functions that move files (no progress indicator, a silent reporter).
import { createProgressTracker } from '@loci/ui';
import { createApiClient, portalApiBase, type ApiClient } from '../api/apiClient.ts';

export interface TokenSession {
  accessToken(): string | null;
  refresh(rejectedToken?: string | null): Promise<void>;
}

export function apiClientFor(
  session: TokenSession,
  fetch: typeof globalThis.fetch = () => Promise.reject(new Error('no fetch in this test')),
): ApiClient {
  return createApiClient({
    baseUrl: portalApiBase,
    session: {
      accessToken: () => session.accessToken(),
      refresh: (rejected) => session.refresh(rejected),
      refreshFailed: () => undefined,
    },
    progress: createProgressTracker(),
    reporter: { report: () => undefined, markHandled: () => undefined },
    fetch,
  });
}
