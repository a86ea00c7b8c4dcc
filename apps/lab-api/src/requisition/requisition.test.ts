// The requisition form over real HTTP: a valid PDF (starts with %PDF, parses with pdf-lib, holds
// the order id in its text), as an attachment with an encoded name; generated and kept as an
// order document; scoped to the caller's accounts.
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/order-fixtures.js';
import { patientNamed, pdfText } from '../results/results-testing.js';
import { demoUsers, useFixtures, useTestServer } from '../testing/index.js';

const server = useTestServer();
const fx = useFixtures(server, orderFixtures);
let orderId: number;

const base = '/api/portal/v1.0.1';

beforeAll(async () => {
  const response = await server.request(`${base}/simpleOrder`, {
    method: 'POST',
    as: demoUsers.ada,
    json: {
      accountNumber: '1001',
      patientId: fx.patient1001,
      status: 0,
      tests: [{ code: fx.testA }, { code: fx.testB }],
      diagnosisCodes: ['Z13.79', 'E11.65'],
      orderingProviderId: fx.provider1001,
      paymentType: 'Insurance',
      insurancePolicyId: fx.policies.UHC001,
      consent: { given: true },
      aoeAnswers: fx.aoeAnswers,
    },
  });
  expect(response.status).toBe(201);
  orderId = ((await response.json()) as { data: { orderId: number } }).data.orderId;
});

/** The text the PDF shows (its embedded Unicode font's text, extracted as a reader does). */
function drawnText(pdf: Buffer): Promise<string> {
  return pdfText(new Uint8Array(pdf));
}

