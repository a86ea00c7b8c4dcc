import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JWK } from 'oidc-provider';
import { secretBoxKey } from './identity/secret-box.js';
import { z } from 'zod';
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
  /**
   * Seconds a stopping instance keeps serving while `/readyz` already answers 503, so that the
   * load balancer stops sending it requests first (`SHUTDOWN_DRAIN_SECONDS`, default 0).
   */
  shutdownDrainSeconds: number;
  /** Largest accepted request body in bytes (per-route limits may raise it, e.g. uploads). */
  bodyLimitBytes: number;
  /**
   * The reverse proxies whose X-Forwarded-* are believed: a hop count or a list of addresses
   * (never every hop, which would let a client forge its address); false: none.
   */
  trustProxy: false | number | string[];
  /** Seed demo data on start when the database has no profiles yet (never in production). */
  seedOnStart: boolean;
  /** `LOCI_ENV`: the embedded demo (default) or production (docs/security.md). */
  environment: LociEnvironment;
  /** The identity provider's cookie keys (`OIDC_COOKIE_KEYS[_FILE]`); empty: kept in the database. */
  oidcCookieKeys: string[];
  /** The provider's private signing keys (`OIDC_SIGNING_KEYS[_FILE]`); undefined: kept in the database. */
  oidcSigningKeys: JWK[] | undefined;
  /** GraphQL introspection (off in production). */
  graphqlIntrospection: boolean;
  /** Serve the portal's source maps (`*.map`; off in production). */
  publicSourceMaps: boolean;
  /** Every user of the embedded provider signs in with a TOTP second factor (`MFA_REQUIRED`; on in production). */
  secondFactorRequired: boolean;
  /** `TOTP_ENCRYPTION_KEY[_FILE]`: AES-256-GCM key of TOTP secrets at rest; undefined: kept in the database (demo). */
  totpEncryptionKey: Buffer | undefined;
  /** `TOTP_ENCRYPTION_KEY_PREVIOUS[_FILE]`: keys rotated out; what they sealed is re-sealed at start. */
  totpPreviousKeys: Buffer[];
  /** The document storage settings (`DOCUMENT_STORE`, `DOCUMENT_STORE_DIR`, `S3_*`). */
  documentStorage: DocumentStorageSettings;
  /** Place look-ups per minute and user (`PLACES_RATE_LIMIT_PER_MINUTE`). */
  placesRateLimitPerMinute: number;
  /** Seconds between the live event stream's heartbeats (LIVE_HEARTBEAT_SECONDS, default 15). */
  liveHeartbeatSeconds: number;
  /** The lab's patient portal, where invited patients sign up (`PATIENT_PORTAL_URL`). */
  patientPortalUrl: string;
  /** The EMR the look-up reads (docs/decisions/emr-adapter.md). */
  emr: EmrConfig;
  /** Outgoing mail: SMTP_URL or the local outbox folder (docs/decisions/mail-outbox.md). */
  mail: MailConfig;
  /** The fax gateway (docs/decisions/fax-gateway.md). */
  fax: FaxConfig;
  /** The background job queue (docs/decisions/job-queue.md). */
  jobQueue: JobQueueConfig;
  /** The fulfilment partner's signed callback (docs/decisions/supplies.md). */
  fulfilment: FulfilmentConfig;
}

/** The fulfilment partner's callback: the shared HMAC secret and the accepted clock skew. */
export interface FulfilmentConfig {
  callbackSecret: string;
  callbackWindowSeconds: number;
}

/** The demo's callback secret (never accepted in production, where it must be set). */
export const demoFulfilmentSecret = 'loci-demo-rrd-callback-secret';

/**
 * `RRD_CALLBACK_SECRET[_FILE]` and `RRD_CALLBACK_WINDOW_SECONDS` (default 300). Production refuses
 * to start without the secret (checked once the other production settings are in place).
 */
