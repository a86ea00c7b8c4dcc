// Orders over real HTTP (PGlite and PostgreSQL): create, save, the status state machine through
// the API (every pair of statuses), cart rules and blocked countries, drafts, cancel and restore
// tests, the order list, add-ons, release, notifications and the role matrix of every demo user.
import {
  blockedCountryMessage,
  canTransition,
  NumericOrderStatuses,
  transition,
} from '@loci/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { demoUsers, strangerEmail } from '../testing/index.js';
import { orderTestServer } from './order-http.js';

const ctx = orderTestServer();

const base = '/api/portal/v1.0.1';

interface Failure {
  success: false;
  errors: Array<{ code: string; message: string; path?: string }>;
}
interface Order {
  orderId: number;
  status: number;
  statusLabel: string;
  accessionNumber: string | null;
  orderedDate: string | null;
  tests: Array<Record<string, unknown> & { id: number; code: string; labStatus: string }>;
  [key: string]: unknown;
}

/** Audit detail: jsonb may arrive parsed or as text depending on the driver. */
function readDetail(detail: unknown): unknown {
  return typeof detail === 'string' ? JSON.parse(detail) : detail;
}

function call(method: string, path: string, as: string, json?: unknown) {
  return ctx.server.request(`${base}${path}`, {
    method,
    as,
    ...(json === undefined ? {} : { json }),
  });
}

async function data<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: T };
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body.data;
}

async function failure(response: Response, status: number): Promise<Failure> {
  const body = (await response.json()) as Failure;
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.success).toBe(false);
  return body;
}

function draftBody(overrides: Record<string, unknown> = {}) {
  return {
    accountNumber: '1001',
    patientId: ctx.fx.patient1001,
    tests: [{ code: ctx.fx.testA }],
    diagnosisCodes: ['Z13.79'],
    ...overrides,
  };
}

function completeBody(status: number, overrides: Record<string, unknown> = {}) {
  return draftBody({
    status,
    orderingProviderId: ctx.fx.provider1001,
    paymentType: 'Insurance',
    insurancePolicyId: ctx.fx.policies.UHC001,
    consent: { given: true, signedBy: 'Patient' },
    aoeAnswers: ctx.fx.aoeAnswers,
    ...overrides,
  });
}

async function createOrder(body: Record<string, unknown>, as: string = demoUsers.ada) {
  return data<Order>(await call('POST', '/simpleOrder', as, body), 201);
}

