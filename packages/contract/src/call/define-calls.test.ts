import { describe, expect, it } from 'vitest';
import { z } from '../zod.js';
import { defineCalls } from './define-call.js';

describe('defineCalls', () => {
  const common = {
    feature: 'tests',
    base: '/api/portal',
    version: 'v1.0.1',
    wrapped: true,
  } as const;
  const calls = defineCalls(common, {
    getThing: {
      summary: 'A thing',
      method: 'GET',
      path: '/thing/{id}',
      request: { params: z.object({ id: z.string() }) },
      response: z.string(),
    },
    saveThing: {
      summary: 'Saves a thing',
      version: 'v3',
      method: 'POST',
      path: '/thing',
      request: { body: z.string() },
      response: z.string(),
      successStatus: 201,
    },
    dropThing: {
      summary: 'Drops',
      wrapped: false,
      method: 'DELETE',
      path: '/thing',
      request: {},
      response: z.null(),
    },
  });

  it('takes the operation id from the key and the shared parts from common', () => {
    expect(calls.getThing).toEqual({
      ...common,
      operationId: 'getThing',
      summary: 'A thing',
      method: 'GET',
      path: '/thing/{id}',
      request: calls.getThing.request,
      response: calls.getThing.response,
    });
    expect(Object.keys(calls)).toEqual(['getThing', 'saveThing', 'dropThing']);
  });

  it('lets a call set a shared part otherwise, and adds nothing it does not set', () => {
    expect(calls.saveThing).toMatchObject({ method: 'POST', version: 'v3', successStatus: 201 });
    expect(calls.dropThing).toMatchObject({ method: 'DELETE', wrapped: false });
    expect('successStatus' in calls.getThing).toBe(false);
    expect('idempotent' in calls.saveThing).toBe(false);
  });
});
