// `npm run seed -w @loci/lab-api`: migrates the configured database and writes the demo data.
import {
  createDatabase,
  databaseConfigFromEnvironment,
  databaseKind,
} from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDatabase } from './seed-database.js';
import { seedLabStaffUsers } from '../identity/seed-lab-staff.js';

const config = databaseConfigFromEnvironment();
const db = await createDatabase(config);
try {
  await migrateToLatest(db);
  const summary = await seedDatabase(db);
  await seedLabStaffUsers(db);
  console.log(`Seeded ${databaseKind(config)} database:`, summary);
} finally {
  await db.destroy();
}