describe('creating an order', () => {
  it('starts as a Draft with every field of an ordered test, lab status Ordered', async () => {
    const order = await createOrder(
      draftBody({ tests: [{ code: ctx.fx.testA }, { code: ctx.fx.testB, indent: 1 }] }),
    );
    expect(order.status).toBe(1);
    expect(order.statusLabel).toBe('Draft');
    expect(order.accessionNumber).toBeNull();
    expect(order.tests.map((test) => test.code)).toEqual([ctx.fx.testA, ctx.fx.testB]);
    const [first, second] = order.tests;
    expect(first).toMatchObject({
      labStatus: 'Ordered',
      indent: 0,
      dueDate: null,
      priorAuthRecord: null,
    });
    expect(second).toMatchObject({ indent: 1, reflexOrderingParentTestCode: ctx.fx.testA });
    for (const field of [
      'shortDescription',
      'startDate',
      'revisedDueDate',
      'labReportId',
      'testCancelledBySystem',
      'wasBi',
      'lastBiRunDate',
      'biStatus',
      'holdForBI',
      'bundledBillingQualify',
      'reportedDate',
      'testReason',
      'testIssues',
      'isTrio',
      'isDuo',
      'allowedRelatives',
      'testFinishedDate',
      'insuranceEnabled',
      'patientPortalUserReportViewed',
      'dplEnabled',
      'institutionalBillingEnabled',
      'eligibleForPartnerships',
      'biopharmaEligibilities',
      'enableProgramCode',
      'programCode',
      'programCodes',
      'userEnteredSliceName',
      'preDefinedSliceNames',
      'savedSliceName',
      'phenotypeNames',
    ]) {
      expect(first, field).toHaveProperty(field);
    }
    const audit = await ctx.server.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', 'order.create')
      .where('entity_id', '=', String(order.orderId))
      .executeTakeFirstOrThrow();
    expect(audit.actor_email).toBe(demoUsers.ada);
    expect(readDetail(audit.detail)).toMatchObject({ oldStatus: null, newStatus: 1 });
  });

  it('submitted: accession number, ordered date, due dates from the turnaround time', async () => {
    const order = await createOrder(completeBody(0));
    expect(order.status).toBe(0);
    expect(order.statusLabel).toBe('Submitted order');
    expect(order.accessionNumber).toMatch(/^AC\d{8}$/);
    expect(order.orderedDate).not.toBeNull();
    const test = order.tests[0]!;
    expect(test.startDate).toBe(new Date().toISOString().slice(0, 10));
    expect(Date.parse(String(test.dueDate))).toBeGreaterThan(Date.parse(String(test.startDate)));
  });

  it('carries trio, duo and allowed relatives from the catalogue', async () => {
    const order = await createOrder(
      draftBody({
        tests: [{ code: ctx.fx.trioTest }],
        familyMembers: [
          { relation: ctx.fx.trioRelative, testCode: ctx.fx.trioTest, firstName: 'Kin' },
        ],
      }),
    );
    expect(order.tests[0]).toMatchObject({ isTrio: true });
    expect(order.tests[0]!.allowedRelatives).toContain(ctx.fx.trioRelative);
    const refused = await failure(
      await call(
        'POST',
        '/simpleOrder',
        demoUsers.ada,
        draftBody({
          tests: [{ code: ctx.fx.testA }],
          familyMembers: [{ relation: 'Mother', testCode: ctx.fx.testA }],
        }),
      ),
      422,
    );
    expect(refused.errors[0]).toMatchObject({
      code: 'family_member_test',
      path: 'familyMembers.0.testCode',
    });
  });

  it('checks relatives as the portal does: limit per test, father and mother once, date of birth', async () => {
    const trio = ctx.fx.trioTest;
    const withRelatives = (familyMembers: Array<Record<string, unknown>>) =>
      call(
        'POST',
        '/simpleOrder',
        demoUsers.ada,
        draftBody({ tests: [{ code: trio }], familyMembers }),
      );
    const relative = (relation: string, more: Record<string, unknown> = {}) => ({
      relation,
      testCode: trio,
      ...more,
    });
    const twice = await failure(await withRelatives([relative('Mother'), relative('Mother')]), 422);
    expect(twice.errors).toEqual([
      {
        code: 'relation_twice',
        message: 'The Mother is already listed for this test.',
        path: 'familyMembers.1.relation',
      },
    ]);
    const tooMany = await failure(
      await withRelatives([relative('Father'), relative('Mother'), relative('Father')]),
      422,
    );
    expect(tooMany.errors).toEqual([
      {
        code: 'too_many_relatives',
        message: `${trio} tests at most 2 relatives.`,
        path: 'familyMembers.2.relation',
      },
    ]);
    const future = await failure(
      await withRelatives([relative('Mother', { birthDate: '01/01/2099' })]),
      422,
    );
    expect(future.errors).toEqual([
      {
        code: 'invalid_date',
        message: 'Date of birth cannot be in the future',
        path: 'familyMembers.0.birthDate',
      },
    ]);
    const notADate = await failure(
      await withRelatives([relative('Mother', { birthDate: 'abcdefghij' })]),
      400,
    );
    expect(notADate.errors[0]).toMatchObject({
      path: 'familyMembers.0.birthDate',
      message: 'Please enter a valid date',
    });
    const order = await createOrder(
      draftBody({
        tests: [{ code: trio }],
        familyMembers: [relative('Father', { birthDate: '03/14/1962' }), relative('Mother')],
        consent: { given: false, signedDate: '2026-01-05' },
      }),
    );
    expect(order.familyMembers).toMatchObject([
      { birthDate: '1962-03-14' },
      { relation: 'Mother' },
    ]);
  });

  it('refuses bad input with the field path', async () => {
    const noTests = await failure(
      await call('POST', '/simpleOrder', demoUsers.ada, draftBody({ tests: [] })),
      400,
    );
    expect(noTests.errors[0]).toMatchObject({
      path: 'tests',
      message: 'Please select at least one value',
    });
    const badStatus = await failure(
      await call('POST', '/simpleOrder', demoUsers.ada, draftBody({ status: 2 })),
      400,
    );
    expect(badStatus.errors[0]?.path).toBe('status');
    const badCode = await failure(
      await call(
        'POST',
        '/simpleOrder',
        demoUsers.ada,
        draftBody({ diagnosisCodes: ['not a code'] }),
      ),
      400,
    );
    expect(badCode.errors[0]).toMatchObject({ path: 'diagnosisCodes.0', message: 'Wrong format' });
    const noPatient = await failure(
      await call('POST', '/simpleOrder', demoUsers.ada, draftBody({ patientId: 'x' })),
      400,
    );
    expect(noPatient.errors[0]?.path).toBe('patientId');
  });

  it('re-checks the cart rules and the catalogue on the server', async () => {
    const conflict = await failure(
      await call(
        'POST',
        '/simpleOrder',
        demoUsers.ada,
        draftBody({ tests: [{ code: '896' }, { code: 'J774' }] }),
      ),
      422,
    );
    expect(conflict.errors.map((error) => error.code)).toContain('test_conflict');
    expect(conflict.errors.some((error) => error.path?.startsWith('tests.'))).toBe(true);
    const unknown = await failure(
      await call(
        'POST',
        '/simpleOrder',
        demoUsers.ada,
        draftBody({ tests: [{ code: 'NOPE123' }] }),
      ),
      422,
    );
    expect(unknown.errors[0]).toMatchObject({ code: 'test_not_orderable', path: 'tests.0.code' });
  });

  it('refuses a test given twice on the repeated copy (never drops it and shifts the details)', async () => {
    const { testA, testB } = ctx.fx;
    const refused = await failure(
      await call(
        'POST',
        '/simpleOrder',
        demoUsers.ada,
        draftBody({
          tests: [{ code: testA }, { code: testA.toLowerCase() }, { code: testB }],
        }),
      ),
      422,
    );
    expect(refused.errors).toEqual([
      {
        code: 'test_conflict',
        message: `Test ${testA} is already in this order`,
        path: 'tests.1.code',
      },
    ]);
    // A repeatable test may be given twice.
    const order = await createOrder(
      draftBody({ tests: [{ code: testA }, { code: '9001' }, { code: '9001' }] }),
    );
    expect(order.tests.map((test) => test.code)).toEqual([testA, '9001', '9001']);
  });

  it('refuses blocked countries with the lab’s message', async () => {
    const refused = await failure(
      await call('POST', '/simpleOrder', demoUsers.ada, draftBody({ specimenCountry: 'FRA' })),
      422,
    );
    expect(refused.errors[0]).toEqual({
      code: 'blocked_country',
      message: blockedCountryMessage('support@loci.test'),
      path: 'specimenCountry',
    });
  });

  it('needs provider, payment, policy and consent to submit', async () => {
    const refused = await failure(
      await call(
        'POST',
        '/simpleOrder',
        demoUsers.ada,
        draftBody({ status: 0, paymentType: 'Insurance', aoeAnswers: ctx.fx.aoeAnswers }),
      ),
      422,
    );
    expect(refused.errors.map((error) => error.path).sort()).toEqual(
      ['consent.given', 'insurancePolicyId', 'orderingProviderId'].sort(),
    );
    expect(refused.errors[0]?.message).toBe('This field is required');
  });

  it('needs at least one diagnosis code to submit; a draft may have none', async () => {
    const refused = await failure(
      await call('POST', '/simpleOrder', demoUsers.ada, completeBody(0, { diagnosisCodes: [] })),
      422,
    );
    expect(refused.errors).toEqual([
      { code: 'required', message: 'This field is required', path: 'diagnosisCodes' },
    ]);
    const draft = await createOrder(draftBody({ diagnosisCodes: [] }));
    expect(draft.diagnosisCodes).toEqual([]);
    const submitting = await failure(
      await call('PUT', '/simpleOrder', demoUsers.ada, {
        ...completeBody(0, { diagnosisCodes: [] }),
        orderId: draft.orderId,
      }),
      422,
    );
    expect(submitting.errors.map((error) => error.path)).toEqual(['diagnosisCodes']);
  });

  it('submits billable ICD-10-CM codes only; a draft may hold a header code', async () => {
    // Z13.7 heads the genetic screening codes (Z13.71, Z13.79): a claim must name the specific one.
    const draft = await createOrder(draftBody({ diagnosisCodes: ['Z13.7'] }));
    expect(draft.diagnosisCodes).toEqual(['Z13.7']);
    const submit = (diagnosisCodes: string[]) =>
      call('PUT', '/simpleOrder', demoUsers.ada, {
        ...completeBody(0, { orderId: draft.orderId, diagnosisCodes }),
      });
    const refused = await failure(await submit(['Z13.7', 'Z13.79', 'Z13.799']), 422);
    expect(refused.errors).toEqual([
      {
        code: 'unknown_diagnosis_code',
        message: 'Not an ICD-10-CM code: Z13.799',
        path: 'diagnosisCodes',
      },
      {
        code: 'diagnosis_code_not_billable',
        message: 'Not billable, choose a more specific code: Z13.7',
        path: 'diagnosisCodes',
      },
    ]);
    // Nothing was saved: the order is still a draft with its code.
    const kept = await data<Order>(
      await call('GET', `/simpleOrder/${draft.orderId}`, demoUsers.ada),
    );
    expect(kept).toMatchObject({ status: 1, diagnosisCodes: ['Z13.7'] });
    expect((await data<Order>(await submit(['Z13.71', 'Z13.79']))).status).toBe(0);
  });

  it('needs every required AOE question of its tests answered to submit; a draft may lack them', async () => {
    interface Question {
      id: string;
      label: string;
      required: boolean;
      children: Question[];
    }
    const forms = (await (
      await call('POST', '/references/questions', demoUsers.ada, { testCodes: [ctx.fx.testA] })
    ).json()) as Array<{ sections: Array<{ groups: Array<{ questions: Question[] }> }> }>;
    const questions = forms.flatMap((form) =>
      form.sections.flatMap((section) => section.groups.flatMap((group) => group.questions)),
    );
    const required = questions.filter((question) => question.required);
    const parent = questions.find((question) => question.children.some((child) => child.required));
    expect(required.length, 'a seeded required AOE question').toBeGreaterThan(0);
    expect(parent, 'a seeded question with a required child').toBeDefined();
    const child = parent!.children.find((candidate) => candidate.required)!;
    const problem = (question: Question) => ({
      code: 'required',
      message: `${question.label}: This field is required`,
      path: `aoeAnswers.${question.id}`,
    });

    // A draft saves without answers; submitting it is refused, naming each question.
    const draft = await createOrder(completeBody(1, { aoeAnswers: {} }));
    const refused = await failure(
      await call(
        'PUT',
        '/simpleOrder',
        demoUsers.ada,
        completeBody(0, { orderId: draft.orderId, aoeAnswers: {} }),
      ),
      422,
    );
    expect(refused.errors).toEqual(required.map(problem));
    await failure(
      await call('POST', '/simpleOrder', demoUsers.ada, completeBody(4, { aoeAnswers: {} })),
      422,
    );

    // A blank answer is no answer; a required child counts once its parent is answered.
    const answers = Object.fromEntries(required.map((question) => [question.id, ' ']));
    const blank = await failure(
      await call(
        'PUT',
        '/simpleOrder',
        demoUsers.ada,
        completeBody(0, {
          orderId: draft.orderId,
          aoeAnswers: { ...ctx.fx.aoeAnswers, ...answers, [parent!.id]: true },
        }),
      ),
      422,
    );
    expect(blank.errors).toEqual([...required.map(problem), problem(child)]);
    const stored = await ctx.server.database.db
      .selectFrom('lab_order')
      .select('status')
      .where('id', '=', draft.orderId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe(1);

    const submitted = await data<Order>(
      await call(
        'PUT',
        '/simpleOrder',
        demoUsers.ada,
        completeBody(0, { orderId: draft.orderId, aoeAnswers: ctx.fx.aoeAnswers }),
      ),
    );
    expect(submitted.status).toBe(0);
  });

  it('refuses an AOE answer that does not fit its question, in a draft too, saving nothing', async () => {
    interface Question {
      id: string;
      label: string;
      type: string;
      options: Array<{ value: string }>;
      children: Question[];
    }
    const forms = (await (
      await call('POST', '/references/questions', demoUsers.ada, { testCodes: [ctx.fx.testA] })
    ).json()) as Array<{ sections: Array<{ groups: Array<{ questions: Question[] }> }> }>;
    const questions = forms.flatMap((form) =>
      form.sections.flatMap((section) => section.groups.flatMap((group) => group.questions)),
    );
    // One wrong answer of each kind the forms ask: a word for a tick, an option not offered.
    const wrong: Record<string, unknown> = {};
    const expected: Array<{ code: string; message: string; path: string }> = [];
    for (const question of questions) {
      const answer =
        question.type === 'checkbox'
          ? 'yes'
          : question.type === 'date'
            ? 'soon'
            : question.type === 'number'
              ? '12 years'
              : question.options.length > 0
                ? 'not an option'
                : null;
      if (answer === null || question.id in wrong) continue;
      wrong[question.id] = answer;
      expected.push({
        code: 'invalid_format',
        message: `${question.label}: ${question.type === 'date' ? 'Please enter a valid date' : 'Wrong format'}`,
        path: `aoeAnswers.${question.id}`,
      });
    }
    expect(expected.length, 'seeded AOE questions with a shape').toBeGreaterThan(0);
    const before = await ctx.server.database.db
      .selectFrom('lab_order')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const refused = await failure(
      await call('POST', '/simpleOrder', demoUsers.ada, completeBody(1, { aoeAnswers: wrong })),
      422,
    );
    expect(refused.errors).toEqual(expected);
    const after = await ctx.server.database.db
      .selectFrom('lab_order')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('does not reveal another account’s patient or take a provider of another account', async () => {
    await failure(
      await call(
        'POST',
        '/simpleOrder',
        demoUsers.ada,
        draftBody({ patientId: ctx.fx.patient1002 }),
      ),
      404,
    );
    const provider = await failure(
      await call(
        'POST',
        '/simpleOrder',
        demoUsers.ada,
        draftBody({ orderingProviderId: ctx.fx.provider1002 }),
      ),
      422,
    );
    expect(provider.errors[0]?.path).toBe('orderingProviderId');
  });
});

describe('the order status state machine through the API', () => {
  const statuses = NumericOrderStatuses.map((status) => status.value);
  for (const from of statuses) {
    for (const to of statuses) {
      it(`${from} → ${to}: ${canTransition(from, to) ? 'allowed' : 'refused'}`, async () => {
        const order = await createOrder(completeBody(1));
        if (from !== 1) {
          await data(
            await call(
              'PUT',
              '/simpleOrder',
              demoUsers.ada,
              completeBody(from, { orderId: order.orderId }),
            ),
          );
        }
        const response = await call(
          'PUT',
          '/simpleOrder',
          demoUsers.ada,
          completeBody(to, { orderId: order.orderId }),
        );
        if (canTransition(from, to)) {
          expect((await data<Order>(response)).status).toBe(to);
        } else {
          const refused = await failure(response, 409);
          const expected = transition(from, to);
          expect(refused.errors[0]).toEqual({
            code: 'transition_not_allowed',
            message: expected.ok ? '' : expected.message,
            path: 'status',
          });
          const stored = await ctx.server.database.db
            .selectFrom('lab_order')
            .select('status')
            .where('id', '=', order.orderId)
            .executeTakeFirstOrThrow();
          expect(stored.status).toBe(from);
        }
      });
    }
  }

  it('numbers that are not statuses are refused by the contract (400), nothing saved', async () => {
    const order = await createOrder(completeBody(1));
    for (const status of [2, 5, -1]) {
      await failure(await call('POST', '/simpleOrder', demoUsers.ada, completeBody(status)), 400);
      await failure(
        await call(
          'PUT',
          '/simpleOrder',
          demoUsers.ada,
          completeBody(status, { orderId: order.orderId }),
        ),
        400,
      );
    }
    const stored = await ctx.server.database.db
      .selectFrom('lab_order')
      .select('status')
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe(1);
  });

  it('audits old and new status of every change', async () => {
    const order = await createOrder(completeBody(1));
    await data(
      await call('PUT', '/simpleOrder', demoUsers.ada, completeBody(3, { orderId: order.orderId })),
    );
    const rows = await ctx.server.database.db
      .selectFrom('audit_event')
      .select('detail')
      .where('action', '=', 'order.update')
      .where('entity_id', '=', String(order.orderId))
      .execute();
    expect(rows.map((row) => readDetail(row.detail))).toEqual([{ oldStatus: 1, newStatus: 3 }]);
  });

  it('keeps a submitted order’s tests', async () => {
    const order = await createOrder(completeBody(0));
    const refused = await failure(
      await call(
        'PUT',
        '/simpleOrder',
        demoUsers.ada,
        completeBody(0, { orderId: order.orderId, tests: [{ code: ctx.fx.testB }] }),
      ),
      409,
    );
    expect(refused.errors[0]).toMatchObject({ code: 'submitted_order_field', path: 'tests' });
  });
});

describe('drafts', () => {
  it('are saved, resumed and read back (full and light)', async () => {
    const draft = await createOrder(
      draftBody({ notes: 'Call the patient first', aoeAnswers: { 'c-reason': 'diagnostic' } }),
    );
    await data(
      await call(
        'PUT',
        '/simpleOrder',
        demoUsers.ada,
        draftBody({ orderId: draft.orderId, tests: [{ code: ctx.fx.testB }], notes: 'Resumed' }),
      ),
    );
    const full = await data<Order>(
      await call('GET', `/simpleOrder/${draft.orderId}`, demoUsers.ada),
    );
    expect(full).toMatchObject({ status: 1, notes: 'Resumed', aoeAnswers: {} });
    expect(full.tests.map((test) => test.code)).toEqual([ctx.fx.testB]);
    const light = await data<{ testCodes: string[] }>(
      await call('GET', `/simpleOrderLight/${draft.orderId}`, demoUsers.ada),
    );
    expect(light.testCodes).toEqual([ctx.fx.testB]);
  });

  it('only drafts can be deleted, one or several (all or nothing)', async () => {
    const draft = await createOrder(draftBody());
    const submitted = await createOrder(completeBody(0));
    const other = await createOrder(draftBody());
    expect(
      (await failure(await call('DELETE', `/order/${submitted.orderId}`, demoUsers.ada), 409))
        .errors[0]?.code,
    ).toBe('not_a_draft');
    await failure(
      await call('DELETE', '/order', demoUsers.ada, [other.orderId, submitted.orderId]),
      409,
    );
    await data(await call('GET', `/simpleOrder/${other.orderId}`, demoUsers.ada));
    expect(await data(await call('DELETE', `/order/${draft.orderId}`, demoUsers.ada))).toEqual({
      orderId: draft.orderId,
    });
    await failure(await call('GET', `/simpleOrder/${draft.orderId}`, demoUsers.ada), 404);
    expect(await data(await call('DELETE', '/order', demoUsers.ada, [other.orderId]))).toEqual({
      orderIds: [other.orderId],
    });
    await failure(await call('DELETE', '/order', demoUsers.ada, []), 400);
    await failure(await call('DELETE', '/order/abc', demoUsers.ada), 400);
  });
});

describe('tests of an order', () => {
  it('POST cancels the listed tests, PUT restores them; statuses and descriptions follow', async () => {
    const order = await createOrder(
      completeBody(0, { tests: [{ code: ctx.fx.testA }, { code: ctx.fx.testB }] }),
    );
    const [first, second] = order.tests;
    const cancelled = await data<Array<{ testId: number; labStatus: string; cancelled: boolean }>>(
      await call('POST', '/order/test', demoUsers.ada, {
        Id: order.orderId,
        Tests: [{ TestID: second!.id }],
      }),
    );
    expect(cancelled.find((test) => test.testId === second!.id)).toMatchObject({
      labStatus: 'Canceled',
      cancelled: true,
    });
    expect(cancelled.find((test) => test.testId === first!.id)).toMatchObject({
      labStatus: 'Ordered',
      cancelled: false,
    });
    const statuses = await data<Array<{ labStatus: string }>>(
      await call('GET', `/order/test-statuses/${order.orderId}`, demoUsers.ada),
    );
    expect(statuses.map((test) => test.labStatus)).toEqual(['Ordered', 'Canceled']);
    const restored = await data<Array<{ labStatus: string }>>(
      await call('PUT', '/order/test', demoUsers.ada, {
        Id: order.orderId,
        Tests: [{ TestID: second!.id }],
      }),
    );
    expect(restored.map((test) => test.labStatus)).toEqual(['Ordered', 'Ordered']);
    const descriptions = await data<Array<{ testCode: string }>>(
      await call('GET', `/tests/list/TestCodeDescOrder/${order.orderId}`, demoUsers.ada),
    );
    expect(descriptions.map((test) => test.testCode)).toEqual([ctx.fx.testA, ctx.fx.testB]);
    await failure(
      await call('POST', '/order/test', demoUsers.ada, {
        Id: order.orderId,
        Tests: [{ TestID: 1 }],
      }),
      404,
    );
    await failure(
      await call('POST', '/order/test', demoUsers.ada, { Id: order.orderId, Tests: [] }),
      400,
    );
  });
});

describe('add-on orders, release and notifications', () => {
  it('lists submitted orders available for an add-on and builds an add-on from one', async () => {
    const original = await createOrder(completeBody(0));
    const available = await data<Array<{ orderId: number; testCodes: string[] }>>(
      await call('POST', '/simpleorder/addonAvailable', demoUsers.ada, {
        SearchTerm: 'Addon',
        AccountNumbers: ['1001'],
      }),
    );
    expect(available.find((item) => item.orderId === original.orderId)?.testCodes).toEqual([
      ctx.fx.testA,
    ]);
    const summaries = await data<Array<{ orderId: number; isAddOnAvailable: boolean }>>(
      await call('POST', '/results/list/addonavailable', demoUsers.ada, { SearchTerm: 'Addon' }),
    );
    expect(summaries.find((item) => item.orderId === original.orderId)?.isAddOnAvailable).toBe(
      true,
    );
    const addOn = await createOrder(
      draftBody({ tests: [{ code: ctx.fx.testB }], originalOrderId: original.orderId }),
    );
    expect(addOn.originalOrderId).toBe(original.orderId);
    const draft = await createOrder(draftBody());
    const refused = await failure(
      await call(
        'POST',
        '/simpleOrder',
        demoUsers.ada,
        draftBody({ originalOrderId: draft.orderId }),
      ),
      422,
    );
    expect(refused.errors[0]?.path).toBe('originalOrderId');
    expect(
      await data(await call('POST', '/simpleorder/addonAvailable', demoUsers.noAccount, {})),
    ).toEqual([]);
  });

  it('releases a held order to the lab; an order that is not held is refused', async () => {
    const order = await createOrder(completeBody(3));
    const released = await data<Order>(
      await call('POST', `/order/release/${order.orderId}`, demoUsers.ada),
    );
    expect(released).toMatchObject({ status: 0, isHeld: false });
    expect(released.accessionNumber).toMatch(/^AC/);
    expect(
      (await failure(await call('POST', `/order/release/${order.orderId}`, demoUsers.ada), 409))
        .errors[0]?.code,
    ).toBe('not_held');
  });

  it('records an order notification', async () => {
    const order = await createOrder(completeBody(0));
    const answer = await data<{ orderId: number }>(
      await call('POST', '/order/notification', demoUsers.ada, {
        orderId: order.orderId,
        event: 'Submitted',
      }),
    );
    expect(answer.orderId).toBe(order.orderId);
    await failure(
      await call('POST', '/order/notification', demoUsers.ada, {
        orderId: order.orderId,
        event: 'Nope',
      }),
      400,
    );
  });
});

describe('the order list', () => {
  const list = (body: Record<string, unknown>, as: string = demoUsers.ada, paged = true) =>
    call(
      'POST',
      paged ? '/results/list/orderTestsAndReportsPaged' : '/results/list/orderTestsAndReports',
      as,
      body,
    );
  interface Page {
    items: Array<{
      orderId: number;
      accessionNum: string | null;
      lastName: string | null;
      orderStatus: number;
      accountNumber: string;
      updatedDate: string;
    }>;
    totalCount: number;
  }

  it('searches, sorts, filters and pages on the server', async () => {
    const all = await data<Page>(await list({ AccountNumbers: ['1001'], PageSize: 200 }));
    expect(all.totalCount).toBeGreaterThan(5);
    expect(all.items.every((item) => item.accountNumber === '1001')).toBe(true);
    const updated = all.items.map((item) => item.updatedDate);
    expect(updated).toEqual([...updated].sort().reverse());
    const byPatient = await data<Page>(
      await list({ SortField: 'Patient', SortOrder: 0, PageSize: 200 }),
    );
    const names = byPatient.items.map((item) => (item.lastName ?? '').toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const page2 = await data<Page>(
      await list({ PageNumber: 2, PageSize: 3, SortField: 'OrderedDate', SortOrder: 1 }),
    );
    const page1 = await data<Page>(
      await list({ PageNumber: 1, PageSize: 3, SortField: 'OrderedDate', SortOrder: 1 }),
    );
    expect(page2.items).toHaveLength(3);
    expect(page1.items.map((item) => item.orderId)).not.toContain(page2.items[0]!.orderId);
    const drafts = await data<Page>(await list({ Statuses: [1], PageSize: 200 }));
    expect(drafts.items.every((item) => item.orderStatus === 1)).toBe(true);
    const searched = await data<Page>(await list({ SearchTerm: 'addon' }));
    expect(searched.items.length).toBeGreaterThan(0);
    expect(searched.items.every((item) => item.lastName === 'Addon')).toBe(true);
    // A search counts its matches with the page, and still past the last page.
    const pastTheEnd = await data<Page>(
      await list({ SearchTerm: 'addon', PageNumber: 99, PageSize: 1 }),
    );
    expect(pastTheEnd.items).toEqual([]);
    expect(pastTheEnd.totalCount).toBe(searched.totalCount);
    expect((await data<Page>(await list({ SearchTerm: 'no-such-patient' }))).totalCount).toBe(0);
    const accession = searched.items.find((item) => item.accessionNum)?.accessionNum;
    if (accession) {
      const byAccession = await data<Page>(
        await list({ SearchTerm: accession.slice(0, -1).toLowerCase() }),
      );
      expect(byAccession.items.map((item) => item.accessionNum)).toContain(accession);
    }
    const today = new Date().toISOString().slice(0, 10);
    const future = await data<Page>(await list({ DateFrom: '2100-01-01' }));
    expect(future.totalCount).toBe(0);
    // Years outside 1900–2100 are refused with the spec's message (document 1 section 5).
    for (const filter of [{ DateFrom: '2999-01-01' }, { DateTo: '1899-12-31' }]) {
      const outOfRange = await failure(await list(filter), 400);
      expect(outOfRange.errors).toEqual([
        expect.objectContaining({
          path: Object.keys(filter)[0],
          message: 'Please enter a year between 1900 and 2100',
        }),
      ]);
    }
    expect(
      (await data<Page>(await list({ DateFrom: today, DateTo: today }))).totalCount,
    ).toBeGreaterThan(0);
    await failure(await list({ SortField: 'Nope' }), 400);
    await failure(await list({ SortOrder: 2 }), 400);
    await failure(await list({ DateFrom: '01/02/2024' }), 400);
    const notADate = await failure(await list({ DateTo: 20240102 }), 400);
    expect(notADate.errors).toContainEqual(
      expect.objectContaining({ message: 'Expected DateTime object' }),
    );
  });

  it('filters by the name look-ups’ choices: ordering provider and who placed the order', async () => {
    // An order placed by dr.ada, so that the list has a placer to look up.
    await createOrder(completeBody(1));
    const all = await data<Page>(await list({ AccountNumbers: ['1001'], PageSize: 200 }));
    const lookup = async (path: string, SearchName: string) =>
      data<Array<{ name: string; value: string }>>(
        await call('POST', `/results/list/byAccount/${path}`, demoUsers.ada, {
          AccountNumbers: ['1001'],
          SearchName,
        }),
      );
    const counted = async (filter: Record<string, unknown>) =>
      (await data<Page>(await list({ AccountNumbers: ['1001'], PageSize: 200, ...filter })))
        .totalCount;
    const providers = await lookup('orderingProviderByName', '');
    expect(providers.length).toBeGreaterThan(0);
    const byProvider = await Promise.all(
      providers.map((provider) => counted({ OrderingProviderIds: [provider.value] })),
    );
    expect(Math.max(...byProvider)).toBeGreaterThan(0);
    expect(byProvider.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(all.totalCount);
    const placers = await lookup('orderPlacedByForName', '');
    expect(placers.length).toBeGreaterThan(0);
    const byPlacer = await Promise.all(
      placers.map((placer) => counted({ OrderedBy: [placer.value] })),
    );
    expect(Math.min(...byPlacer)).toBeGreaterThan(0);
    expect(byPlacer.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(all.totalCount);
    expect((await data<Page>(await list({ OrderedBy: ['nobody@loci.test'] }))).totalCount).toBe(0);
    expect((await data<Page>(await list({ OrderingProviderIds: [999999] }))).totalCount).toBe(0);
  });

  it('counts from a tally that follows every create, status change, move and delete', async () => {
    const db = ctx.server.database.db;
    const tallied = async () =>
      (
        await db
          .selectFrom('lab_order_tally')
          .select(['account_id', 'status', 'orders'])
          .where('orders', '<>', 0)
          .orderBy('account_id')
          .orderBy('status')
          .execute()
      ).map((row) => [row.account_id, row.status, Number(row.orders)]);
    const counted = async () =>
      (
        await db
          .selectFrom('lab_order')
          .select(['account_id', 'status', sql<string>`count(*)`.as('orders')])
          .groupBy(['account_id', 'status'])
          .orderBy('account_id')
          .orderBy('status')
          .execute()
      ).map((row) => [row.account_id, row.status, Number(row.orders)]);
    const draft = await createOrder(draftBody());
    const submitted = await createOrder(completeBody(0));
    await data(
      await call(
        'PUT',
        '/simpleOrder',
        demoUsers.ada,
        completeBody(4, { orderId: submitted.orderId }),
      ),
    );
    await data(await call('DELETE', `/order/${draft.orderId}`, demoUsers.ada));
    // Several rows in one statement, and a change of account (not something the API does).
    await db.updateTable('lab_order').set({ status: 1 }).where('status', '=', 3).execute();
    await db
      .updateTable('lab_order')
      .set({ account_id: 502 })
      .where('id', '=', submitted.orderId)
      .execute();
    expect(await tallied()).toEqual(await counted());
    const all = await data<Page>(await list({ AccountNumbers: ['1001', '1002'] }));
    const total = (await counted()).reduce(
      (sum, [account, , orders]) => (account === 501 || account === 502 ? sum + orders! : sum),
      0,
    );
    expect(all.totalCount).toBe(total);
    await db
      .updateTable('lab_order')
      .set({ account_id: 501 })
      .where('id', '=', submitted.orderId)
      .execute();
    expect(await tallied()).toEqual(await counted());
  });

  it('shows only the caller’s approved accounts; the unpaged list is capped at 200', async () => {
    const sam = await data<Page>(await list({ PageSize: 200 }, demoUsers.sam));
    expect(new Set(sam.items.map((item) => item.accountNumber))).toEqual(new Set(['1001']));
    const foreign = await data<Page>(await list({ AccountNumbers: ['1003'] }, demoUsers.ada));
    expect(foreign.totalCount).toBe(0);
    const top = await data<Page>(await list({ PageSize: 200 }, demoUsers.ada, false));
    expect(top.items.length).toBeLessThanOrEqual(200);
    expect(top.totalCount).toBeLessThanOrEqual(200);
  });
});

describe('the role matrix', () => {
  it('scopes orders to approved accounts: another account’s order answers 404', async () => {
    const order1001 = await createOrder(completeBody(0));
    const order1002 = await createOrder(
      draftBody({ accountNumber: '1002', patientId: ctx.fx.patient1002 }),
    );
    const expectations: Array<[string, number, number]> = [
      [demoUsers.ada, 200, 200],
      [demoUsers.sam, 200, 404],
      // new.provider@loci.test has approved Full Account Access to 1002 (registration pending).
      [demoUsers.newProvider, 404, 200],
      [demoUsers.noAccount, 404, 404],
      [strangerEmail, 404, 404],
    ];
    for (const [user, first, second] of expectations) {
      expect((await call('GET', `/simpleOrder/${order1001.orderId}`, user)).status, user).toBe(
        first,
      );
      expect((await call('GET', `/simpleOrder/${order1002.orderId}`, user)).status, user).toBe(
        second,
      );
    }
    expect((await ctx.server.request(`${base}/simpleOrder/${order1001.orderId}`)).status).toBe(401);
  });

  it('Orders Only staff create and submit orders but cannot cancel tests or release', async () => {
    const order = await createOrder(completeBody(0), demoUsers.sam);
    expect(order.status).toBe(0);
    await failure(
      await call('POST', '/order/test', demoUsers.sam, {
        Id: order.orderId,
        Tests: [{ TestID: order.tests[0]!.id }],
      }),
      403,
    );
    await failure(await call('POST', `/order/release/${order.orderId}`, demoUsers.sam), 403);
    // dr.ada's Orders Only access to 1003 is not approved: the account does not exist for her.
    await failure(
      await call('POST', '/simpleOrder', demoUsers.ada, draftBody({ accountNumber: '1003' })),
      404,
    );
  });

  it('an order moved to another account in the body is not found', async () => {
    const order = await createOrder(draftBody());
    await failure(
      await call(
        'PUT',
        '/simpleOrder',
        demoUsers.ada,
        draftBody({ orderId: order.orderId, accountNumber: '1002', patientId: ctx.fx.patient1002 }),
      ),
      404,
    );
    const count = await ctx.server.database.db
      .selectFrom('lab_order')
      .select(sql<string>`count(*)`.as('n'))
      .where('id', '=', order.orderId)
      .where('account_id', '=', 501)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
