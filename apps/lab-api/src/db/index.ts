export {
  createDatabase,
  lockDataDir,
  rawSql,
  type RawSql,
  databaseConfigFromEnvironment,
  databaseKind,
  defaultDataDir,
  type DatabaseConfig,
  type DatabaseKind,
  type LabKysely,
} from './create-database.js';
export { migrateToLatest } from './migrate.js';
export { PGliteDialect, type PGliteDialectOptions } from './pglite-dialect.js';
export type * from './schema.js';
