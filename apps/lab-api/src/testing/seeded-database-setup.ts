// Vitest global set-up: migrates and seeds one database per run (PGlite: a dump of its data
// folder; PostgreSQL: a template database), so each test file's server starts from a copy instead
// of seeding anew (the seed renders report PDFs and is most of a server's start-up).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, dumpPgliteDatabase, type LabKysely } from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDatabase } from '../seed/seed-database.js';
import { seedLabStaffUsers } from '../identity/seed-lab-staff.js';

/** What a first start with SEED_ON_START does to an empty database (see createLabServer). */
async function seed(db: LabKysely): Promise<void> {
  await migrateToLatest(db);
  await seedDatabase(db);
  await seedLabStaffUsers(db);
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('The postgres test project needs DATABASE_URL');
    const name = `loci_seeded_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = await createDatabase({ databaseUrl: url.toString(), maxConnections: 2 });
    await seed(db);
    await db.destroy();
    project.provide('seededDatabase', { postgresTemplate: name });
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'loci-seeded-'));
  const dumpPath = path.join(folder, 'pglite.tar');
  const db = await createDatabase({ dataDir: 'memory://' });
  await seed(db);
  writeFileSync(dumpPath, Buffer.from(await (await dumpPgliteDatabase(db)).arrayBuffer()));
  await db.destroy();
  project.provide('seededDatabase', { pgliteDump: dumpPath });
  return async () => rmSync(folder, { recursive: true, force: true });
}
