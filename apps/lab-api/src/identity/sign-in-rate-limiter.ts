// Counts failed attempts per key (an e-mail, an IP address) in a fixed window. In memory: one
// server process; a restart forgets the counts (recorded in docs/decisions/identity-provider.md).

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