describe('the requisition form', () => {
  it('is a real PDF with the order, account, patient, tests, diagnoses and payment', async () => {
    const response = await server.request(`${base}/order/requisition/${orderId}`, {
      as: demoUsers.ada,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Requisition-${orderId}.pdf"; filename*=UTF-8''Requisition-${orderId}.pdf`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(parsed.getTitle()).toBe(`Requisition form, order ${orderId}`);
    const text = await drawnText(bytes);
    expect(text).toContain(`Order ID: ${orderId}`);
    expect(text).toContain('Account: 1001');
    expect(text).toContain('Addon');
    expect(text).toContain(fx.testA);
    expect(text).toContain('Z13.79, E11.65');
    expect(text).toContain('Payment type: Insurance (I)');
    expect(text).toContain('Ordering provider signature');
  });

  it('names the family members tested and each test’s prior-authorization case', async () => {
    const created = await server.request(`${base}/simpleOrder`, {
      method: 'POST',
      as: demoUsers.ada,
      json: {
        accountNumber: '1001',
        patientId: fx.patient1001,
        tests: [{ code: fx.trioTest }],
        familyMembers: [
          {
            relation: fx.trioRelative,
            testCode: fx.trioTest,
            firstName: 'Irene',
            lastName: 'Kinsman',
            birthDate: '1962-04-12',
            affected: false,
          },
        ],
        paymentType: 'Insurance',
        insurancePolicyId: fx.policies.ANT001,
      },
    });
    expect(created.status).toBe(201);
    const trioOrder = ((await created.json()) as { data: { orderId: number } }).data.orderId;
    const opened = await server.request(
      `${base}/priorAuthorization/checkPriorAuthAndInitiateCase`,
      { method: 'POST', as: demoUsers.ada, json: { orderId: trioOrder } },
    );
    const caseNumber = ((await opened.json()) as { data: { record: { caseNumber: string } } }).data
      .record.caseNumber;
    const response = await server.request(`${base}/order/requisition/${trioOrder}`, {
      as: demoUsers.ada,
    });
    expect(response.status).toBe(200);
    const text = await drawnText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Family members tested');
    expect(text).toContain(
      `${fx.trioRelative}: Irene Kinsman, born 1962-04-12, unaffected, for ${fx.trioTest}`,
    );
    expect(text).toContain(`Prior authorization: Submitted (case ${caseNumber})`);
    // The first order has neither.
    const plain = await server.request(`${base}/order/requisition/${orderId}`, {
      as: demoUsers.ada,
    });
    expect(drawnText(Buffer.from(await plain.arrayBuffer()))).not.toContain('Family members');
  });

  it('prints the answered AOE questions with option labels, long answers wrapped', async () => {
    const asked = await server.request(`${base}/references/questions`, {
      method: 'POST',
      as: demoUsers.ada,
      json: { testCodes: [fx.testA, fx.testB, fx.trioTest] },
    });
    type Question = {
      id: string;
      label: string;
      type: string;
      options: Array<{ value: string; label: string }>;
      children: Question[];
    };
    // Not wrapped (document 2): the forms are the answer.
    const forms = (await asked.json()) as Array<{
      testCode: string;
      sections: Array<{ groups: Array<{ questions: Question[] }> }>;
    }>;
    const questions = forms.flatMap((form) =>
      form.sections.flatMap((section) => section.groups.flatMap((group) => group.questions)),
    );
    const withOptions = questions.find((question) => question.options.length > 0);
    // A text question (a checkbox takes a tick, not words): a child, asked once its parent is ticked.
    const freeParent = questions.find((question) =>
      question.children.some((child) => child.type === 'text'),
    );
    const free = freeParent?.children.find((child) => child.type === 'text');
    expect(withOptions, 'a seeded AOE question with options').toBeDefined();
    expect(free, 'a seeded AOE question without options').toBeDefined();
    const option = withOptions!.options.at(-1)!;
    const longAnswer = `Seizures since eight months of age ${'with developmental delay '.repeat(8)}end.`;
    const testCodes = forms.map((form) => form.testCode);
    const created = await server.request(`${base}/simpleOrder`, {
      method: 'POST',
      as: demoUsers.ada,
      json: {
        accountNumber: '1001',
        patientId: fx.patient1001,
        tests: testCodes.map((code) => ({ code })),
        aoeAnswers: {
          [withOptions!.id]: option.value,
          [freeParent!.id]: true,
          [free!.id]: longAnswer,
        },
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = ((await created.json()) as { data: { orderId: number } }).data.orderId;
    const response = await server.request(`${base}/order/requisition/${id}`, {
      as: demoUsers.ada,
    });
    const text = await drawnText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Clinical information (AOE)');
    expect(text).toContain(`${withOptions!.label}: ${option.label}`);
    // Wrapped, not cut: every word of the long answer is on the form.
    expect(text.replace(/\s+/g, ' ')).toContain(`${free!.label}: ${longAnswer}`);
  });

  it('lists each ordered slice test’s name, phenotypes and genes', async () => {
    const order = async (test: Record<string, unknown>) => {
      const created = await server.request(`${base}/simpleOrder`, {
        method: 'POST',
        as: demoUsers.ada,
        json: { accountNumber: '1001', patientId: fx.patient1001, tests: [test] },
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const id = ((await created.json()) as { data: { orderId: number } }).data.orderId;
      const response = await server.request(`${base}/order/requisition/${id}`, {
        as: demoUsers.ada,
      });
      return (await drawnText(Buffer.from(await response.arrayBuffer()))).replace(/\s+/g, ' ');
    };
    // From the slice the ordering user saved under the test's saved slice name.
    const saved = await server.request(`${base}/XomeDxSlice/OfflineSlice`, {
      method: 'POST',
      as: demoUsers.ada,
      json: {
        name: 'Requisition hearing set',
        testCode: '706',
        geneSymbols: ['GJB2', 'OTOF', 'SLC26A4'],
        hpoIds: ['HP:0000365'],
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const fromSaved = await order({
      code: '706',
      savedSliceName: 'Requisition hearing set',
      phenotypeNames: ['Hearing impairment'],
    });
    expect(fromSaved).toContain('Slice: Requisition hearing set');
    expect(fromSaved).toContain('Phenotypes (HPO): Hearing impairment');
    expect(fromSaved).toContain('Genes (3): GJB2, OTOF, SLC26A4');
    expect(fromSaved).toContain('Human Phenotype Ontology release 2023-01-27');
    // Without a saved slice: the genes of its predefined slice, by the slice's name.
    const fromPredefined = await order({
      code: 'TG70',
      userEnteredSliceName: 'CF check',
      preDefinedSliceNames: ['cystic-fibrosis'],
    });
    expect(fromPredefined).toContain('Slice: CF check');
    expect(fromPredefined).toMatch(/Predefined slices: Cystic fibrosis/i);
    expect(fromPredefined).toContain('Genes (1): CFTR');
    // Other tests print no slice.
    expect(await order({ code: fx.testA })).not.toContain('Genes (');
  });

  it('is generated and kept as a document of the order', async () => {
    const response = await server.request(`${base}/order/GenerateAndSaveRequisition/${orderId}`, {
      method: 'PUT',
      as: demoUsers.ada,
    });
    const saved = ((await response.json()) as { data: { DocumentId: number; size: number } }).data;
    expect(response.status).toBe(200);
    expect(saved.size).toBeGreaterThan(1000);
    const list = await server.request(`${base}/order/documents/${orderId}`, { as: demoUsers.ada });
    const documents = (
      (await list.json()) as { data: Array<{ id: number; mimeType: string; name: string }> }
    ).data;
    expect(documents).toContainEqual(
      expect.objectContaining({
        id: saved.DocumentId,
        mimeType: 'application/pdf',
        name: `Requisition-${orderId}.pdf`,
      }),
    );
    const download = await server.request(`${base}/documentUpload/document/${saved.DocumentId}`, {
      as: demoUsers.ada,
    });
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('prints names in any script as written (Latin with diacritics, Greek, Cyrillic)', async () => {
    for (const [firstName, lastName] of [
      ['Zoë', 'Łukasiewicz-Ødegaard'],
      ['Ελένη', 'Παπαδοπούλου'],
      ['Анна', 'Смирнова-Кузнецова'],
    ] as const) {
      const patientId = await patientNamed(server, fx, firstName, lastName);
      const created = await server.request(`${base}/simpleOrder`, {
        method: 'POST',
        as: demoUsers.ada,
        json: { accountNumber: '1001', patientId, tests: [{ code: fx.testA }] },
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const draftId = ((await created.json()) as { data: { orderId: number } }).data.orderId;
      const response = await server.request(`${base}/order/requisition/${draftId}`, {
        as: demoUsers.ada,
      });
      const text = await drawnText(Buffer.from(await response.arrayBuffer()));
      expect(text).toContain(`Name: ${firstName} ${lastName}`);
      expect(text).not.toContain('?');
    }
  });

  it('answers 404 outside the caller’s accounts and 400 for a bad id', async () => {
    for (const user of [demoUsers.noAccount, demoUsers.newProvider]) {
      expect(
        (await server.request(`${base}/order/requisition/${orderId}`, { as: user })).status,
      ).toBe(404);
      expect(
        (
          await server.request(`${base}/order/GenerateAndSaveRequisition/${orderId}`, {
            method: 'PUT',
            as: user,
          })
        ).status,
      ).toBe(404);
    }
    expect(
      (await server.request(`${base}/order/requisition/0`, { as: demoUsers.ada })).status,
    ).toBe(400);
    expect((await server.request(`${base}/order/requisition/${orderId}`)).status).toBe(401);
  });
});
