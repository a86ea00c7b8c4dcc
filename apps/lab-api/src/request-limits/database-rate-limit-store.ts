// @fastify/rate-limit's counters in the database (request-limit-records.ts) instead of each
// process's memory: behind a load balancer every instance counts a client's requests together.
// On PGlite there is exactly one instance (its data folder is locked to one process), so the
// counters stay in that process's memory: the same counts without a write per request, which
// PGlite would run in turn with every other statement (docs/decisions/dashboard.md).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { rawSql, type LabKysely } from '../db/create-database.js';
import { countHit, deleteEndedWindows, type CountedHit } from './request-limit-records.js';

/** Every this many counted hits, an instance removes the windows that ended an hour ago. */
const pruneEvery = 5000;

type CountHit = (key: string, windowMs: number) => Promise<CountedHit>;

/** Fixed windows in this process's memory, as `countHit` keeps them in the database. */
function inProcessCounter(): { count: CountHit; prune: () => void } {
  const windows = new Map<string, { startedAt: number; hits: number }>();
  return {
    count: async (key, windowMs) => {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.startedAt + windowMs <= now) {
        window = { startedAt: now, hits: 0 };
        windows.set(key, window);
      }
      window.hits += 1;
      return { hits: window.hits, resetsInMs: window.startedAt + windowMs - now };
    },
    prune: () => {
      const endedBefore = Date.now() - 3_600_000;
      for (const [key, window] of windows) if (window.startedAt < endedBefore) windows.delete(key);
    },
  };
}

function onlyInstance(db: LabKysely): boolean {
  try {
    return rawSql(db).kind === 'pglite';
  } catch {
    // A database not opened by createDatabase: count where every instance sees it.
    return false;
  }
}

/** A store class for `@fastify/rate-limit`'s `store` option, counting in `db`. */
export function databaseRateLimitStore(db: LabKysely, prefix = 'api'): FastifyRateLimitStoreCtor {
  let counted = 0;
  const inProcess = onlyInstance(db) ? inProcessCounter() : undefined;
  const count: CountHit = inProcess?.count ?? ((key, windowMs) => countHit(db, key, windowMs));
  const prune =
    inProcess?.prune ?? (() => void deleteEndedWindows(db, 3_600_000).catch(() => undefined));
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options: unknown, routePrefix = prefix) {
      this.#prefix = routePrefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counted += 1;
      if (counted % pruneEvery === 0) prune();
      count(`${this.#prefix}:${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.hits, ttl: hit.resetsInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { path: string }): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(undefined, `${prefix}:${routeOptions.path}`);
    }
  }
  return DatabaseRateLimitStore;
}
