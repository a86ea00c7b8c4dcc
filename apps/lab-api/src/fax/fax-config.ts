// The fax settings (README "Environment"): FAX_GATEWAY names the gateway (only `local` today).
export interface FaxConfig {
  gateway: 'local';
  /** Seconds between two status checks of a fax in progress. */
  pollSeconds: number;
  /** The local gateway's time per step (waiting, transmitting), in milliseconds. */
  localStepMs: number;
  /** Where the local gateway keeps the faxes it took (default: `fax/` beside a PGlite data folder). */
  localFolder: string | undefined;
}

function whole(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new Error(`${name} must be a positive whole number (got "${value}")`);
  }
  return parsed;
}

export function faxConfigFromEnvironment(env: NodeJS.ProcessEnv): FaxConfig {
  const gateway = env.FAX_GATEWAY || 'local';
  if (gateway !== 'local') throw new Error(`FAX_GATEWAY must be "local" (got "${gateway}")`);
  return {
    gateway,
    pollSeconds: whole(env.FAX_POLL_SECONDS, 2, 'FAX_POLL_SECONDS'),
    localStepMs: whole(env.FAX_LOCAL_STEP_MS, 2000, 'FAX_LOCAL_STEP_MS'),
    localFolder: env.FAX_LOCAL_FOLDER || undefined,
  };
}
