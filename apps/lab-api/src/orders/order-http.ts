// Small HTTP helpers for the ordering tests: wrapped answers and failures, and order creation.
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { orderFixtures, type OrderFixtures } from './order-fixtures.js';

export const portalBase = '/api/portal/v1.0.1';

export interface Failure {
  success: false;
  errors: Array<{ code: string; message: string; path?: string }>;
}

export async function answerData<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: T };
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body.data;
}

export async function answerFailure(response: Response, status: number): Promise<Failure> {
  const body = (await response.json()) as Failure;
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.success).toBe(false);
  return body;
}

export function portalCall(
  server: TestServer,
  method: string,
  path: string,
  as: string,
  json?: unknown,
) {
  return server.request(`${portalBase}${path}`, {
    method,
    as,
    ...(json === undefined ? {} : { json }),
  });
}

/** A draft of account 1001 for the fixture patient, billed to one of its policies (or none). */
export async function createDraft(
  server: TestServer,
  fx: OrderFixtures,
  as: string,
  policy: keyof OrderFixtures['policies'] | null,
  tests: string[] = [fx.testA],
): Promise<number> {
  const order = await answerData<{ orderId: number }>(
    await portalCall(server, 'POST', '/simpleOrder', as, {
      accountNumber: '1001',
      patientId: fx.patient1001,
      tests: tests.map((code) => ({ code })),
      paymentType: policy ? 'Insurance' : 'Patient',
      insurancePolicyId: policy ? fx.policies[policy] : null,
    }),
    201,
  );
  return order.orderId;
}

/** A test file's server with the ordering fixtures: started before its tests, closed after. */
export function orderTestServer(): { readonly server: TestServer; readonly fx: OrderFixtures } {
  const context = {} as { server: TestServer; fx: OrderFixtures };
  beforeAll(async () => {
    context.server = await startTestServer();
    context.fx = await orderFixtures(context.server.database.db);
  }, 240_000);
  afterAll(async () => {
    await context.server?.close();
  });
  return context;
}
