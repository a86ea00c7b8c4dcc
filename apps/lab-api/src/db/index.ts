export {
  createDatabase,
  databaseConfigFromEnvironment,
  databaseKind,
  defaultDataDir,
  type DatabaseConfig,
  type DatabaseKind,
  type LabKysely,
} from './create-database.js';
export { migrateToLatest } from './migrate.js';
export { PGliteDialect } from './pglite-dialect.js';
export type * from './schema.js';
