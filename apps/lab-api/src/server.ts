// Assembles the whole server from its configuration: storage (migrated, seeded on first start),
// the embedded identity provider unless OIDC_ISSUER names a lab's own, and the app.
import path from 'node:path';
import { pino } from 'pino';
import { buildApp, type AppOptions, type LabApp } from './app.js';
import { recordAudit } from './audit/record-audit.js';
import type { AccessTokenVerifier } from './identity/access-token-verifier.js';
import type { ServerConfig } from './config.js';
import {
  createDatabase,
  defaultDataDir,
  logIdleConnectionError,
  type IdleConnectionLogger,
  type LabKysely,
} from './db/create-database.js';
import { migrateToLatest } from './db/migrate.js';
import { startDelivery, type Delivery, type DeliveryLogger } from './delivery/delivery.js';
import { createJwksVerifier } from './identity/access-token-verifier.js';
import {
  createIdentityProvider,
  type IdentityProvider,
  type IdentityProviderOptions,
} from './identity/identity-provider.js';
import type { Mailer } from './identity/mailer.js';
import { seedDatabase } from './seed/seed-database.js';
import { seedLabStaffUsers } from './identity/seed-lab-staff.js';
import { isDatabaseEmpty, type SeedSummary } from './seed/seed-demo-data.js';
import { loggerOptions } from './platform/logging.js';

export interface LabServer extends LabApp {
  db: LabKysely;
  /** The bearer-token check the API uses. */
  verifier: AccessTokenVerifier;
  identity: IdentityProvider | undefined;
  /** The mail outbox and fax jobs on the job queue. */
  delivery: Delivery;
  /** What the first start seeded (undefined when the database already had data). */
  seeded: (SeedSummary & { signIns: number }) | undefined;
  /**
   * Stops gracefully: `/readyz` answers 503 at once, requests keep being served for `drainMs`
   * (the load balancer's time to notice), then the app stops taking requests and waits for those
   * in flight, running jobs are finished or released for another instance, and the identity
   * provider and the database close, in that order.
   */
  close(options?: { drainMs?: number }): Promise<void>;
}

export interface LabServerOptions {
  /** An already opened database (tests); otherwise opened from the configuration. */
  db?: LabKysely;
  /** Where mail goes when SMTP_URL is not set (default: files in the data folder's `mail/`). */
  mailer?: Mailer;
  validateResponses?: boolean;
  /** Logger settings (tests pass `false`). */
  logger?: AppOptions['logger'];
  /** The embedded provider's failed sign-in limits (defaults: 10 per e-mail, 50 per address). */
  signInLimits?: Pick<IdentityProviderOptions, 'signInLimitPerEmail' | 'signInLimitPerIp'>;
}

function mailFolder(config: ServerConfig): string {
  const dataDir = config.database.dataDir;
  const base =
    dataDir && !dataDir.startsWith('memory://')
      ? path.dirname(dataDir)
      : path.dirname(defaultDataDir);
  return path.join(base, 'mail');
}

/**
 * The local fax gateway's folder: FAX_LOCAL_FOLDER, else beside a PGlite data folder; none (kept in
 * memory) on PostgreSQL or an in-memory database, whose fax job ids another database may repeat.
 */
function faxFolder(config: ServerConfig): string | undefined {
  if (config.fax.localFolder) return config.fax.localFolder;
  const dataDir = config.database.dataDir;
  if (config.database.databaseUrl || !dataDir || dataDir.startsWith('memory://')) return undefined;
  return path.join(path.dirname(dataDir), 'fax');
}

export async function createLabServer(
  config: ServerConfig,
  options: LabServerOptions = {},
): Promise<LabServer> {
  // An idle pooled connection ended by PostgreSQL is logged by the server's logger; until the app
  // (and its logger) exists, during migrations and the seed, by a logger of the same settings.
  let logger: (IdleConnectionLogger & DeliveryLogger) | undefined;
  const db =
    options.db ??
    (await createDatabase({
      ...config.database,
      onIdleConnectionError: (error) => {
        logger ??= pino(loggerOptions(config.logLevel));
        logIdleConnectionError(logger)(error);
      },
    }));
  await migrateToLatest(db);
  // Production never seeds (config.seedOnStart is false there): `npm run accounts:create` instead.
  const seeded =
    config.seedOnStart && (await isDatabaseEmpty(db)) ? await seedDatabase(db) : undefined;
  // The lab's own demo sign-in (lab desk), also added to a database seeded before it existed.
  if (config.seedOnStart) await seedLabStaffUsers(db);

  const serverLogger = () => (logger ??= pino(loggerOptions(config.logLevel)));
  const delivery = await startDelivery(db, {
    mail: config.mail,
    fax: config.fax,
    jobQueue: config.jobQueue,
    mailFolder: mailFolder(config),
    faxFolder: faxFolder(config),
    localTransport: options.mailer,
    logger: {
      warn: (fields, message) => serverLogger().warn(fields, message),
      error: (fields, message) => serverLogger().error(fields, message),
    },
  });

  let identity: IdentityProvider | undefined;
  let verifier: AccessTokenVerifier;
  if (config.externalIdentityProvider) {
    verifier = createJwksVerifier({ issuer: config.oidcIssuer, audience: config.oidcAudience });
  } else {
    identity = await createIdentityProvider({
      db,
      issuer: config.oidcIssuer,
      clientId: config.oidcClientId,
      audience: config.oidcAudience,
      redirectOrigins: [config.publicUrl],
      accessTokenTtlSeconds: config.accessTokenLifetimeSeconds,
      cookieKeys: config.oidcCookieKeys,
      signingKeys: config.oidcSigningKeys,
      recordAudit: (entry) => recordAudit(db, entry),
      mailer: delivery.mailer,
      requireSecondFactor: config.secondFactorRequired,
      totpEncryptionKey: config.totpEncryptionKey,
      totpPreviousKeys: config.totpPreviousKeys,
      ...options.signInLimits,
    });
    verifier = identity.verifier;
  }

  const lab = await buildApp({
    config,
    db,
    verifier,
    identity,
    delivery,
    validateResponses: options.validateResponses ?? false,
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
  logger = lab.app.log;
  let closing: Promise<void> | undefined;
  return {
    ...lab,
    db,
    verifier,
    identity,
    delivery,
    seeded,
    // Once: a second signal (or a test's own close after a drain) waits for the first.
    close(closeOptions = {}) {
      return (closing ??= stop(closeOptions.drainMs ?? 0));
    },
  };
  async function stop(drainMs: number): Promise<void> {
    lab.readiness.drain();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await lab.app.close();
    await delivery.stop();
    await identity?.close();
    if (!options.db) await db.destroy();
  }
}
