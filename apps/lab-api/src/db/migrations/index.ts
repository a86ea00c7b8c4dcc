// The ordered list of every migration of the server. Migrations run in this list's order
// (not alphabetically); a new one is appended at the end of its feature's block.
import type { Migration } from 'kysely';
import { lab0001Core } from './lab-0001-core.js';
import { lab0002ProfileIssuer } from './lab-0002-profile-issuer.js';

// The identity feature's migrations (names prefixed `identity_`), from src/identity/migrations.ts.
import { identityMigrations } from '../../identity/migrations.js';
// The catalogue's migrations (names prefixed `catalogue_`), from src/catalogue/.
import { catalogueMigrations } from '../../catalogue/catalogue-migrations.js';
import { catalogueSearchMigrations } from '../../catalogue/catalogue-search-migrations.js';
// Orders, their tests, prior-authorization cases, payor rules and cost terms (src/orders/).
import { orderMigrations } from '../../orders/order-migrations.js';
// Insurance plans, patients (with policies and the minimal lab_order), EMR charts, documents.
import { insuranceMigrations } from '../../insurance/insurance-migrations.js';
import { patientMigrations } from '../../patients/patient-migrations.js';
import { emrMigrations } from '../../emr/emr-migrations.js';
import { documentMigrations } from '../../documents/document-migrations.js';
// Messaging threads, applied order change sets, patient invitations (src/messaging/).
import { messagingApiMigrations } from '../../messaging/messaging-api-migrations.js';
// Publications and lab news (src/publications/).
import { publicationMigrations } from '../../publications/publication-migrations.js';
// Lab reports and their versions (src/results/).
import { resultMigrations } from '../../results/result-migrations.js';
// The mail outbox and fax jobs of results delivery (src/mail/, src/fax/).
import { mailMigrations } from '../../mail/mail-migrations.js';
import { faxMigrations } from '../../fax/fax-migrations.js';
// Saved (offline) slices of the slice tool (src/slice-tool/).
import { sliceToolMigrations } from '../../slice-tool/slice-tool-migrations.js';
// Supplies, shipping kits and their shipments (src/supplies/).
import { supplyMigrations } from '../../supplies/supply-migrations.js';
// Shared request counters and idempotency keys (several instances, src/request-limits/, src/idempotency/).
import { requestLimitMigrations } from '../../request-limits/request-limit-migrations.js';
import { idempotencyMigrations } from '../../idempotency/idempotency-migrations.js';
// Notifications, live events, lab desk read marks (src/notifications/).
import { notificationMigrations } from '../../notifications/notification-migrations.js';
// The dashboard's partial indexes of what needs attention (src/dashboard/).
import { dashboardMigrations } from '../../dashboard/dashboard-migrations.js';

export const labMigrations: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['lab_0001_core', lab0001Core],
  ...Object.entries(identityMigrations),
  // Profiles keyed by issuer and subject (after the identity tables: it links their users).
  ['lab_0002_profile_issuer', lab0002ProfileIssuer],
  ...catalogueMigrations,
  ...catalogueSearchMigrations,
  ...insuranceMigrations,
  ...patientMigrations,
  ...emrMigrations,
  ...documentMigrations,
  ...orderMigrations,
  ...publicationMigrations,
  ...messagingApiMigrations,
  ...resultMigrations,
  ...mailMigrations,
  ...faxMigrations,
  ...sliceToolMigrations,
  ...supplyMigrations,
  ...requestLimitMigrations,
  ...idempotencyMigrations,
  ...notificationMigrations,
  ...dashboardMigrations,
];
