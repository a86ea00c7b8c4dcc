// The mail settings (README "Environment"): SMTP_URL chooses SMTP; without it mail lands in the
// local outbox folder. Retries back off exponentially from MAIL_RETRY_DELAY_SECONDS up to an hour.
export interface MailConfig {
  /** SMTP server URL; undefined: the local outbox folder. */
  smtpUrl: string | undefined;
  from: string;
  /** Attempts after the first before a mail is marked failed. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long one SMTP send may take. */
  sendTimeoutSeconds: number;
}

function whole(value: string | undefined, fallback: number, name: string, min: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new Error(`${name} must be a whole number of at least ${min} (got "${value}")`);
  }
  return parsed;
}

export function mailConfigFromEnvironment(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || '"Loci lab" <no-reply@loci.test>',
    retryLimit: whole(env.MAIL_RETRY_LIMIT, 8, 'MAIL_RETRY_LIMIT', 0),
    retryDelaySeconds: whole(env.MAIL_RETRY_DELAY_SECONDS, 30, 'MAIL_RETRY_DELAY_SECONDS', 1),
    sendTimeoutSeconds: whole(env.MAIL_SEND_TIMEOUT_SECONDS, 30, 'MAIL_SEND_TIMEOUT_SECONDS', 1),
  };
}