export function fulfilmentConfigFromEnvironment(env: Environment): FulfilmentConfig {
  const secret = secretOf(
    env.RRD_CALLBACK_SECRET,
    env.RRD_CALLBACK_SECRET_FILE,
    'RRD_CALLBACK_SECRET',
  );
  if (env.LOCI_ENV === 'production' && (!secret || secret === demoFulfilmentSecret)) {
    throw new ConfigurationError([
      {
        setting: 'RRD_CALLBACK_SECRET',
        message: 'required (or RRD_CALLBACK_SECRET_FILE): the fulfilment partner’s callback secret',
      },
    ]);
  }
  return {
    callbackSecret: secret ?? demoFulfilmentSecret,
    callbackWindowSeconds: positiveInteger(
      env.RRD_CALLBACK_WINDOW_SECONDS,
      300,
      'RRD_CALLBACK_WINDOW_SECONDS',
    ),
  };
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
export function emrConfigFromEnvironment(env: NodeJS.ProcessEnv): EmrConfig {
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

export type LociEnvironment = 'demo' | 'production';

/** The settings the document store reads (src/documents/document-store.ts). */
export type DocumentStorageSettings = {
  DOCUMENT_STORE?: string | undefined;
  DOCUMENT_STORE_DIR?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  AWS_REGION?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_FORCE_PATH_STYLE?: string | undefined;
  S3_PREFIX?: string | undefined;
  S3_SERVER_SIDE_ENCRYPTION?: string | undefined;
};

/** A start refused by the configuration; the message names every wrong or missing setting. */
export class ConfigurationError extends Error {
  readonly settings: string[];
  constructor(problems: { setting: string; message: string }[]) {
    super(
      `The server cannot start: ${problems.map((problem) => `${problem.setting}: ${problem.message}`).join('; ')}`,
    );
    this.name = 'ConfigurationError';
    this.settings = problems.map((problem) => problem.setting);
  }
}

// An empty variable counts as unset (a `.env` line `SMTP_URL=` or an e-2-e override to '').
const setting = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().optional(),
);

/**
 * Every environment variable the server reads (apps/lab-api/README.md "Environment"): the one
 * place `process.env` is read. Unknown variables are ignored; values are checked by the readers.
 */
export const environmentSchema = z.object({
  LOCI_ENV: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(['demo', 'production']).default('demo'),
  ),
  PORT: setting,
  HOST: setting,
  PUBLIC_URL: setting,
  OIDC_ISSUER: setting,
  OIDC_CLIENT_ID: setting,
  OIDC_AUDIENCE: setting,
  OIDC_COOKIE_KEYS: setting,
  OIDC_COOKIE_KEYS_FILE: setting,
  OIDC_SIGNING_KEYS: setting,
  OIDC_SIGNING_KEYS_FILE: setting,
  ACCESS_TOKEN_TTL: setting,
  PORTAL_DIST: setting,
  STORYBOOK_DIST: setting,
  DATABASE_URL: setting,
  LOCI_DATA_DIR: setting,
  LOG_LEVEL: setting,
  RATE_LIMIT_PER_MINUTE: setting,
  SHUTDOWN_DRAIN_SECONDS: setting,
  BODY_LIMIT_BYTES: setting,
  TRUST_PROXY: setting,
  SEED_ON_START: setting,
  GRAPHQL_INTROSPECTION: setting,
  PUBLIC_SOURCE_MAPS: setting,
  MFA_REQUIRED: setting,
  TOTP_ENCRYPTION_KEY: setting,
  TOTP_ENCRYPTION_KEY_FILE: setting,
  TOTP_ENCRYPTION_KEY_PREVIOUS: setting,
  TOTP_ENCRYPTION_KEY_PREVIOUS_FILE: setting,
  EMR_ADAPTER: setting,
  EMR_FHIR_BASE_URL: setting,
  EMR_FHIR_CHART_NUMBER_SYSTEM: setting,
  EMR_FHIR_ACCESS_TOKEN: setting,
  EMR_FHIR_TIMEOUT_MS: setting,
  SMTP_URL: setting,
  MAIL_FROM: setting,
  MAIL_RETRY_LIMIT: setting,
  MAIL_RETRY_DELAY_SECONDS: setting,
  MAIL_SEND_TIMEOUT_SECONDS: setting,
  FAX_GATEWAY: setting,
  FAX_POLL_SECONDS: setting,
  FAX_LOCAL_STEP_MS: setting,
  FAX_LOCAL_FOLDER: setting,
  JOB_POLL_SECONDS: setting,
  LIVE_HEARTBEAT_SECONDS: setting,
  DOCUMENT_STORE: setting,
  DOCUMENT_STORE_DIR: setting,
  S3_BUCKET: setting,
  S3_REGION: setting,
  AWS_REGION: setting,
  S3_ENDPOINT: setting,
  S3_FORCE_PATH_STYLE: setting,
  S3_PREFIX: setting,
  S3_SERVER_SIDE_ENCRYPTION: setting,
  PLACES_RATE_LIMIT_PER_MINUTE: setting,
  PATIENT_PORTAL_URL: setting,
  RRD_CALLBACK_SECRET: setting,
  RRD_CALLBACK_SECRET_FILE: setting,
  RRD_CALLBACK_WINDOW_SECONDS: setting,
});

