// The migrations of the messaging and order-changes API, in order (one entry in
// src/db/migrations/index.ts): messaging threads, applied change sets, patient invitations.
import type { Migration } from 'kysely';
import { orderChangeMigrations } from '../order-changes/order-change-migrations.js';
import { patientInvitationMigrations } from '../patient-invitations/patient-invitation-migrations.js';
import { messageAttachmentMigrations } from './message-attachment-migrations.js';
import { messagingMigrations } from './messaging-migrations.js';

export const messagingApiMigrations: ReadonlyArray<readonly [string, Migration]> = [
  ...messagingMigrations,
  ...orderChangeMigrations,
  ...patientInvitationMigrations,
  ...messageAttachmentMigrations,
];
