// Starts the lab's server on PORT (8080): see README for the environment.
import { serverConfigFromEnvironment } from './config.js';
import { databaseKind } from './db/create-database.js';
import { createLabServer } from './server.js';

const config = serverConfigFromEnvironment();
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
  const forced = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  forced.unref();
  try {
    await server.close();
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
