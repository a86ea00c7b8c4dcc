// What every flow of the provider's own pages shares: the options the server gave, the attempt
// counters (in the database, so every server instance shares them), and the audit entries.
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { IdentityDatabase } from './identity-schema.js';
import type { IdentityUser } from './identity-users.js';
import type { Mailer } from './mailer.js';
import type { SecretBox } from './secret-box.js';
import {
  DatabaseAttemptLimiter,
  type AttemptCounter,
  type AttemptLimit,
} from './sign-in-rate-limiter.js';

/** One line of the audit trail; the server maps it onto its append-only audit table. */
export interface IdentityAuditEntry {
  action:
    | 'sign_in'
    | 'sign_in_failed'
    | 'sign_out'
    | 'password_reset_requested'
    | 'password_reset'
    | 'password_changed'
    | 'mfa_enrolled'
    | 'mfa_failed'
    | 'user_disabled'
    | 'refresh_token_reuse'
    | 'totp_secrets_resealed';
  outcome: 'success' | 'failure';
  actorSubject?: string | null;
  /** Lower-cased e-mail that was used (also for unknown e-mails: no patient data). */
  actorEmail?: string | null;
  entityType?: 'identity_user';
  entityId?: string | null;
  clientIp?: string | null;
  /** Reasons only (`wrong_password`, `unknown_email`, `disabled`, `rate_limited`...). */
  detail?: Record<string, unknown> | null;
}

interface Logger {
  warn(details: object, message: string): void;
}

export interface IdentityPagesOptions {
  db: Kysely<IdentityDatabase>;
  provider: Provider;
  issuerUrl: URL;
  mountPath: string;
  portalOrigin: string;
  mailer: Mailer;
  recordAudit: (entry: IdentityAuditEntry) => Promise<void>;
  signInLimitPerEmail: AttemptLimit;
  signInLimitPerIp: AttemptLimit;
  endUserSessions: (userId: string) => Promise<void>;
  /** Every user must use a second factor, enrolling at their next sign-in (production mode). */
  requireSecondFactor?: boolean;
  /** Seals TOTP secrets at rest (secret-box.ts). */
  secretBox?: SecretBox | undefined;
  logger?: Logger | undefined;
}

const resetRequestsPerWindow = { maxFailures: 5, windowSeconds: 15 * 60 };

/** Handed to every flow: the options and the attempt counters, one set per `IdentityPages`. */
export interface IdentityPageContext {
  readonly options: IdentityPagesOptions;
  readonly failuresByEmail: AttemptCounter;
  readonly failuresByIp: AttemptCounter;
  readonly resetRequestsByEmail: AttemptCounter;
  readonly resetRequestsByIp: AttemptCounter;
}

export function createIdentityPageContext(options: IdentityPagesOptions): IdentityPageContext {
  // In the database: every server instance shares the limits (docs/security.md).
  // A limit's counters are its own: a changed limit starts counting afresh.
  const limiter = (name: string, limit: AttemptLimit) =>
    new DatabaseAttemptLimiter(
      options.db,
      `${name}:${limit.maxFailures}/${limit.windowSeconds}`,
      limit,
    );
  return {
    options,
    failuresByEmail: limiter('sign_in_email', options.signInLimitPerEmail),
    failuresByIp: limiter('sign_in_ip', options.signInLimitPerIp),
    resetRequestsByEmail: limiter('reset_email', resetRequestsPerWindow),
    resetRequestsByIp: limiter('reset_ip', { maxFailures: 30, windowSeconds: 15 * 60 }),
  };
}

export function portalHref(context: IdentityPageContext, path: string): string {
  return `${context.options.portalOrigin}${path}`;
}

/** A change the user made to their own account. */
export async function auditOwnChange(
  context: IdentityPageContext,
  action: 'password_changed' | 'mfa_enrolled',
  user: IdentityUser,
  clientIp: string,
  detail?: Record<string, unknown>,
) {
  await context.options.recordAudit({
    action,
    outcome: 'success',
    actorSubject: user.id,
    actorEmail: user.email,
    entityType: 'identity_user',
    entityId: user.id,
    clientIp,
    ...(detail ? { detail } : {}),
  });
}
