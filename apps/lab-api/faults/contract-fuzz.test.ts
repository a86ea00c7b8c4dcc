// Fuzz (issue 19): every call of the portal contract fed generated inputs, near the contract and
// broken on purpose, against the live server over HTTP. No answer is a 5xx; every input the
// contract refuses is refused (4xx); and a refused request changes no row: triggers on every table
// of the lab's data count each row written, and the count must not move over a refused request.
// FUZZ_RUNS sets the inputs per call (half generated from the schema, half broken); FUZZ_SEED
// replays a run (the seed is printed). FUZZ_LANES servers (each on its own copy of the seeded
// database, with its own write counter) take the calls in turn, call i on lane i mod FUZZ_LANES,
// so one lane's requests overlap another's database work; within a lane a call's requests go one
// at a time, so a counted write belongs to exactly one request (docs/decisions/fault-tests.md).
import {
  callUrl,
  getUserProfile,
  pathParameterNames,
  portalCalls,
  type CallDescriptor,
} from '@loci/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  demoUsers,
  labDeskUser,
  startTestServer,
  type TestServer,
} from '../src/testing/test-server.js';
import { arbitraryOf, mutatedOf } from './fuzz/zod-arbitrary.js';

const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const laneCount = Math.max(1, Number(process.env.FUZZ_LANES ?? 2));

/**
 * Tables a refused request may write: the audit trail (refusals are audited), the identity
 * provider's store, the request-limit counters, and the idempotency keys of refused retries.
 */
const writtenByRefusals = /^(audit_event|identity_|request_limit_window|idempotency_key|kysely_)/;

/** One server on its own database, its write counter, its tokens, and the calls queued on it. */
interface Lane {
  server: TestServer;
  tokens: Map<string, string>;
  /** The lane's calls run one after another, in the order of the contract. */
  queue: Promise<unknown>;
}

const lanes: Lane[] = [];

/** Starts a server on a fresh copy of the seeded database and counts every row written to it. */
async function startLane(): Promise<Lane> {
  const server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
  const { db } = server.database;
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  await sql`create table fuzz_row_write (id bigserial primary key, table_name text not null)`.execute(
    db,
  );
  // security definer: the server may run as the application role, which cannot write this table.
  await sql`
    create function fuzz_count_write() returns trigger language plpgsql security definer as $$
    begin
      insert into fuzz_row_write (table_name) values (tg_table_name);
      return null;
    end $$`.execute(db);
  for (const { table_name: table } of tables.rows) {
    if (writtenByRefusals.test(table)) continue;
    await sql`
      create trigger fuzz_count_write after insert or update or delete on ${sql.table(table)}
      for each row execute function fuzz_count_write()`.execute(db);
  }
  const tokens = new Map<string, string>();
  for (const email of [demoUsers.ada, labDeskUser]) {
    tokens.set(email, await server.tokenFor(email, { expiresIn: 24 * 3600 }));
    // A user's first call links their profile to the token's subject (a write, by design, whatever
    // the call's answer): made here, so that the first fuzzed request on the lane is not that call.
    const profile = await fetch(`${server.baseUrl}${callUrl(getUserProfile, {})}`, {
      headers: { authorization: `Bearer ${tokens.get(email)!}` },
    });
    await profile.arrayBuffer();
  }
  return { server, tokens, queue: Promise.resolve() };
}

beforeAll(async () => {
  console.info(
    `contract fuzz: seed ${seed} (FUZZ_SEED=${seed} replays it), ${runs} inputs a call, ${laneCount} lanes`,
  );
  // One at a time: each copies the seeded template database, which takes one copier at once.
  for (let index = 0; index < laneCount; index += 1) lanes.push(await startLane());
}, 400_000);

afterAll(async () => {
  const lines = portalCalls.flatMap((call) => {
    const tally = summary.get(call.operationId);
    return tally
      ? [
          `${call.operationId}: ${tally.sent} sent, ${tally.valid} valid by the contract, ${JSON.stringify(tally.statuses)}, ${(tally.sent / (tally.ms / 1000)).toFixed(1)}/s`,
        ]
      : [];
  });
  const sent = [...summary.values()].reduce((total, tally) => total + tally.sent, 0);
  const seconds = (performance.now() - (startedAt ?? performance.now())) / 1000;
  console.info(
    `contract fuzz, seed ${seed}, ${laneCount} lanes:\n${lines.join('\n')}\n` +
      `${sent} requests in ${seconds.toFixed(0)} s: ${(sent / seconds).toFixed(1)} requests a second`,
  );
  await Promise.all(lanes.map((lane) => lane.server.close()));
});

/** When the first call started (for the run's requests a second). */
let startedAt: number | undefined;

/** The last row write counted so far on a lane. */
async function lastWrite(lane: Lane): Promise<number> {
  const { rows } = await sql<{ last: string | null }>`
    select max(id) as last from fuzz_row_write`.execute(lane.server.database.db);
  return Number(rows[0]?.last ?? 0);
}

