// Counts failed attempts per key (an e-mail, an IP address) in a fixed window: in memory
// (`FailedAttemptLimiter`, one process) or in the database (`DatabaseAttemptLimiter`, which the
// sign-in and reset pages use so that every server instance shares the limit and a restart keeps it).
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { IdentityDatabase } from './identity-schema.js';

export interface AttemptLimit {
  /** Failed attempts allowed within the window; the next one is refused. */
  maxFailures: number;
  windowSeconds: number;
}

interface Window {
  failures: number;
  resetsAt: number;
}

export class FailedAttemptLimiter {
  readonly #limit: AttemptLimit;
  readonly #windows = new Map<string, Window>();
  readonly #now: () => number;

  constructor(limit: AttemptLimit, now: () => number = Date.now) {
    this.#limit = limit;
    this.#now = now;
  }

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const window = this.#current(key);
    if (!window || window.failures < this.#limit.maxFailures) return 0;
    return Math.max(1, Math.ceil((window.resetsAt - this.#now()) / 1000));
  }

  recordFailure(key: string): void {
    const window = this.#current(key);
    if (window) window.failures += 1;
    else
      this.#windows.set(key, {
        failures: 1,
        resetsAt: this.#now() + this.#limit.windowSeconds * 1000,
      });
    if (this.#windows.size > 10_000) this.#prune();
  }

  #current(key: string): Window | undefined {
    const window = this.#windows.get(key);
    if (window && window.resetsAt <= this.#now()) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }

  #prune(): void {
    const now = this.#now();
    for (const [key, window] of this.#windows) {
      if (window.resetsAt <= now) this.#windows.delete(key);
    }
  }
}

/** Failed-attempt counts kept where every server instance sees them (the database). */
export interface AttemptCounter {
  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
}

/**
 * The counts in `identity_attempt_counter`, so that two server instances on one database share
 * the limit and a restart does not reset it. Keys are stored as SHA-256 (no e-mail or address in
 * the table); windows are timed by the database's clock, the one clock every instance shares.
 */
export class DatabaseAttemptLimiter implements AttemptCounter {
  readonly #db: Kysely<IdentityDatabase>;
  readonly #name: string;
  readonly #limit: AttemptLimit;

  constructor(db: Kysely<IdentityDatabase>, name: string, limit: AttemptLimit) {
    this.#db = db;
    this.#name = name;
    this.#limit = limit;
  }

  async retryAfterSeconds(key: string): Promise<number> {
    const { rows } = await sql<{ failures: number; seconds: number }>`
      select failures, extract(epoch from resets_at - now())::float8 as seconds
      from identity_attempt_counter
      where name = ${this.#name} and key_hash = ${keyHash(key)} and resets_at > now()`.execute(
      this.#db,
    );
    const window = rows[0];
    if (!window || window.failures < this.#limit.maxFailures) return 0;
    return Math.max(1, Math.ceil(Number(window.seconds)));
  }

  async recordFailure(key: string): Promise<void> {
    const windowEnd = sql`now() + make_interval(secs => ${this.#limit.windowSeconds})`;
    // One statement: concurrent failures from two instances all count.
    await sql`
      insert into identity_attempt_counter (name, key_hash, failures, resets_at)
      values (${this.#name}, ${keyHash(key)}, 1, ${windowEnd})
      on conflict (name, key_hash) do update set
        failures = case when identity_attempt_counter.resets_at <= now() then 1
                        else identity_attempt_counter.failures + 1 end,
        resets_at = case when identity_attempt_counter.resets_at <= now() then excluded.resets_at
                         else identity_attempt_counter.resets_at end`.execute(this.#db);
  }
}

function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Removes windows that have ended (the provider's periodic clean-up). */
export async function deleteEndedAttemptWindows(db: Kysely<IdentityDatabase>): Promise<void> {
  await sql`delete from identity_attempt_counter where resets_at <= now()`.execute(db);
}
