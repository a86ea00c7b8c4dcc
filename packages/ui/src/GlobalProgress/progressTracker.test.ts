import { describe, expect, it, vi } from 'vitest';
import { createProgressTracker } from './progressTracker';

describe('createProgressTracker', () => {
  it('counts begins and ends and never goes below zero', () => {
    const tracker = createProgressTracker();
    tracker.end();
    expect(tracker.getCount()).toBe(0);
    tracker.begin();
    tracker.begin();
    expect(tracker.getCount()).toBe(2);
    tracker.end();
    tracker.end();
    tracker.end();
    expect(tracker.getCount()).toBe(0);
    tracker.begin();
    expect(tracker.getCount()).toBe(1);
  });

  it('tracks a promise until it settles, resolved or rejected', async () => {
    const tracker = createProgressTracker();
    let resolve!: (value: string) => void;
    const pending = tracker.track(new Promise<string>((r) => (resolve = r)));
    const failing = tracker.track(() =>
      Promise.reject(new Error('No BI info returned from server.')),
    );
    expect(tracker.getCount()).toBe(2);
    await expect(failing).rejects.toThrow('No BI info returned from server.');
    expect(tracker.getCount()).toBe(1);
    resolve('done');
    await expect(pending).resolves.toBe('done');
    expect(tracker.getCount()).toBe(0);
  });

  it('tells subscribers about changes only', () => {
    const tracker = createProgressTracker();
    const listener = vi.fn();
    const unsubscribe = tracker.subscribe(listener);
    tracker.end();
    expect(listener).not.toHaveBeenCalled();
    tracker.begin();
    tracker.end();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    tracker.begin();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
