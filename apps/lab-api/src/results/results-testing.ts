// Shared set-up of the results and lab desk tests: a submitted order for a named patient, worked
// to Finished through the lab desk's own calls, and the text a PDF shows.
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import type { OrderFixtures } from '../orders/order-fixtures.js';
import { demoUsers, labDeskUser, type TestServer } from '../testing/test-server.js';

export const portalBase = '/api/portal/v1.0.1';

/** The text a PDF shows, page after page (as a reader or a screen reader gets it). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

/** A new patient of account 1001 (a copy of the fixtures' patient with the given names). */
export async function patientNamed(
  server: TestServer,
  fx: OrderFixtures,
  firstName: string,
  lastName: string,
): Promise<number> {
  const db = server.database.db;
  const {
    id: _id,
    search_name: _search,
    ...source
  } = await db
    .selectFrom('patient')
    .selectAll()
    .where('id', '=', fx.patient1001)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('patient')
    .values({
      ...source,
      first_name: firstName,
      last_name: lastName,
      contact_information: JSON.stringify(source.contact_information ?? []),
      ethnic_group: JSON.stringify(source.ethnic_group ?? []),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A submitted order of account 1001 for the patient (one test), placed by Dr. Ada. */
export async function submittedOrder(
  server: TestServer,
  fx: OrderFixtures,
  patientId: number,
): Promise<{ orderId: number; orderTestId: number }> {
  const response = await server.request(`${portalBase}/simpleOrder`, {
    method: 'POST',
    as: demoUsers.ada,
    json: {
      accountNumber: '1001',
      patientId,
      status: 0,
      tests: [{ code: fx.testA }],
      diagnosisCodes: ['Z13.79'],
      orderingProviderId: fx.provider1001,
      // Self-pay: the new patient has no policy of their own.
      paymentType: 'Patient',
      consent: { given: true },
      aoeAnswers: fx.aoeAnswers,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const order = (
    (await response.json()) as {
      data: { orderId: number; tests: Array<{ id: number }> };
    }
  ).data;
  return { orderId: order.orderId, orderTestId: order.tests[0]!.id };
}

/** The lab desk's call as the lab's staff. */
export function desk(
  server: TestServer,
  method: string,
  path: string,
  json?: unknown,
  as: string = labDeskUser,
): Promise<Response> {
  return server.request(`${portalBase}/labdesk${path}`, {
    method,
    as,
    ...(json === undefined ? {} : { json }),
  });
}

/** Works an ordered test to Finished through the desk (received, in the lab, finished). */
export async function finishTest(server: TestServer, orderTestId: number): Promise<void> {
  for (const status of ['Specimen Received', 'In Lab', 'Finished']) {
    const response = await desk(server, 'PUT', `/orderTests/${orderTestId}/labStatus`, {
      LabStatus: status,
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }
}
