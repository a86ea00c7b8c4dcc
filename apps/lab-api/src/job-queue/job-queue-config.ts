// JOB_POLL_SECONDS: how often a server looks for ready jobs (README "Environment").
export interface JobQueueConfig {
  pollingIntervalSeconds: number;
}

export function jobQueueConfigFromEnvironment(env: NodeJS.ProcessEnv): JobQueueConfig {
  const value = env.JOB_POLL_SECONDS;
  if (value === undefined || value === '') return { pollingIntervalSeconds: 2 };
  const seconds = Number(value);
  // pg-boss polls at most every half second.
  if (!Number.isFinite(seconds) || seconds < 0.5 || seconds > 600) {
    throw new Error(`JOB_POLL_SECONDS must be a number from 0.5 to 600 (got "${value}")`);
  }
  return { pollingIntervalSeconds: seconds };
}
