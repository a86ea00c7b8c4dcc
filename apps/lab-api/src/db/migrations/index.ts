// The ordered list of every migration of the server. Migrations run in this list's order
// (not alphabetically); a new one is appended at the end of its feature's block.
import type { Migration } from 'kysely';
import { lab0001Core } from './lab-0001-core.js';

// IDENTITY MIGRATIONS HOOK: the identity feature exports `identityMigrations` (names prefixed
// `identity_`) from `src/identity/migrations.ts`. Until that file exists this stays empty;
// when it lands, replace the line below with:
//   import { identityMigrations } from '../../identity/migrations.js';
const identityMigrations: Record<string, Migration> = {};

export const labMigrations: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['lab_0001_core', lab0001Core],
  ...Object.entries(identityMigrations),
];
