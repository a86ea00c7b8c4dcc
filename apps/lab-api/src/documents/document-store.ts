// Where document bytes live. The database store (table `document_content`) is the default; a
// directory store is chosen by configuration; an S3-compatible store is future work
// (docs/decisions/document-storage.md). Keys are server-made UUIDs: the user's file name never
// reaches a storage path.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LabKysely } from '../db/create-database.js';

export type DocumentStoreKind = 'database' | 'directory';

export interface DocumentStore {
  readonly kind: DocumentStoreKind;
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Refuses anything but a server-made UUID as a key. */
export function checkedKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error('A document key must be a UUID');
  return key;
}

export class DatabaseDocumentStore implements DocumentStore {
  readonly kind = 'database';
  readonly #db: LabKysely;

  constructor(db: LabKysely) {
    this.#db = db;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.#db
      .insertInto('document_content')
      .values({ storage_key: checkedKey(key), content: bytes })
      .execute();
  }

  async get(key: string): Promise<Buffer | undefined> {
    const row = await this.#db
      .selectFrom('document_content')
      .select('content')
      .where('storage_key', '=', checkedKey(key))
      .executeTakeFirst();
    if (!row) return undefined;
    // PGlite answers a Uint8Array, pg a Buffer.
    return Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content as Uint8Array);
  }

  async delete(key: string): Promise<void> {
    await this.#db
      .deleteFrom('document_content')
      .where('storage_key', '=', checkedKey(key))
      .execute();
  }
}

/** Files under one folder, as `<first two characters of the key>/<key>`. */
export class DirectoryDocumentStore implements DocumentStore {
  readonly kind = 'directory';
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  #file(key: string): string {
    const checked = checkedKey(key);
    return path.join(this.#root, checked.slice(0, 2), checked);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.#file(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.#file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#file(key), { force: true });
  }
}

/**
 * The store of the environment: `DOCUMENT_STORE=directory` with `DOCUMENT_STORE_DIR` (a folder),
 * else the database.
 */
export function documentStoreFromEnvironment(
  db: LabKysely,
  env: NodeJS.ProcessEnv = process.env,
): DocumentStore {
  if (env.DOCUMENT_STORE === 'directory') {
    if (!env.DOCUMENT_STORE_DIR)
      throw new Error('DOCUMENT_STORE=directory needs DOCUMENT_STORE_DIR');
    return new DirectoryDocumentStore(env.DOCUMENT_STORE_DIR);
  }
  return new DatabaseDocumentStore(db);
}
