import { describe, expect, it } from 'vitest';
import { finalizeClientRegistration, getUserProfile } from '@loci/contract';
import { contractCall } from './contractCall.ts';
import { shouldRetry } from './portalQueries.ts';
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

describe('SWR retries', () => {
  it('retries server failures and network errors, never client errors', () => {
    expect(shouldRetry(new ApiFailureError(503, null))).toBe(true);
    expect(shouldRetry(new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(new ApiFailureError(404, null))).toBe(false);
    expect(shouldRetry(new ApiValidationError([], 400))).toBe(false);
  });
});
