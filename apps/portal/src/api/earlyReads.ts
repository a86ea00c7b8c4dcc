// Reads the boot sends before any screen commits (issue 18: the signed-in user's profile gates
// the first screen), each taken once by the first hook that reads the same key, so that nothing
// is read twice. The boot sends them unchecked (no schema, so no zod before the first screen);
// the hook that takes one checks its answer as the client checks every other.
import type { ApiCall } from './apiClient.ts';
import type { ErrorReporter } from './errorReporter.ts';

export interface EarlyReads {
  /** Holds a read sent now under its SWR key (the same key the hook reads). */
  start(key: readonly string[], read: Promise<unknown>): void;
  /** The read sent under this key, once (a later revalidation reads afresh); undefined if none. */
  take(key: readonly string[]): Promise<unknown> | undefined;
  /** Drops every read not taken (the session ended). */
  clear(): void;
}

export function createEarlyReads(): EarlyReads {
  const reads = new Map<string, Promise<unknown>>();
  return {
    start(key, read) {
      // Its failure is the hook's to handle (and the client has reported it): not unhandled.
      read.catch(() => undefined);
      reads.set(JSON.stringify(key), read);
    },
    take(key) {
      const name = JSON.stringify(key);
      const read = reads.get(name);
      reads.delete(name);
      return read;
    },
    clear() {
      reads.clear();
    },
  };
}

/** An early read's answer checked with the call's schema; a failure reported as the client does. */
export async function checkedEarlyAnswer<Result>(
  read: Promise<unknown>,
  call: Pick<ApiCall<Result>, 'schema' | 'report'>,
  reporter: Pick<ErrorReporter, 'report'>,
): Promise<Result> {
  const data = await read;
  try {
    return call.schema ? call.schema.parse(data) : (data as Result);
  } catch (error) {
    if (call.report !== false) reporter.report(error);
    throw error;
  }
}
