// A live event stream read over real HTTP, as EventSource reads it (tests and the bench).
import type { LiveEvent } from '@loci/contract';

export interface OpenStream {
  status: number;
  events: LiveEvent[];
  /** Comment lines seen (heartbeats). */
  heartbeats: number;
  /** Resolves with the first event (after those already seen) that `match` accepts. */
  next(match?: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  close(): void;
}

export async function openLiveStream(
  url: string,
  headers: Record<string, string> = {},
  /** Told of each event as it is read (the bench's clock). */
  onEvent?: (event: LiveEvent) => void,
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  const stream: OpenStream = {
    status: response.status,
    events,
    heartbeats: 0,
    next(match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('no such live event in time'));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
  if (response.status !== 200 || !response.body) return stream;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) stream.heartbeats += 1;
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (data) {
            const event = JSON.parse(data) as LiveEvent;
            events.push(event);
            onEvent?.(event);
            for (const waiter of [...waiters]) waiter();
          }
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  return stream;
}
