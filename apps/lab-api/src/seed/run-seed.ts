// `npm run seed -w @loci/lab-api`: migrates the configured database and writes the demo data.
import {
  createDatabase,
  databaseConfigFromEnvironment,
  databaseKind,
} from '../db/create-database.js';
import { readEnvironment } from '../config.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDatabase } from './seed-database.js';
import { seedLabStaffUsers } from '../identity/seed-lab-staff.js';

const environment = readEnvironment();
if (environment.LOCI_ENV === 'production') {
  // Production holds real patients: its first accounts come from `npm run accounts:create`.
  console.error('LOCI_ENV=production: demo data is never seeded (use npm run accounts:create)');
  process.exit(1);
}
const config = databaseConfigFromEnvironment(environment);
const db = await createDatabase(config);
try {
  await migrateToLatest(db);
  const summary = await seedDatabase(db);
  await seedLabStaffUsers(db);
  console.log(`Seeded ${databaseKind(config)} database:`, summary);
} finally {
  await db.destroy();
}
