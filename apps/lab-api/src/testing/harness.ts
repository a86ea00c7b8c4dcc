// The one set-up of the server's feature tests: a file (or a describe block) asks for a server or
// a database once, and gets it started before its tests and closed after them. What it gets is a
// stand-in that reaches the real server or database once started, so tests read `server.request`
// and `database.db` as plain values.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { loggerOptions } from '../platform/logging.js';
import { serverConfigFromEnvironment, type ServerConfig } from '../config.js';
import type { LabKysely } from '../db/create-database.js';
import { seedCatalogue } from '../catalogue/seed-catalogue.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { startTestServer, type TestServer } from './test-server.js';

/** Generous: the whole server starts (migrations, seed, identity provider) on a shared machine. */
export const startTimeout = 240_000;

/** A stand-in for a value made in a `beforeAll` hook: using it earlier is a mistake in the test. */
function lateValue<T extends object>(what: string): { stand: T; set(value: T): void } {
  let value: T | undefined;
  const current = (): T => {
    if (value === undefined) throw new Error(`${what} is made before the tests: use it in a test`);
    return value;
  };
  const stand = new Proxy({} as T, {
    get: (_target, key) => Reflect.get(current(), key),
    has: (_target, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
  return { stand, set: (made) => (value = made) };
}

export interface TestServerOptions {
  /**
   * Environment the server's configuration is read from (over the process's own); a function when
   * it is known only once the file's earlier `beforeAll` hooks have run (e.g. a stand-in's port).
   */
  env?: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv);
  /** Seeds the compact catalogue (tests, genes, conditions, AOE forms) after the demo data. */
  catalogue?: boolean;
  /** More data the file's tests share, written once the server has started. */
  prepare?: (server: TestServer) => Promise<void>;
  /**
   * Starts on an empty database, so the server seeds it itself (as a first start does); by
   * default the server starts on a copy of the run's seeded database.
   */
  firstStart?: boolean;
}

/**
 * The whole server over a fresh, seeded database (PGlite, or PostgreSQL in the `postgres`
 * project), started before the tests of the file or block that asks for it and closed after.
 * Requests sign in as a demo user with `{ as: demoUsers.ada }`; `server.signIn` goes through the
 * identity provider's own pages.
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  const server = lateValue<TestServer>('The test server');
  let started: TestServer | undefined;
  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    started = await startTestServer({
      ...(env ? { env } : {}),
      ...(options.firstStart ? { firstStart: true } : {}),
    });
    if (options.catalogue) await seedCatalogue(started.database.db, { scope: 'compact' });
    await options.prepare?.(started);
    server.set(started);
  }, startTimeout);
  afterAll(async () => {
    await started?.close();
  });
  return server.stand;
}

/**
 * Data made once for the file's tests from the server's database (after the server has started),
 * e.g. `const fx = useFixtures(server, orderFixtures)`.
 */
export function useFixtures<T extends object>(
  server: TestServer,
  make: (db: LabKysely) => Promise<T>,
): T {
  const fixtures = lateValue<T>('The fixtures');
  beforeAll(async () => {
    fixtures.set(await make(server.database.db));
  }, startTimeout);
  return fixtures.stand;
}

export interface TestDatabaseOptions {
  /** Migrate to the latest schema (default true). */
  migrate?: boolean;
  /** Data the file's tests share, written once the database exists. */
  prepare?: (db: LabKysely) => Promise<unknown>;
}

/** A fresh database of its own for the tests of the file or block that asks for it. */
export function useTestDatabase(options: TestDatabaseOptions = {}): TestDatabase {
  const database = lateValue<TestDatabase>('The test database');
  let made: TestDatabase | undefined;
  beforeAll(async () => {
    made = await createTestDatabase({ migrate: options.migrate ?? true });
    await options.prepare?.(made.db);
    database.set(made);
  }, startTimeout);
  afterAll(async () => {
    await made?.close();
  });
  return database.stand;
}

export interface PortalFilesApp {
  /** `http://127.0.0.1:<port>` of the app serving the files. */
  origin: string;
  port: number;
}

/**
 * A second app on the started server's database and verifier that serves a portal build made of
 * `files` (paths under the build folder → contents), for the tests of how the portal's files are
 * answered (policy, compression, the pre-rendered home). The folder is removed after the tests.
 */
export function usePortalFilesApp(
  server: TestServer,
  files: Record<string, string | Uint8Array>,
  config: Partial<ServerConfig> = {},
): PortalFilesApp {
  const made = lateValue<PortalFilesApp>('The portal files app');
  let portalDist: string | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    portalDist = mkdtempSync(path.join(tmpdir(), 'loci-portal-dist-'));
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(portalDist, file)), { recursive: true });
      writeFileSync(path.join(portalDist, file), content);
    }
    ({ app } = await buildApp({
      config: {
        ...serverConfigFromEnvironment({ PORT: '0' }),
        oidcIssuer: server.config.oidcIssuer,
        ...config,
        portalDist,
      },
      db: server.database.db,
      verifier: server.verifier,
      logger: false,
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    made.set({ origin: `http://127.0.0.1:${port}`, port });
  }, startTimeout);
  afterAll(async () => {
    await app?.close();
    if (portalDist) rmSync(portalDist, { recursive: true, force: true });
  });
  return made.stand;
}

export interface LoggedApp {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` of the listening app. */
  origin: string;
}

/**
 * A second app on the started server's database and verifier, configured from `env` (over
 * `PORT=0`) and the server's portal build, whose log lines (JSON, at `logLevel`) go into
 * `logLines`, for the tests of what the server logs. `routes` adds the test's own routes before
 * it listens.
 */
export function useLoggedApp(
  server: TestServer,
  {
    env = {},
    logLevel = 'info',
    routes,
  }: {
    env?: NodeJS.ProcessEnv;
    logLevel?: string;
    routes?: (app: FastifyInstance) => void;
  } = {},
): { made: LoggedApp; logLines: string[] } {
  const made = lateValue<LoggedApp>('The logged app');
  const logLines: string[] = [];
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    ({ app } = await buildApp({
      config: {
        ...serverConfigFromEnvironment({ PORT: '0', ...env }),
        portalDist: server.config.portalDist,
        oidcIssuer: server.config.oidcIssuer,
      },
      db: server.database.db,
      verifier: server.verifier,
      logger: { ...loggerOptions(logLevel), stream },
    }));
    routes?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    made.set({ app, origin: `http://127.0.0.1:${port}` });
  }, startTimeout);
  afterAll(async () => {
    await app?.close();
  });
  return { made: made.stand, logLines };
}
