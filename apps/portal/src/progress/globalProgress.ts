// The global progress indicator's counter: blocking calls raise it while they run; it never goes below zero.

export interface ProgressCounter {
  begin(): void;
  end(): void;
  count(): number;
  subscribe(listener: () => void): () => void;
}

export function createProgressCounter(): ProgressCounter {
  let current = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    if (next === current) return;
    current = next;
    listeners.forEach((listener) => listener());
  };
  return {
    begin: () => set(current + 1),
    end: () => set(Math.max(0, current - 1)),
    count: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const globalProgress: ProgressCounter = createProgressCounter();
