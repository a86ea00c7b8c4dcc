// Notifications fan-out (issue 14), on the engine of the run: `BENCH_STREAMS` (1,000) live event
// streams open over HTTP for `BENCH_STREAM_PEOPLE` (100) people of account 1001 (added here, with
// approved access, so each event is a notification per person), then the lab desk moves a test's
// lab status `BENCH_EVENTS` (20) times. Each move writes a notification and a live event per
// person in its transaction, NOTIFYs, and every stream hears it: the figure is the delay from the
// lab desk's request to each stream's receipt, p50 and p99 over all deliveries.
import { loadavg } from 'node:os';
import { liveEventStreamPath } from '@loci/contract';
import { openLiveStream, type OpenStream } from '../src/notifications/live-stream-testing.js';
import { insertUser } from '../src/identity/identity-users.js';
import { demoUsers, labDeskUser, startTestServer } from '../src/testing/test-server.js';
import type { BenchFigure } from './platform-bench.js';
import { runWhenMain } from './bench-runner.js';

const portal = '/api/portal/v1.0.1';
const streamCount = Number(process.env.BENCH_STREAMS ?? 1000);
const peopleCount = Number(process.env.BENCH_STREAM_PEOPLE ?? 100);
const eventCount = Number(process.env.BENCH_EVENTS ?? 20);

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

export async function runNotificationsBench(engine: string): Promise<BenchFigure[]> {
  const server = await startTestServer();
  const streams: OpenStream[] = [];
  try {
    const db = server.database.db;
    // The people of account 1001 who listen (Dr. Ada and Sam are two of them).
    const emails: string[] = [demoUsers.ada, demoUsers.sam];
    const ada = await db
      .selectFrom('user_profile')
      .selectAll()
      .where('login_email_address', '=', demoUsers.ada)
      .executeTakeFirstOrThrow();
    for (let index = emails.length; index < peopleCount; index += 1) {
      const email = `bench.listener${index}@loci.test`;
      const contactId = 880000 + index;
      // A person who signs in: the server accepts only tokens of a live grant of a real user.
      await insertUser(db, email, 'bench-listener-password', { ifAbsent: true });
      await db
        .insertInto('user_profile')
        .values({
          ...ada,
          contact_id: contactId,
          login_email_address: email,
          email,
          first_name: 'Bench',
          last_name: `Listener ${index}`,
        })
        .execute();
      await db
        .insertInto('account_access')
        .values({
          contact_id: contactId,
          account_id: 501,
          access_type_code: 'GDOO',
          portal_role_name: 'Order only',
          portal_role_code: 'GDOO',
          is_ordering_provider: false,
          access_approved: true,
        })
        .execute();
      emails.push(email);
    }

    // A submitted test of account 1001 in the lab, to move On Hold and back.
    const test = await db
      .selectFrom('order_test as t')
      .innerJoin('lab_order as o', 'o.id', 't.order_id')
      .select(['t.id', 't.lab_status'])
      .where('o.account_id', '=', 501)
      .where('o.status', 'in', [0, 4])
      .where('t.lab_status', '=', 'Ordered')
      .orderBy('t.id')
      .executeTakeFirstOrThrow();
    const move = async (LabStatus: string) => {
      const response = await server.request(`${portal}/labdesk/orderTests/${test.id}/labStatus`, {
        method: 'PUT',
        as: labDeskUser,
        json: { LabStatus },
      });
      if (response.status !== 200) throw new Error(`move to ${LabStatus}: HTTP ${response.status}`);
    };
    await move('Specimen Received');
    await move('In Lab');

    let sentAt = 0;
    let arrivals: number[] = [];
    let expected = 0;
    let arrived: (() => void) | undefined;
    const onEvent = () => {
      arrivals.push(performance.now() - sentAt);
      if (arrivals.length === expected) arrived?.();
    };
    const tickets = await Promise.all(
      emails.map(async (email) => {
        const response = await server.request(`${portal}/events/ticket`, {
          method: 'POST',
          as: email,
          json: {},
        });
        if (response.status !== 200)
          throw new Error(`ticket for ${email}: HTTP ${response.status}`);
        return ((await response.json()) as { data: { Ticket: string } }).data.Ticket;
      }),
    );
    for (let index = 0; index < streamCount; index += 1) {
      const ticket = tickets[index % tickets.length]!;
      const stream = await openLiveStream(
        `${server.baseUrl}${liveEventStreamPath}?ticket=${encodeURIComponent(ticket)}`,
        {},
        onEvent,
      );
      if (stream.status !== 200) throw new Error(`stream ${index}: HTTP ${stream.status}`);
      streams.push(stream);
    }

    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    for (let index = 0; index < eventCount; index += 1) {
      arrivals = [];
      expected = streamCount;
      const all = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      sentAt = performance.now();
      await move(index % 2 === 0 ? 'On Hold' : 'In Lab');
      const timedOut = await Promise.race([
        all.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 30_000)),
      ]);
      if (timedOut) failures += streamCount - arrivals.length;
      latencies.push(...arrivals);
    }
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const figure: BenchFigure = {
      name: `live events: fan-out to ${streamCount} streams of ${emails.length} people, ${eventCount} events [load ${loadavg()[0]!.toFixed(2)}]`,
      engine,
      requests: latencies.length,
      requestsPerSecond: Math.round(latencies.length / seconds),
      p50Ms: Math.round(percentile(latencies, 0.5)),
      p99Ms: Math.round(percentile(latencies, 0.99)),
      failures,
    };
    console.log(
      `${engine} | ${figure.name} | p50 ${figure.p50Ms} ms | p99 ${figure.p99Ms} ms | missed ${failures}`,
    );
    return [figure];
  } finally {
    for (const stream of streams) stream.close();
    await server.close();
  }
}

await runWhenMain(import.meta.url, (engine) => runNotificationsBench(engine));
