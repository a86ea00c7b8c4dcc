import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseConfigFromEnvironment, type DatabaseConfig } from './db/create-database.js';

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
    database: databaseConfigFromEnvironment(env),
    logLevel: env.LOG_LEVEL || 'info',
    rateLimitPerMinute: positiveInteger(env.RATE_LIMIT_PER_MINUTE, 1200, 'RATE_LIMIT_PER_MINUTE'),
    bodyLimitBytes: positiveInteger(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    seedOnStart: env.SEED_ON_START !== '0',
  };
}
