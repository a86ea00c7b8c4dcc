import { describe, expect, it } from 'vitest';
import {
  finalizeClientRegistration,
  getPlacePredictions,
  getUserProfile,
  listMessagingAccountContacts,
} from '@loci/contract';
import { createApiClient } from './apiClient.ts';
import { contractCall } from './contractCall.ts';
import { createErrorReporter } from './errorReporter.ts';
import { shouldRetry } from './callHooks.tsx';
import { ApiFailureError, ApiValidationError } from './apiErrors.ts';

describe('calls of the contract', () => {
  it('take method, versioned base, path, wrapping and answer schema from the contract', () => {
    const call = contractCall(getUserProfile);
    expect(call).toMatchObject({
      method: 'GET',
      base: '/api/portal/v1.0.1',
      path: '/user/profile',
      wrapped: true,
      operation: 'getUserProfile',
    });
    expect(call.schema).toBe(getUserProfile.response);
  });

  it('carry the body of a write', () => {
    const body = {
      firstName: 'Nia',
      lastName: 'Okafor',
      phone: '617-555-0142',
      address1: '200 Harbor Way',
      city: 'Boston',
      stateCode: 'MA',
      zip: '02110',
    };
    expect(contractCall(finalizeClientRegistration, { body })).toMatchObject({
      method: 'POST',
      body,
    });
  });
});

describe('the address of a contract call', () => {
  const client = createApiClient({
    baseUrl: '/api/portal/v1.0.1',
    session: {
      accessToken: () => null,
      refresh: async () => undefined,
      refreshFailed: () => undefined,
    },
    progress: { begin: () => undefined, end: () => undefined },
    reporter: createErrorReporter({ show: () => undefined }),
    fetch: () => Promise.reject(new Error('not sent')),
  });

  it('has no version segment (and no double slash) for a call without a version', () => {
    const call = contractCall(getPlacePredictions, { query: { input: '200 Harbor' } });
    expect(call.base).toBe('/api/places');
    expect(client.urlOf(call)).toBe('/api/places/predictions?input=200+Harbor');
  });

  it('puts the version after the base for the portal API (v1.0.1 and v3) and messaging v1', () => {
    expect(client.urlOf(contractCall(getUserProfile))).toBe('/api/portal/v1.0.1/user/profile');
    expect(client.urlOf(contractCall({ ...getUserProfile, version: 'v3' }))).toBe(
      '/api/portal/v3/user/profile',
    );
    expect(
      client.urlOf(
        contractCall(listMessagingAccountContacts, { query: { account_number: '1001' } }),
      ),
    ).toBe('/api/messaging/v1/account/contacts?account_number=1001');
  });
});

describe('SWR retries', () => {
  it('retries server failures and network errors, never client errors', () => {
    expect(shouldRetry(new ApiFailureError(503, null))).toBe(true);
    expect(shouldRetry(new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(new ApiFailureError(404, null))).toBe(false);
    expect(shouldRetry(new ApiValidationError([], 400))).toBe(false);
  });
});