/** The tables written on a lane after write `since`. */
async function tablesWrittenAfter(lane: Lane, since: number): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select distinct table_name from fuzz_row_write where id > ${since}`.execute(
    lane.server.database.db,
  );
  return rows.map((row) => row.table_name);
}

/** One request's input as generated: the three parts of the contract, in their JSON shape. */
interface Input {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** A path parameter or query value as text on the wire. */
function wireText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The request as sent, and the parts as the server reads them (for the contract's verdict). */
function onTheWire(call: CallDescriptor, input: Input) {
  const params: Record<string, string> = {};
  const given =
    input.params && typeof input.params === 'object'
      ? (input.params as Record<string, unknown>)
      : {};
  for (const name of pathParameterNames(call)) params[name] = wireText(given[name]);
  let url: string;
  try {
    url = callUrl(call, params);
  } catch {
    // An empty, "." or ".." path parameter: the path is not the call's any more; skip such an input.
    return undefined;
  }
  const search = new URLSearchParams();
  if (input.query && typeof input.query === 'object' && !Array.isArray(input.query)) {
    for (const [key, value] of Object.entries(input.query as Record<string, unknown>)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, wireText(item));
    }
  }
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  const text = search.toString();
  const bodyText = call.request.body ? JSON.stringify(input.body ?? null) : undefined;
  const body = bodyText === undefined ? undefined : (JSON.parse(bodyText) as unknown);
  return { path: text ? `${url}?${text}` : url, params, query, bodyText, body };
}

function acceptedByContract(call: CallDescriptor, wire: NonNullable<ReturnType<typeof onTheWire>>) {
  const parts: Array<[z.ZodMiniType | undefined, unknown]> = [
    [call.request.params, wire.params],
    [call.request.query, wire.query],
    [call.request.body, wire.body],
  ];
  return parts.every(([schema, value]) => !schema || schema.safeParse(value).success);
}

/** Generated inputs: half from the schemas, half with one part broken. */
function inputsOf(call: CallDescriptor): fc.Arbitrary<Input> {
  const part = (schema: z.ZodMiniType | undefined, broken: boolean) =>
    schema ? (broken ? mutatedOf(schema) : arbitraryOf(schema)) : fc.constant(undefined);
  const { params, query, body } = call.request;
  const near = fc.record({
    params: part(params, false),
    query: part(query, false),
    body: part(body, false),
  });
  const brokenParts = [params, query, body].filter(Boolean).length;
  if (brokenParts === 0) return near;
  const broken = fc.record({
    params: part(params, true),
    query: part(query, true),
    body: part(body, true),
  });
  // One part broken at a time: the others stay near the schema, so the handler is reached.
  const oneBroken = fc.tuple(near, broken, fc.nat()).map(([good, bad, pick]) => {
    const present = (['params', 'query', 'body'] as const).filter((name) => call.request[name]);
    const name = present[pick % present.length]!;
    return { ...good, [name]: bad[name] };
  });
  return fc.oneof(near, oneBroken);
}

interface Finding {
  input: string;
  status: number;
  answer: string;
  why: string;
}

const userOf = (call: CallDescriptor) =>
  lanes[0]!.server.lab.registry.registered.find((route) => route.operationId === call.operationId)
    ?.access.scope === 'lab-staff'
    ? labDeskUser
    : demoUsers.ada;

/** Per call: inputs sent, inputs the contract accepts, and answers by status class. */
const summary = new Map<
  string,
  { sent: number; valid: number; statuses: Record<string, number>; ms: number }
>();

async function fuzzCall(lane: Lane, call: CallDescriptor, callSeed: number): Promise<Finding[]> {
  const { server } = lane;
  const findings: Finding[] = [];
  const tally = { sent: 0, valid: 0, statuses: {} as Record<string, number>, ms: 0 };
  summary.set(call.operationId, tally);
  const started = performance.now();
  startedAt ??= started;
  const token = lane.tokens.get(userOf(call))!;
  const samples = fc.sample(inputsOf(call), { numRuns: runs, seed: callSeed });
  let before = await lastWrite(lane);
  for (const input of samples) {
    const wire = onTheWire(call, input);
    if (!wire) continue;
    const valid = acceptedByContract(call, wire);
    const response = await fetch(`${server.baseUrl}${wire.path}`, {
      method: call.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(wire.bodyText === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(wire.bodyText === undefined ? {} : { body: wire.bodyText }),
    });
    const answer = (await response.text()).slice(0, 300);
    tally.sent += 1;
    if (valid) tally.valid += 1;
    const status = `${String(response.status).slice(0, 1)}xx`;
    tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
    const after = await lastWrite(lane);
    const refused = response.status >= 400 && response.status < 500;
    const why =
      response.status >= 500
        ? 'a 5xx'
        : !valid && !refused
          ? 'an input the contract refuses was not refused'
          : refused && after !== before
            ? `a refused request wrote rows (${(await tablesWrittenAfter(lane, before)).join(', ')})`
            : undefined;
    if (why) {
      findings.push({
        input: `${call.method} ${wire.path} ${wire.bodyText ?? ''}`.slice(0, 400),
        status: response.status,
        answer,
        why,
      });
    }
    before = after;
  }
  tally.ms = performance.now() - started;
  return findings;
}

describe('the portal contract, fuzzed against the live server', () => {
  // A call waits for its lane's earlier calls, then has the lane to itself.
  const timeout = Math.max(420_000, runs * 2_000);
  it.concurrent.each(portalCalls.map((call, index) => [call.operationId, call, index] as const))(
    '%s: no 5xx, invalid input refused, refusals write nothing',
    async (_name, call, index) => {
      const lane = lanes[index % lanes.length]!;
      const run = lane.queue.then(() => fuzzCall(lane, call, seed + index));
      lane.queue = run.catch(() => undefined);
      const findings = await run;
      // The first few, to read and to replay (FUZZ_SEED above).
      expect(findings.slice(0, 3)).toEqual([]);
    },
    timeout,
  );
});
