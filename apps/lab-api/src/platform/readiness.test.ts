// Liveness and readiness, and the graceful stop a rolling upgrade relies on (docs/deployment.md).
import http from 'node:http';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import { demoUsers, useTestServer } from '../testing/index.js';

const server = useTestServer();

/** Sends a request's head at once and its body only when asked: a request in flight. */
function requestInFlight(
  url: string,
  token: string,
): { finish(body: string): void; answer: Promise<{ status: number; body: string }> } {
  const request = http.request(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  return { finish: (body) => request.end(body), answer };
}

describe('liveness and readiness', () => {
  it('answers ready when the database answers and every migration ran', async () => {
    const live = await server.request('/healthz');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await server.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration the code knows has not run, and alive all the same', async () => {
    const db = server.database.db;
    const last = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by timestamp desc limit 1`.execute(db);
    const row = last.rows[0];
    if (!row) throw new Error('no migration has run');
    await sql`delete from kysely_migration where name = ${row.name}`.execute(db);
    try {
      const ready = await server.request('/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'unavailable',
        reason: 'migrations_pending',
        pending: 1,
      });
      expect((await server.request('/healthz')).status).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(
        db,
      );
    }
    expect((await server.request('/readyz')).status).toBe(200);
  });

  it('starts and is ready on a database a newer release already migrated (a rolling upgrade)', async () => {
    const db = server.database.db;
    const newer = 'lab_9999_added_by_a_newer_release';
    await sql`insert into kysely_migration (name, timestamp) values (${newer}, ${new Date().toISOString()})`.execute(
      db,
    );
    try {
      await expect(migrateToLatest(db)).resolves.toEqual({ results: [] });
      expect((await server.request('/readyz')).status).toBe(200);
    } finally {
      await sql`delete from kysely_migration where name = ${newer}`.execute(db);
    }
  });

  it('drains on a stop: not ready at once, the request in flight finishes, then no new requests', async () => {
    const token = await server.tokenFor(demoUsers.ada);
    const inFlight = requestInFlight(
      `${server.baseUrl}/api/portal/v1.0.1/order/notification`,
      token,
    );
    // The head has arrived: the request is in flight when the stop begins.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = server.lab.close({ drainMs: 400 });

    const during = await server.request('/readyz');
    expect(during.status).toBe(503);
    expect(await during.json()).toEqual({ status: 'draining' });
    // Still serving while the load balancer takes the instance out.
    expect((await server.request('/healthz')).status).toBe(200);

    inFlight.finish(JSON.stringify({ orderId: 'not a number' }));
    const answer = await inFlight.answer;
    // Answered by the route (the contract refuses the input), not cut off by the stop.
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('orderId');

    await stopped;
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  });
});
