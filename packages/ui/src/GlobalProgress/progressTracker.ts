/**
 * Counts the blocking calls in flight. The count never goes below zero: an `end()` without a
 * matching `begin()` (a double completion, a reset after a navigation) leaves it at zero.
 */
export interface ProgressTracker {
  /** One more blocking call started. */
  begin(): void;
  /** One blocking call finished; at zero it stays zero. */
  end(): void;
  /**
   * Counts `work` (a promise, or a function returning one) while it runs, whether it resolves or
   * rejects, and returns its result.
   */
  track<T>(work: Promise<T> | (() => Promise<T>)): Promise<T>;
  /** The number of blocking calls in flight. */
  getCount(): number;
  /** Calls `listener` whenever the count changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createProgressTracker(): ProgressTracker {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    if (next === count) return;
    count = next;
    for (const listener of [...listeners]) listener();
  };
  const tracker: ProgressTracker = {
    begin: () => set(count + 1),
    end: () => set(Math.max(0, count - 1)),
    async track(work) {
      tracker.begin();
      try {
        return await (typeof work === 'function' ? work() : work);
      } finally {
        tracker.end();
      }
    },
    getCount: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return tracker;
}
