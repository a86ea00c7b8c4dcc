import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseConfigFromEnvironment, type DatabaseConfig } from './db/create-database.js';
import { faxConfigFromEnvironment, type FaxConfig } from './fax/fax-config.js';
import {
  jobQueueConfigFromEnvironment,
  type JobQueueConfig,
} from './job-queue/job-queue-config.js';
import { mailConfigFromEnvironment, type MailConfig } from './mail/mail-config.js';

export interface ServerConfig {
  port: number;
  host: string;
  /** The origin users reach the server at, e.g. `http://localhost:8080` (no trailing slash). */
  publicUrl: string;
  /** The OpenID Connect issuer: the embedded provider `${publicUrl}/oidc` unless `OIDC_ISSUER`. */
  oidcIssuer: string;
  /** True when `OIDC_ISSUER` points at a lab's own identity provider. */
  externalIdentityProvider: boolean;
  oidcClientId: string;
  oidcAudience: string;
  accessTokenLifetimeSeconds: number;
  /** Folder of the portal's built files; served at `/` when it exists. */
  portalDist: string;
  /** Folder of the kit's built Storybook; served at `/storybook/` when it exists. */
  storybookDist: string;
  database: DatabaseConfig;
  logLevel: string;
  /** Requests per minute and client address before 429 (API and pages). */
  rateLimitPerMinute: number;
  /** Largest accepted request body in bytes (per-route limits may raise it, e.g. uploads). */
  bodyLimitBytes: number;
  /** Trust X-Forwarded-* from a reverse proxy (needed for HSTS behind a TLS terminator). */
  trustProxy: boolean;
  /** Seed demo data on start when the database has no profiles yet. */
  seedOnStart: boolean;
  /** The EMR the look-up reads (docs/decisions/emr-adapter.md). */
  emr: EmrConfig;
  /** Outgoing mail: SMTP_URL or the local outbox folder (docs/decisions/mail-outbox.md). */
  mail: MailConfig;
  /** The fax gateway (docs/decisions/fax-gateway.md). */
  fax: FaxConfig;
  /** The background job queue (docs/decisions/job-queue.md). */
  jobQueue: JobQueueConfig;
}

/**
 * The EMR look-up's adapter: the local EMR (seeded charts, the default) or a FHIR R4 server
 * (Patient search), one base URL for every account, with an optional static bearer token.
 */
export type EmrConfig =
  | { adapter: 'local' }
  | {
      adapter: 'fhir';
      baseUrl: string;
      /** The identifier system of the practice's medical record numbers (chart numbers). */
      chartNumberSystem: string;
      accessToken: string | undefined;
      timeoutMs: number;
    };

/** `EMR_ADAPTER` (local | fhir) and, for fhir, `EMR_FHIR_*`; refuses an incomplete setting. */
export function emrConfigFromEnvironment(env: NodeJS.ProcessEnv = process.env): EmrConfig {
  const adapter = env.EMR_ADAPTER || 'local';
  if (adapter === 'local') return { adapter: 'local' };
  if (adapter !== 'fhir') {
    throw new Error(`EMR_ADAPTER must be "local" or "fhir" (got "${adapter}")`);
  }
  const baseUrl = env.EMR_FHIR_BASE_URL?.trim().replace(/\/+$/, '');
  let url: URL | undefined;
  try {
    url = baseUrl ? new URL(baseUrl) : undefined;
  } catch {
    url = undefined;
  }
  if (!baseUrl || !url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error('EMR_ADAPTER=fhir needs EMR_FHIR_BASE_URL, the FHIR R4 server (http or https)');
  }
  const chartNumberSystem = env.EMR_FHIR_CHART_NUMBER_SYSTEM?.trim();
  if (!chartNumberSystem) {
    throw new Error(
      'EMR_ADAPTER=fhir needs EMR_FHIR_CHART_NUMBER_SYSTEM, the identifier system of chart numbers',
    );
  }
  return {
    adapter: 'fhir',
    baseUrl,
    chartNumberSystem,
    accessToken: env.EMR_FHIR_ACCESS_TOKEN || undefined,
    timeoutMs: positiveInteger(env.EMR_FHIR_TIMEOUT_MS, 10_000, 'EMR_FHIR_TIMEOUT_MS'),
  };
}

const appsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive integer (got "${value}")`);
  }
  return parsed;
}

/** Reads the server's settings from the environment (see README for each variable). */
export function serverConfigFromEnvironment(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === '0' ? 0 : positiveInteger(env.PORT, 8080, 'PORT');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const externalIssuer = env.OIDC_ISSUER?.replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    oidcIssuer: externalIssuer || `${publicUrl}/oidc`,
    externalIdentityProvider: Boolean(externalIssuer),
    oidcClientId: env.OIDC_CLIENT_ID || 'loci-portal',
    oidcAudience: env.OIDC_AUDIENCE || 'loci-api',
    accessTokenLifetimeSeconds: positiveInteger(env.ACCESS_TOKEN_TTL, 900, 'ACCESS_TOKEN_TTL'),
    portalDist: env.PORTAL_DIST
      ? path.resolve(env.PORTAL_DIST)
      : path.join(appsFolder, 'portal', 'dist'),
    storybookDist: env.STORYBOOK_DIST
      ? path.resolve(env.STORYBOOK_DIST)
      : path.join(appsFolder, '..', 'packages', 'ui', 'storybook-static'),
    database: databaseConfigFromEnvironment(env),
    logLevel: env.LOG_LEVEL || 'info',
    rateLimitPerMinute: positiveInteger(env.RATE_LIMIT_PER_MINUTE, 1200, 'RATE_LIMIT_PER_MINUTE'),
    bodyLimitBytes: positiveInteger(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    seedOnStart: env.SEED_ON_START !== '0',
    emr: emrConfigFromEnvironment(env),
    mail: mailConfigFromEnvironment(env),
    fax: faxConfigFromEnvironment(env),
    jobQueue: jobQueueConfigFromEnvironment(env),
  };
}
