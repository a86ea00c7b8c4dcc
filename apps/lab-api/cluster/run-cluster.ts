// `npm run cluster` (scripts/cluster.sh): two instances (or --instances N) on one PostgreSQL behind
// nginx, until Ctrl-C. Prints the address to open and where the logs are.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster.js';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('cluster: DATABASE_URL is not set (scripts/cluster.sh starts a PostgreSQL)');
  process.exit(1);
}
const cluster = await startCluster({
  databaseUrl,
  instances: Number(values.instances),
  port: Number(values.port),
});
const state = {
  origin: cluster.origin,
  instances: cluster.instances.map((instance) => ({
    port: instance.port,
    pid: instance.process?.pid,
  })),
};
writeFileSync(path.join(cluster.folder, 'cluster.json'), JSON.stringify(state, null, 2));
// The browser tests read the process ids from a file they name.
if (process.env.LOCI_CLUSTER_STATE) {
  writeFileSync(process.env.LOCI_CLUSTER_STATE, JSON.stringify(state, null, 2));
}
console.log(`Loci cluster ready at ${cluster.origin} (nginx, round-robin)`);
for (const [index, instance] of state.instances.entries()) {
  console.log(`  instance ${index + 1}: 127.0.0.1:${instance.port}, pid ${instance.pid}`);
}
console.log(`  logs and nginx.conf: ${cluster.folder}`);
console.log('  try: kill -9 <pid> of one instance; the other keeps answering. Ctrl-C stops all.');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
