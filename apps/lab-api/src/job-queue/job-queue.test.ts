// The job queue on the lab's own database (PGlite and PostgreSQL): a job sent inside a
// transaction exists only if the transaction commits, a failed attempt is retried, and jobs left
// by a stopped queue are worked by the next one.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { startJobQueue, type JobDefinition, type JobQueue } from './job-queue.js';

let database: TestDatabase;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop(1000);
});

afterAll(async () => {
  await database.close();
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function recorder(name: string, failFirst = 0) {
  const worked: { value: number; retryCount: number }[] = [];
  let failures = 0;
  const definition: JobDefinition<{ value: number }> = {
    name,
    retryLimit: 3,
    retryDelaySeconds: 1,
    retryBackoff: false,
    expireInSeconds: 30,
    async work(data, attempt) {
      if (failures < failFirst) {
        failures += 1;
        throw new Error('not yet');
      }
      worked.push({ value: data.value, retryCount: attempt.retryCount });
    },
  };
  return { definition, worked };
}

describe('the job queue', () => {
  it('works a job sent inside a committed transaction, never one of a rolled-back one', async () => {
    const { definition, worked } = recorder('test-commit');
    const queue = await startJobQueue(database.db, [definition], { pollingIntervalSeconds: 0.5 });
    queues.push(queue);
    await database.db
      .transaction()
      .execute(async (trx) => {
        await queue.send(definition, { value: 1 }, { transaction: trx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.db.transaction().execute(async (trx) => {
      await queue.send(definition, { value: 2 }, { transaction: trx });
    });
    await until(() => worked.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(worked).toEqual([{ value: 2, retryCount: 0 }]);
  });

  it('retries a failed attempt', async () => {
    const { definition, worked } = recorder('test-retry', 1);
    const queue = await startJobQueue(database.db, [definition], { pollingIntervalSeconds: 0.5 });
    queues.push(queue);
    await queue.send(definition, { value: 3 });
    await until(() => worked.length > 0);
    expect(worked).toEqual([{ value: 3, retryCount: 1 }]);
  });

  it('leaves waiting jobs to the next queue on the same database', async () => {
    const first = recorder('test-restart');
    const queue = await startJobQueue(database.db, [first.definition], {
      pollingIntervalSeconds: 0.5,
    });
    await queue.stop(1000);
    // A stopped queue still writes jobs; nothing in this process works them until the next start.
    await queue.send(first.definition, { value: 4 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(first.worked).toEqual([]);
    const second = recorder('test-restart');
    const next = await startJobQueue(database.db, [second.definition], {
      pollingIntervalSeconds: 0.5,
    });
    queues.push(next);
    await until(() => second.worked.length > 0);
    expect(second.worked.map((entry) => entry.value)).toEqual([4]);
    expect(first.worked).toEqual([]);
    // The queue marks the job completed after its handler returns: wait for that write.
    const completed = async () => {
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from pgboss.job where name = 'test-restart' and state = 'completed'
      `.execute(database.db);
      return rows[0]?.count;
    };
    await until(async () => (await completed()) === 1).catch(() => undefined);
    expect(await completed()).toBe(1);
  });
});
