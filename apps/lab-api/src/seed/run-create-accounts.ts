// `npm run accounts:create -w @loci/lab-api -- <file.json>`: migrates the configured database and
// creates the first lab administrators and client accounts from the file (README "First accounts").
import { readFileSync } from 'node:fs';
import { readEnvironment } from '../config.js';
import { createDatabase, databaseConfigFromEnvironment } from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createFirstAccounts } from './first-accounts.js';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run accounts:create -- <accounts.json>');
  process.exit(1);
}
const input: unknown = JSON.parse(readFileSync(file, 'utf8'));
const db = await createDatabase(databaseConfigFromEnvironment(readEnvironment()));
try {
  await migrateToLatest(db);
  const summary = await createFirstAccounts(db, input as never);
  console.log('Created:', summary);
  console.log('Each person sets their password with "Forgot password" on the sign-in page.');
} finally {
  await db.destroy();
}
