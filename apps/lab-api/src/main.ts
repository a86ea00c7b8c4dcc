// Starts the lab's server: storage (migrated, seeded on first start), the embedded identity
// provider unless OIDC_ISSUER names a lab's own, the portal API and the portal on one origin.
import path from 'node:path';
import { buildApp } from './app.js';
import { recordAudit } from './audit/record-audit.js';
import type { AccessTokenVerifier } from './auth/access-token-verifier.js';
import { serverConfigFromEnvironment } from './config.js';
import { createDatabase, databaseKind, defaultDataDir } from './db/create-database.js';
import { migrateToLatest } from './db/migrate.js';
import { createJwksVerifier } from './identity/access-token-verifier.js';
import { createIdentityProvider, type IdentityProvider } from './identity/identity-provider.js';
import { LocalMailer } from './identity/mailer.js';
import { seedDatabase } from './seed/seed-database.js';
import { isDatabaseEmpty } from './seed/seed-demo-data.js';

const config = serverConfigFromEnvironment();
const db = await createDatabase(config.database);
await migrateToLatest(db);
if (config.seedOnStart && (await isDatabaseEmpty(db))) {
  const summary = await seedDatabase(db);
  console.log(`First start: seeded the ${databaseKind(config.database)} database`, summary);
}

let identity: IdentityProvider | undefined;
let verifier: AccessTokenVerifier;
if (config.externalIdentityProvider) {
  verifier = createJwksVerifier({ issuer: config.oidcIssuer, audience: config.oidcAudience });
} else {
  const mailFolder = path.join(
    config.database.dataDir && !config.database.dataDir.startsWith('memory://')
      ? path.dirname(config.database.dataDir)
      : path.dirname(defaultDataDir),
    'mail',
  );
  identity = await createIdentityProvider({
    db,
    issuer: config.oidcIssuer,
    clientId: config.oidcClientId,
    audience: config.oidcAudience,
    redirectOrigins: [config.publicUrl],
    accessTokenTtlSeconds: config.accessTokenLifetimeSeconds,
    cookieKeys: process.env.OIDC_COOKIE_KEYS?.split(',').filter(Boolean),
    recordAudit: (entry) => recordAudit(db, entry),
    mailer: new LocalMailer({ folder: mailFolder }),
  });
  verifier = identity.verifier;
}

const { app } = await buildApp({ config, db, verifier, identity });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const forced = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  forced.unref();
  try {
    await app.close();
    await identity?.close();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { publicUrl: config.publicUrl, database: databaseKind(config.database) },
  'Loci lab server ready',
);
