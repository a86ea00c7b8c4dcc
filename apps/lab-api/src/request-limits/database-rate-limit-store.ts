// @fastify/rate-limit's counters in the database (request-limit-records.ts) instead of each
// process's memory: behind a load balancer every instance counts a client's requests together.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LabKysely } from '../db/create-database.js';
import { countHit, deleteEndedWindows } from './request-limit-records.js';

/** Every this many counted hits, an instance removes the windows that ended an hour ago. */
const pruneEvery = 5000;

/** A store class for `@fastify/rate-limit`'s `store` option, counting in `db`. */
export function databaseRateLimitStore(db: LabKysely, prefix = 'api'): FastifyRateLimitStoreCtor {
  let counted = 0;
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
      if (counted % pruneEvery === 0) {
        void deleteEndedWindows(db, 3_600_000).catch(() => undefined);
      }
      countHit(db, `${this.#prefix}:${key}`, timeWindow).then(
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
