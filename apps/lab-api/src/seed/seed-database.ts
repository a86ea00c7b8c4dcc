import type { LabKysely } from '../db/create-database.js';
// The identity provider's demo sign-ins (identity_user); see src/identity/.
import { seedIdentityUsers } from '../identity/seed-identity-users.js';
import { seedDemoData, type SeedSummary } from './seed-demo-data.js';
// The test catalogue, partnership programs and resources (src/catalogue/).
import { seedCatalogue } from '../catalogue/seed-catalogue.js';
// Cost terms, payor rules and the demo orders' tests (src/orders/).
import { seedOrdering } from '../orders/seed-orders.js';
// Insurance plans, demo patients (with policies and orders) and the local EMR's charts.
import { seedInsurancePlans } from '../insurance/insurance-plans-seed.js';
import { seedDemoPatients } from '../patients/seed-patients.js';
import { seedEmrCharts } from '../emr/seed-emr-charts.js';
// Demo message threads on the demo orders (src/messaging/).
import { seedMessaging } from '../messaging/seed-messaging.js';
// The lab's publications and news (src/publications/).
import { seedPublications } from '../publications/seed-publications.js';
// Demo reports of a few finished demo orders (src/results/).
import { seedDemoReports } from '../results/seed-reports.js';
// The supplies catalogue (src/supplies/).
import { seedSupplies } from '../supplies/seed-supplies.js';

/** Seeds everything the demo needs: profiles, accounts and settings, then the sign-ins. */
export async function seedDatabase(db: LabKysely): Promise<SeedSummary & { signIns: number }> {
  const summary = await seedDemoData(db);
  const users = await seedIdentityUsers(db);
  await seedCatalogue(db);
  await seedInsurancePlans(db);
  await seedDemoPatients(db);
  await seedEmrCharts(db);
  await seedMessaging(db);
  await seedPublications(db);
  // Last: completes the patients' demo orders and keys cost terms and payor rules to the plans.
  await seedOrdering(db);
  await seedDemoReports(db);
  await seedSupplies(db);
  return { ...summary, signIns: users.length };
}
