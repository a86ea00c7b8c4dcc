// The audit walk (issue 17): every route of the server's own route table, called by every demo
// user with the seeded ids of that user's account, and the audit rows each call wrote (found by
// the answer's request id). A PHI call writes exactly one row (who, what, outcome; no PHI), any
// other call none; a route that `callAuditClasses` does not classify fails the walk.
import { portalCalls, type CallDescriptor } from '@loci/contract';
import { sql, type RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { demoUsers, useTestServer } from '../testing/index.js';
import { labDeskUser } from '../testing/test-server.js';
import { callAuditClasses, otherRoutes } from './call-audit-classes.js';

const server = useTestServer({ catalogue: true });
const onlyOnOtherDatabase =
  process.env.LOCI_TEST_DATABASE === 'pglite' && Boolean(process.env.DATABASE_URL);

/** The walkers: the four demo users and the lab desk, each with their own account's ids. */
const walkers = { ...demoUsers, labDesk: labDeskUser } as const;
type Walker = keyof typeof walkers;

/** Seeded ids of one account (users without an account walk with account 1001's: refusals). */
interface AccountIds {
  account: string;
  order: number;
  /** The newest patient without an order (one the walk created): editable. */
  newPatient: number;
  /** A draft (status 1): the calls that change or delete an order before it is submitted. */
  draftOrder: number;
  patient: number;
  document: number;
  report: number;
  thread: number;
  orderTest: number;
  notification: number;
  testCode: string;
  programCode: string;
  planCode: string;
  xifinCode: string;
  chart: string;
  caseNumber: string;
  supplyOrder: number;
  offlineSlice: number;
  form: string;
  faxJob: number;
}

async function first<T>(query: RawBuilder<T>): Promise<T | undefined> {
  return (await query.execute(server.database.db)).rows[0];
}

/** The first column of the first row, or the fallback when there is none. */
async function one<T>(query: RawBuilder<Record<string, T>>, fallback: T): Promise<T> {
  const row = await first(query);
  return row ? (Object.values(row)[0] as T) : fallback;
}

async function idsOf(email: string): Promise<AccountIds> {
  const access = await first<{ cmid: string; account_id: number }>(sql`
    select client_account.cmid, client_account.account_id from account_access
      join user_profile on user_profile.contact_id = account_access.contact_id
      join client_account on client_account.account_id = account_access.account_id
    where lower(user_profile.login_email_address) = ${email} and account_access.access_approved
    order by client_account.cmid limit 1`);
  const accountId =
    access?.account_id ??
    (await first<{ account_id: number }>(
      sql`select account_id from client_account where cmid = '1001'`,
    ))!.account_id;
  const account = access?.cmid ?? '1001';
  const report = await first<{ id: number; order_id: number }>(
    sql`select id, order_id from lab_report where account_id = ${accountId} order by id limit 1`,
  );
  const order =
    report?.order_id ??
    (await one<number>(
      sql`select id from lab_order where account_id = ${accountId} order by id`,
      0,
    ));
  return {
    account,
    order,
    newPatient: await one<number>(
      sql`select id from patient where account_id = ${accountId}
            and id not in (select patient_id from lab_order where patient_id is not null)
          order by id desc`,
      0,
    ),
    draftOrder: await one<number>(
      sql`select id from lab_order where account_id = ${accountId} and status = 1 order by id desc`,
      0,
    ),
    report: report?.id ?? 0,
    patient: await one(
      sql`select patient_id from lab_order where id = ${order}`,
      await one(sql`select id from patient where account_id = ${accountId} order by id`, 0),
    ),
    document: await one(
      sql`select id from order_document where account_id = ${accountId} order by id`,
      0,
    ),
    thread: await one(
      sql`select id from message_thread where account_id = ${accountId} order by id`,
      0,
    ),
    orderTest: await one(sql`select id from order_test where order_id = ${order} order by id`, 0),
    notification: await one(
      sql`select id from notification where account_id = ${accountId} order by id`,
      0,
    ),
    testCode: await one(
      sql`select code from order_test where order_id = ${order} order by id`,
      await one(sql`select test_code from catalogue_test order by test_code`, 'X'),
    ),
    programCode: await one(
      sql`select program_code from partnership_program order by program_code`,
      'X',
    ),
    planCode: await one(sql`select plan_code from insurance_plan order by plan_code`, 'X'),
    xifinCode: await one(
      sql`select xifin_code from payor_required_document order by xifin_code`,
      'X',
    ),
    chart: await one(
      sql`select chart_number from emr_chart where account_id = ${accountId} order by chart_number`,
      'X',
    ),
    caseNumber: await one(
      sql`select case_number from prior_auth_case where order_id in
            (select id from lab_order where account_id = ${accountId}) order by case_number`,
      'X',
    ),
    supplyOrder: await one(
      sql`select id from supply_order where account_id = ${accountId} order by id`,
      0,
    ),
    offlineSlice: await one(
      sql`select id from offline_slice where owner_email = ${email} order by id`,
      await one(sql`select id from offline_slice order by id`, 0),
    ),
    form: await one(sql`select id from resource order by id`, 'X'),
    faxJob: await one(sql`select id from fax_job where account_id = ${accountId} order by id`, 0),
  };
}

/** A field's value from its name: the walker's seeded ids for every id the contract names. */
function namedValue(name: string, ids: AccountIds, type: string): unknown {
  const key = name.toLowerCase().replace(/_/g, '');
  const byName: Record<string, unknown> = {
    accountnumber: ids.account,
    accountno: ids.account,
    accountnumbers: type === 'array' ? [ids.account] : ids.account,
    orderid: ids.order,
    labreportid: ids.report,
    patientid: ids.patient,
    documentid: ids.document,
    threadid: ids.thread,
    ordertestid: ids.orderTest,
    notificationid: ids.notification,
    testcode: ids.testCode,
    customtestcode: ids.testCode,
    testcodes: type === 'array' ? [ids.testCode] : ids.testCode,
    programcode: ids.programCode,
    xifincode: ids.xifinCode,
    chartnumber: ids.chart,
    casenumber: ids.caseNumber,
    supplyorderid: ids.supplyOrder,
    offlineorderid: ids.offlineSlice,
    sliceorderid: ids.order,
    formid: ids.form,
    jobid: ids.faxJob,
    toemailaddresses: type === 'array' ? ['colleague@loci.test'] : 'colleague@loci.test',
    email: 'walk@loci.test',
    searchterm: 'a',
    search_term: 'a',
    genesymbols: ['BRCA1'],
  };
  return byName[key];
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  default?: unknown;
};

/** A value the schema accepts: named ids first, then the simplest value of the type. */
function sample(schema: JsonSchema, name: string, ids: AccountIds): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const chosen = options.find((option) => option.type !== 'null') ?? options[0]!;
    return sample(chosen, name, ids);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = [schema.type ?? 'string'].flat().find((each) => each !== 'null') ?? 'string';
  const named = namedValue(name, ids, type);
  if (named !== undefined) {
    if (type === 'integer' || type === 'number') return Number(named);
    if (type === 'string' && typeof named === 'number') return String(named);
    return named;
  }
  if (schema.default !== undefined) return schema.default;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(key);
        if (required || namedValue(key, ids, 'string') !== undefined) {
          value[key] = sample(property, key, ids);
        }
      }
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        sample(schema.items ?? {}, name, ids),
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    default:
      if (schema.format === 'date') return '1980-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
      if (schema.format === 'email') return 'walk@loci.test';
      if (schema.pattern && /\\d/.test(schema.pattern)) return '1'.repeat(schema.minLength ?? 1);
      return 'A'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

