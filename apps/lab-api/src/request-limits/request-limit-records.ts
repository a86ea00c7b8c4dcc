// Fixed-window request counters in the database, so that every instance counts the same hits.
import { sql } from 'kysely';
import type { LabKysely } from '../db/create-database.js';

export interface CountedHit {
  /** Hits of the key in its current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  resetsInMs: number;
}

/** Counts one hit of `key` in a window of `windowMs` (a new window once the last one ended). */
export async function countHit(db: LabKysely, key: string, windowMs: number): Promise<CountedHit> {
  const seconds = windowMs / 1000;
  const result = await sql<{ hits: number; resets_in_ms: number | string }>`
    insert into request_limit_window as w (key, window_start, hits)
    values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when w.window_start + make_interval(secs => ${seconds}) <= now()
        then 1 else w.hits + 1 end,
      window_start = case when w.window_start + make_interval(secs => ${seconds}) <= now()
        then now() else w.window_start end
    returning hits,
      ceil(extract(epoch from (window_start + make_interval(secs => ${seconds}) - now())) * 1000)
        as resets_in_ms`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('the request counter answered no row');
  return { hits: Number(row.hits), resetsInMs: Math.max(0, Number(row.resets_in_ms)) };
}

/** Removes windows that ended more than `olderThanMs` ago (keeps the table small). */
export async function deleteEndedWindows(db: LabKysely, olderThanMs: number): Promise<void> {
  await db
    .deleteFrom('request_limit_window')
    .where('window_start', '<', new Date(Date.now() - olderThanMs))
    .execute();
}
