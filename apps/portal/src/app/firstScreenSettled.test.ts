import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressTracker } from '@loci/ui';
import { firstScreenQuietMs, whenFirstScreenSettles } from './firstScreenSettled.ts';

describe('the idle prefetch waits for the first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts once no blocking call has been in flight for a while, not while the screen loads', () => {
    const progress = createProgressTracker();
    const start = vi.fn();
    progress.begin(); // the screen's first call
    const stop = whenFirstScreenSettles(progress, start);
    vi.advanceTimersByTime(firstScreenQuietMs * 5);
    expect(start).not.toHaveBeenCalled();

    progress.end();
    vi.advanceTimersByTime(firstScreenQuietMs / 2);
    progress.begin(); // a second call before the quiet time is over: wait again
    vi.advanceTimersByTime(firstScreenQuietMs * 2);
    expect(start).not.toHaveBeenCalled();

    progress.end();
    vi.advanceTimersByTime(firstScreenQuietMs);
    expect(start).toHaveBeenCalledTimes(1);
    progress.begin();
    progress.end();
    vi.advanceTimersByTime(firstScreenQuietMs * 2);
    expect(start).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never starts once cleaned up', () => {
    const progress = createProgressTracker();
    const start = vi.fn();
    const stop = whenFirstScreenSettles(progress, start);
    stop();
    vi.advanceTimersByTime(firstScreenQuietMs * 2);
    expect(start).not.toHaveBeenCalled();
  });
});
