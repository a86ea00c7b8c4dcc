// Test support for the ordering tests: a server with the ordering fixtures, and order creation.
import {
  answerData,
  portalCall,
  useFixtures,
  useTestServer,
  type TestServer,
} from '../testing/index.js';
import { orderFixtures, type OrderFixtures } from './order-fixtures.js';

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
  const server = useTestServer();
  return { server, fx: useFixtures(server, orderFixtures) };
}
