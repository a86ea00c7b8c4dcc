// Starts the lab's server on PORT (8080): see README for the environment.
import { serverConfigFromEnvironment, type ServerConfig } from './config.js';
import { databaseKind } from './db/create-database.js';
import { createLabServer } from './server.js';

let config: ServerConfig;
try {
  config = serverConfigFromEnvironment(process.env);
} catch (error) {
  // A refused start names each setting to fix (ConfigurationError), without a stack trace.
  console.error(`Loci lab server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const server = await createLabServer(config);
const { app } = server;
if (server.seeded) {
  app.log.info({ seeded: server.seeded }, 'first start: demo data seeded');
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Drain (readiness 503 while still serving), let requests in flight finish, release jobs.
  const drainMs = config.shutdownDrainSeconds * 1000;
  const forced = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, drainMs + 10_000);
  forced.unref();
  try {
    await server.close({ drainMs });
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // Someone new to the product most often meets this one: say what to do instead of a stack trace.
  const code = (error as NodeJS.ErrnoException).code;
  const hint =
    code === 'EADDRINUSE'
      ? `port ${config.port} is already in use: stop what uses it, or start with PORT=<another port>`
      : code === 'EACCES'
        ? `port ${config.port} needs privileges: start with PORT=<a port above 1023>`
        : 'the server could not listen';
  app.log.error({ code, port: config.port }, hint);
  console.error(`Loci lab server: ${hint}`);
  await server.close().catch(() => undefined);
  process.exit(1);
}
app.log.info(
  { publicUrl: config.publicUrl, database: databaseKind(config.database) },
  'Loci lab server ready',
);
