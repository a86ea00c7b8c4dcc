import { describe, expect, it } from 'vitest';
import { FailedAttemptLimiter } from './sign-in-rate-limiter.js';

describe('FailedAttemptLimiter', () => {
  it('blocks a key after the allowed failures until its window ends, keys apart', () => {
    let now = 1_000_000;
    const limiter = new FailedAttemptLimiter({ maxFailures: 3, windowSeconds: 900 }, () => now);
    for (let failure = 0; failure < 3; failure += 1) {
      expect(limiter.retryAfterSeconds('a@loci.test')).toBe(0);
      limiter.recordFailure('a@loci.test');
    }
    expect(limiter.retryAfterSeconds('a@loci.test')).toBe(900);
    expect(limiter.retryAfterSeconds('b@loci.test')).toBe(0);
    now += 600_000;
    expect(limiter.retryAfterSeconds('a@loci.test')).toBe(300);
    now += 300_000;
    expect(limiter.retryAfterSeconds('a@loci.test')).toBe(0);
    limiter.recordFailure('a@loci.test');
    expect(limiter.retryAfterSeconds('a@loci.test')).toBe(0);
  });
});