export type Environment = z.output<typeof environmentSchema>;

/** Parses the environment (the process's unless given) through the schema. */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigurationError(
      parsed.error.issues.map((issue) => ({
        setting: issue.path.join('.') || 'environment',
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive integer (got "${value}")`);
  }
  return parsed;
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined) return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`${name} must be 1/true or 0/false (got "${value}")`);
}

/**
 * `TRUST_PROXY`: a hop count (`1`: the one reverse proxy in front) or a comma-separated list of
 * proxy addresses/CIDR ranges. `true` (every hop) is refused: any client could then forge its
 * address in X-Forwarded-For and escape the per-address limits (docs/security.md).
 */
export function trustProxyOf(value: string | undefined): false | number | string[] {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY must be a hop count (e.g. 1) or a list of proxy addresses, not "true" (every hop)',
    );
  }
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (
    addresses.length === 0 ||
    addresses.some((address) => !/^[0-9a-fA-F:.]+(\/\d+)?$/.test(address))
  ) {
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma-separated list of addresses (got "${value}")`,
    );
  }
  return addresses;
}

/** A secret from its variable, else from the file its `_FILE` variable names (container secrets). */
function secretOf(
  value: string | undefined,
  file: string | undefined,
  name: string,
): string | undefined {
  if (value !== undefined) return value;
  if (file === undefined) return undefined;
  try {
    const content = readFileSync(file, 'utf8').trim();
    return content === '' ? undefined : content;
  } catch {
    throw new Error(`${name}_FILE names a file that cannot be read (${file})`);
  }
}

function cookieKeysOf(env: Environment): string[] {
  const value = secretOf(env.OIDC_COOKIE_KEYS, env.OIDC_COOKIE_KEYS_FILE, 'OIDC_COOKIE_KEYS');
  return (value ?? '')
    .split(/[,\n]/)
    .map((key) => key.trim())
    .filter(Boolean);
}

/**
 * The embedded provider's key of TOTP secrets at rest. Production refuses to start without it
 * (checked once the other production settings are in place); a lab's own IdP needs none.
 */
function totpKeyOf(env: Environment): Buffer | undefined {
  const value =
    secretOf(env.TOTP_ENCRYPTION_KEY, env.TOTP_ENCRYPTION_KEY_FILE, 'TOTP_ENCRYPTION_KEY') ||
    undefined;
  if (value === undefined && env.LOCI_ENV === 'production' && !env.OIDC_ISSUER) {
    throw new ConfigurationError([
      {
        setting: 'TOTP_ENCRYPTION_KEY',
        message: 'required (or TOTP_ENCRYPTION_KEY_FILE): the key of the TOTP secrets at rest',
      },
    ]);
  }
  return value === undefined ? undefined : secretBoxKey(value);
}

/**
 * Key rotation: the keys rotated out (comma- or line-separated, newest first), each 32 bytes in
 * base64 like the current one; they need a current key to rotate to.
 */
function totpPreviousKeysOf(env: Environment): Buffer[] {
  const value = secretOf(
    env.TOTP_ENCRYPTION_KEY_PREVIOUS,
    env.TOTP_ENCRYPTION_KEY_PREVIOUS_FILE,
    'TOTP_ENCRYPTION_KEY_PREVIOUS',
  );
  const keys = (value ?? '')
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((key) => secretBoxKey(key, 'TOTP_ENCRYPTION_KEY_PREVIOUS'));
  if (keys.length > 0 && !(env.TOTP_ENCRYPTION_KEY || env.TOTP_ENCRYPTION_KEY_FILE)) {
    throw new ConfigurationError([
      {
        setting: 'TOTP_ENCRYPTION_KEY',
        message: 'required with TOTP_ENCRYPTION_KEY_PREVIOUS: the key to rotate to',
      },
    ]);
  }
  return keys;
}

const privateJwk = z.looseObject({ kty: z.string(), kid: z.string().min(1) });

function signingKeysOf(env: Environment): JWK[] | undefined {
  const value = secretOf(env.OIDC_SIGNING_KEYS, env.OIDC_SIGNING_KEYS_FILE, 'OIDC_SIGNING_KEYS');
  if (value === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new Error('OIDC_SIGNING_KEYS must be a JSON Web Key Set ({"keys": [...]})');
  }
  const parsed = z.object({ keys: z.array(privateJwk).min(1) }).safeParse(json);
  if (!parsed.success || !parsed.data.keys.every((key) => 'd' in key)) {
    throw new Error(
      'OIDC_SIGNING_KEYS must be a JSON Web Key Set of private keys, each with a "kid" (npm run secrets:generate)',
    );
  }
  return parsed.data.keys as JWK[];
}

/**
 * What production mode requires (docs/security.md "Production mode"): each problem names its
 * setting, so that a failed start says exactly what to set.
 */
export function productionProblems(env: Environment): { setting: string; message: string }[] {
  const problems: { setting: string; message: string }[] = [];
  if (!env.DATABASE_URL) {
    problems.push({ setting: 'DATABASE_URL', message: 'required: the PostgreSQL database' });
  } else if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    problems.push({ setting: 'DATABASE_URL', message: 'must be a postgres:// URL' });
  }
  if (!env.PUBLIC_URL) {
    problems.push({ setting: 'PUBLIC_URL', message: 'required: the https origin users reach' });
  } else if (!env.PUBLIC_URL.startsWith('https://')) {
    problems.push({ setting: 'PUBLIC_URL', message: 'must be an https:// URL' });
  }
  if (!env.SMTP_URL) {
    problems.push({ setting: 'SMTP_URL', message: 'required: the SMTP relay for outgoing mail' });
  }
  // With a lab's own identity provider (OIDC_ISSUER), its keys and cookies are its own.
  if (!env.OIDC_ISSUER) {
    if (!env.OIDC_SIGNING_KEYS && !env.OIDC_SIGNING_KEYS_FILE) {
      problems.push({
        setting: 'OIDC_SIGNING_KEYS',
        message: 'required (or OIDC_SIGNING_KEYS_FILE): the token signing keys',
      });
    }
    if (!env.OIDC_COOKIE_KEYS && !env.OIDC_COOKIE_KEYS_FILE) {
      problems.push({
        setting: 'OIDC_COOKIE_KEYS',
        message: 'required (or OIDC_COOKIE_KEYS_FILE): the sign-in cookie keys',
      });
    }
  }
  if (env.SEED_ON_START === '1' || env.SEED_ON_START === 'true') {
    problems.push({ setting: 'SEED_ON_START', message: 'production never seeds demo data' });
  }
  if (env.GRAPHQL_INTROSPECTION === '1' || env.GRAPHQL_INTROSPECTION === 'true') {
    problems.push({ setting: 'GRAPHQL_INTROSPECTION', message: 'is off in production' });
  }
  if (env.PUBLIC_SOURCE_MAPS === '1' || env.PUBLIC_SOURCE_MAPS === 'true') {
    problems.push({ setting: 'PUBLIC_SOURCE_MAPS', message: 'is off in production' });
  }
  if (env.MFA_REQUIRED === '0' || env.MFA_REQUIRED === 'false') {
    problems.push({ setting: 'MFA_REQUIRED', message: 'is always on in production' });
  }
  return problems;
}