function partSample(part: z.ZodMiniType | undefined, ids: AccountIds): unknown {
  if (!part) return undefined;
  const schema = z.toJSONSchema(part, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  return sample(schema, '', ids);
}

/** Inputs the generic sample cannot make (an upload's content, a body's required shape). */
const specialInputs: Partial<
  Record<
    string,
    (ids: AccountIds) => {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    }
  >
> = {
  createPatient: (ids) => ({ body: walkPatient(ids) }),
  updatePatient: (ids) => ({ body: { ...walkPatient(ids), id: ids.newPatient } }),
  updateSimpleOrder: (ids) => ({ body: { accountNumber: ids.account, id: ids.draftOrder } }),
  deleteOrder: (ids) => ({ params: { orderId: ids.draftOrder } }),
  deleteOrders: (ids) => ({ body: [ids.draftOrder] }),
  releaseOrder: (ids) => ({ params: { orderId: ids.draftOrder } }),
  cancelOrderTests: (ids) => ({ body: { Id: ids.order, Tests: [{ TestID: ids.orderTest }] } }),
  restoreOrderTests: (ids) => ({ body: { Id: ids.order, Tests: [{ TestID: ids.orderTest }] } }),
  createSimpleOrder: (ids) => ({
    body: {
      accountNumber: ids.account,
      patientId: ids.patient,
      status: 1,
      tests: [{ code: ids.testCode }],
    },
  }),
  getInsuranceByCode: (ids) => ({ params: { code: ids.planCode } }),
  tagDocument: (ids) => ({
    body: { DocumentId: ids.document, EntityId: ids.order, Tags: ['Clinical Notes'] },
  }),
  setLabDeskAccessionNumber: () => ({ body: { AccessionNumber: 'WALK-0001' } }),
  searchEmrPatients: (ids) => ({ query: { accountNumber: ids.account, lastName: 'a' } }),
  sendReportByFax: (ids) => ({
    body: {
      FirstName: 'Walk',
      LastName: 'Fax',
      FaxNumber: '+1 212 555 0100',
      LabReportId: ids.report,
    },
  }),
  uploadDocument: (ids) => ({
    query: { orderId: ids.order, documentName: 'walk.pdf', documentCategory: 1 },
    body: Buffer.from('%PDF-1.4\n%walk\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString(
      'base64',
    ),
  }),
};

/** A patient the contract accepts, in the walker's account (no real person's data). */
function walkPatient(ids: AccountIds) {
  return {
    firstName: 'Walk',
    lastName: 'Audit',
    birthDate: '1980-01-15',
    gender: 'F',
    accountInformation: { accountNumber: ids.account },
  };
}

function requestOf(call: CallDescriptor, ids: AccountIds) {
  const special = specialInputs[call.operationId]?.(ids);
  const params = (special?.params ?? partSample(call.request.params, ids) ?? {}) as Record<
    string,
    unknown
  >;
  const query = (special?.query ?? partSample(call.request.query, ids) ?? {}) as Record<
    string,
    unknown
  >;
  const body = special?.body ?? partSample(call.request.body, ids);
  let url = `${call.base}${call.version ? `/${call.version}` : ''}${call.path}`.replace(
    /\{(\w+)\}/g,
    (_whole, key: string) => encodeURIComponent(String(params[key])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const each of [value].flat()) search.append(key, String(each));
  }
  if (search.size > 0) url += `?${search}`;
  return { url, body };
}

interface AuditRow {
  action: string;
  outcome: string;
  actor_email: string | null;
  entity_type: string | null;
  entity_id: string | null;
  account_number: string | null;
  client_ip: string | null;
  detail: unknown;
}

/** Names, dates of birth and policy numbers of the seeded patients: never in an audit row. */
async function phiTexts(): Promise<string[]> {
  const { rows } = await sql<{ value: string | null }>`
    select first_name as value from patient union select last_name from patient
    union select to_char(birth_date, 'YYYY-MM-DD') from patient
    union select first_name from emr_chart union select last_name from emr_chart`.execute(
    server.database.db,
  );
  return rows
    .map((row) => row.value?.trim().toLowerCase() ?? '')
    .filter((value) => value.length >= 4);
}

/**
 * PHI calls the walk cannot yet answer from the seed (their row count is still checked on each
 * refusal: at most one row, a failure): each needs a state the seed does not hold.
 */
const notAnsweredBySeed: Record<string, string> = {
  updateSimpleOrder: 'needs the whole order form of a draft',
  releaseOrder: 'needs a held order',
  estimatePatientCost: 'needs an order with an insurance plan',
  removePatientEstimate: 'needs an order with a cost estimate',
  updateClinicalQuestions: 'needs an open prior-authorization case',
  postCustomerMessage: 'needs a thread of the same order',
  applyOrderChangeSet: 'needs a change set the catalogue of changes accepts',
  setLabDeskTestStatus: 'needs a test whose lab status may move (the walk cancelled it)',
  releaseLabDeskReport: 'needs a finished test without a report',
  issueLabDeskUpdatedReport: 'needs a released report of a test not cancelled',
  setLabDeskPriorAuthStatus: 'needs a prior-authorization case',
  getSliceRequisition: 'needs an order with a slice test',
  getSliceStatusAndGenes: 'needs an order with a slice test',
  forwardNotification: 'needs a notification of the account',
  downloadMessageAttachment: 'needs a lab reply with a file (the seed holds none)',
};

/** Calls after which the walkers' ids are read again (what they made or removed). */
const changesIds = new Set(['uploadDocument', 'createPatient', 'deleteOrder']);
/** Uploads and new patients first (the seed holds no document, no editable patient), DELETE calls last. */
const rank = (call: CallDescriptor) =>
  ['uploadDocument', 'createPatient'].includes(call.operationId)
    ? 0
    : call.method === 'DELETE'
      ? 2
      : 1;
const walkOrder = [...portalCalls].sort((a, b) => rank(a) - rank(b));

describe('the audit walk of the route table', () => {
  it('classifies every route of the server (a new route must say whether it is PHI)', () => {
    const contract = new Set(
      server.lab.registry.registered.map((call) => `${call.method} ${call.path}`),
    );
    const unclassified = server.lab.registry.registered
      .filter((call) => !(call.operationId in callAuditClasses))
      .map((call) => call.operationId);
    expect(unclassified).toEqual([]);
    // Fastify's own table: each /api and /graphql route is a contract call or classified here.
    const others = server.lab.routes
      .filter((route) => /^\/(api|graphql)\b/.test(route.url) && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => !contract.has(route))
      .filter((route) => !(route in otherRoutes));
    expect(others).toEqual([]);
    // No stale entries either: every classified call is a route of the server.
    const operations = new Set(server.lab.registry.registered.map((call) => call.operationId));
    expect(Object.keys(callAuditClasses).filter((id) => !operations.has(id))).toEqual([]);
  });

  // The walk is minutes of calls: it runs on one database, PostgreSQL when the suite has one
  // (the audit rows are written by the same code on both).
  it.skipIf(onlyOnOtherDatabase)(
    'writes exactly one audit row per PHI call and none for other calls, for every demo user',
    async () => {
      const phi = await phiTexts();
      const allIds = async () =>
        Object.fromEntries(
          await Promise.all(
            Object.entries(walkers).map(async ([walker, email]) => [walker, await idsOf(email)]),
          ),
        ) as Record<Walker, AccountIds>;
      let ids = await allIds();
      const answeredPhiCalls = new Set<string>();
      const problems: string[] = [];
      for (const call of walkOrder) {
        const audited = callAuditClasses[call.operationId as keyof typeof callAuditClasses];
        for (const [walker, email] of Object.entries(walkers) as Array<[Walker, string]>) {
          const { url, body } = requestOf(call, ids[walker]);
          const answer = await server.request(url, {
            method: call.method,
            as: email,
            ...(body === undefined ? {} : { json: body }),
          });
          await answer.arrayBuffer();
          const requestId = answer.headers.get('x-request-id');
          const { rows } = await sql<AuditRow>`
            select action, outcome, actor_email, entity_type, entity_id, account_number,
                   client_ip, detail
            from audit_event where request_id = ${requestId}`.execute(server.database.db);
          const where = `${call.operationId} as ${walker} (${answer.status})`;
          const succeeded = answer.status < 400;
          if (audited === 'none') {
            if (rows.length !== 0) problems.push(`${where}: ${rows.length} rows, expected none`);
            continue;
          }
          if (succeeded) answeredPhiCalls.add(call.operationId);
          // An answered call: exactly one row; a refused one: at most one, as a failure.
          if (succeeded ? rows.length !== 1 : rows.length > 1) {
            problems.push(`${where}: ${rows.length} rows`);
            continue;
          }
          const row = rows[0];
          if (!row) continue;
          if (row.actor_email !== email) problems.push(`${where}: actor ${row.actor_email}`);
          if (!row.action) problems.push(`${where}: no action`);
          // A refusal is a failure; an answered look-up that found nothing may be one too.
          if (!succeeded && row.outcome !== 'failure') {
            problems.push(`${where}: outcome ${row.outcome}`);
          }
          if (!row.client_ip) problems.push(`${where}: no client address`);
          const rowText = JSON.stringify(row).toLowerCase();
          const leaked = phi.find((value) => rowText.includes(value));
          if (leaked) problems.push(`${where}: PHI in the row (${leaked})`);
        }
        if (changesIds.has(call.operationId)) ids = await allIds();
      }
      expect(problems).toEqual([]);
      // Every PHI call was answered for at least one walker, so its row was counted on a success
      // (but those the seed cannot answer yet, listed above with why).
      const phiCalls = Object.entries(callAuditClasses)
        .filter(([, audited]) => audited === 'phi')
        .map(([operationId]) => operationId);
      expect(
        phiCalls.filter(
          (operationId) =>
            !answeredPhiCalls.has(operationId) && !(operationId in notAnsweredBySeed),
        ),
      ).toEqual([]);
      expect(
        phiCalls.filter((operationId) => answeredPhiCalls.has(operationId)).length,
      ).toBeGreaterThan(50);
    },
    15 * 60_000,
  );
});
