// The patient search hook: each search body is its own cached read (the portal's standard key is
// the address alone, which every POST search shares).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { expect, waitFor } from 'storybook/test';
import type { PatientSearchRequest } from '@loci/contract';
import { createProgressTracker } from '@loci/ui';
import { PortalServicesProvider } from '../app/PortalServicesContext.tsx';
import type { PortalServices } from '../app/portalServices.ts';
import { createApiClient } from '../api/apiClient.ts';
import { createErrorReporter } from '../api/errorReporter.ts';
import { isPatientSearchKey, usePatientSearch } from './patientQueries.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
let bodies: unknown[];
let progress: ReturnType<typeof createProgressTracker>;
let progressDuringCalls: number[];

function Search({ request }: { request: PatientSearchRequest | null }) {
  const { data } = usePatientSearch(request);
  return <output>{data ? data.items.map((item) => item.lastName).join(',') : 'none'}</output>;
}

function render(
  request: PatientSearchRequest | null,
  services: PortalServices,
  cache: Map<string, unknown>,
) {
  act(() =>
    root.render(
      <PortalServicesProvider services={services}>
        <SWRConfig value={{ provider: () => cache as never, dedupingInterval: 0 }}>
          <Search request={request} />
        </SWRConfig>
      </PortalServicesProvider>,
    ),
  );
}

function services(): PortalServices {
  progress = createProgressTracker();
  const api = createApiClient({
    baseUrl: '/api/portal/v1.0.1',
    progress,
    reporter: createErrorReporter({ show: () => undefined }),
    session: {
      accessToken: () => 't',
      refresh: async () => undefined,
      refreshFailed: () => undefined,
    },
    fetch: async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as { SearchTerm: string };
      bodies.push(body);
      progressDuringCalls.push(progress.getCount());
      return new Response(
        JSON.stringify({
          success: true,
          data: {
            items: [
              {
                lastName: body.SearchTerm,
                firstName: null,
                patientId: bodies.length,
                gender: null,
                dateOfBirth: null,
                email: null,
                accountNumber: '1001',
                phone: null,
              },
            ],
            totalCount: 1,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    },
  });
  const signedIn = { status: 'logged-in', subject: 'dr.ada', authProblem: null };
  return {
    api,
    session: { subscribe: () => () => undefined, snapshot: () => signedIn },
  } as unknown as PortalServices;
}

beforeEach(() => {
  bodies = [];
  progressDuringCalls = [];
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const request = (term: string): PatientSearchRequest => ({
  AccountNumbers: ['1001'],
  SearchTerm: term,
  PageNumber: 1,
  PageSize: 20,
});

describe('usePatientSearch', () => {
  it('waits while there is no request', async () => {
    render(null, services(), new Map());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodies).toEqual([]);
  });

  it('sends each search body and caches each under its own key', async () => {
    const cache = new Map<string, unknown>();
    const shared = services();
    render(request('hopper'), shared, cache);
    await waitFor(() => expect(container.textContent).toBe('hopper'));
    render(request('lovelace'), shared, cache);
    await waitFor(() => expect(container.textContent).toBe('lovelace'));
    expect(bodies).toMatchObject([{ SearchTerm: 'hopper' }, { SearchTerm: 'lovelace' }]);
    const keys = [...cache.keys()];
    expect(keys.filter((key) => key.includes('/patient/search'))).toHaveLength(2);
    // A patient search never shows the global progress indicator (document 2 section 4).
    expect(progressDuringCalls).toEqual([0, 0]);
  });

  it('recognises the search keys to revalidate after a save', () => {
    expect(
      isPatientSearchKey(['portal', '/api/portal/v1.0.1/patient/search', 'dr.ada', '{}']),
    ).toBe(true);
    expect(isPatientSearchKey(['portal', '/api/portal/v1.0.1/patient/42', 'dr.ada'])).toBe(false);
    expect(isPatientSearchKey('x')).toBe(false);
  });
});