/**
 * Reads the server's settings from the environment (the process's unless given; README
 * "Environment" lists each). In production (`LOCI_ENV=production`) a missing or unsafe setting
 * stops the start with a `ConfigurationError` naming it.
 */
export function serverConfigFromEnvironment(
  processEnv: NodeJS.ProcessEnv = process.env,
): ServerConfig {
  const env = readEnvironment(processEnv);
  const production = env.LOCI_ENV === 'production';
  if (production) {
    const problems = productionProblems(env);
    if (problems.length > 0) throw new ConfigurationError(problems);
  }
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
    shutdownDrainSeconds:
      env.SHUTDOWN_DRAIN_SECONDS === '0'
        ? 0
        : positiveInteger(env.SHUTDOWN_DRAIN_SECONDS, 0, 'SHUTDOWN_DRAIN_SECONDS'),
    bodyLimitBytes: positiveInteger(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    seedOnStart: production ? false : env.SEED_ON_START !== '0',
    environment: env.LOCI_ENV,
    oidcCookieKeys: cookieKeysOf(env),
    oidcSigningKeys: signingKeysOf(env),
    graphqlIntrospection: production
      ? false
      : flag(env.GRAPHQL_INTROSPECTION, true, 'GRAPHQL_INTROSPECTION'),
    publicSourceMaps: production ? false : flag(env.PUBLIC_SOURCE_MAPS, true, 'PUBLIC_SOURCE_MAPS'),
    secondFactorRequired: production ? true : flag(env.MFA_REQUIRED, false, 'MFA_REQUIRED'),
    totpEncryptionKey: totpKeyOf(env),
    totpPreviousKeys: totpPreviousKeysOf(env),
    documentStorage: {
      DOCUMENT_STORE: env.DOCUMENT_STORE,
      DOCUMENT_STORE_DIR: env.DOCUMENT_STORE_DIR,
      S3_BUCKET: env.S3_BUCKET,
      S3_REGION: env.S3_REGION,
      AWS_REGION: env.AWS_REGION,
      S3_ENDPOINT: env.S3_ENDPOINT,
      S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE,
      S3_PREFIX: env.S3_PREFIX,
      S3_SERVER_SIDE_ENCRYPTION: env.S3_SERVER_SIDE_ENCRYPTION,
    },
    liveHeartbeatSeconds: positiveInteger(env.LIVE_HEARTBEAT_SECONDS, 15, 'LIVE_HEARTBEAT_SECONDS'),
    placesRateLimitPerMinute: positiveInteger(
      env.PLACES_RATE_LIMIT_PER_MINUTE,
      120,
      'PLACES_RATE_LIMIT_PER_MINUTE',
    ),
    patientPortalUrl: (env.PATIENT_PORTAL_URL || 'https://patients.loci.test').replace(/\/+$/, ''),
    emr: emrConfigFromEnvironment(env),
    mail: mailConfigFromEnvironment(env),
    fax: faxConfigFromEnvironment(env),
    jobQueue: jobQueueConfigFromEnvironment(env),
    fulfilment: fulfilmentConfigFromEnvironment(env),
  };
}
