// Where document bytes live. The database store (table `document_content`) is the default; a
// directory or an S3-compatible store is chosen by configuration
// (docs/decisions/document-storage.md). Keys are server-made UUIDs: the user's file name never
// reaches a storage path or an object key.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3';
import type { LabKysely } from '../db/create-database.js';

export type DocumentStoreKind = 'database' | 'directory' | 's3';

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

export interface S3DocumentStoreOptions {
  client: S3Client;
  bucket: string;
  /** Put before every key, e.g. `documents/` (never anything of the user's). */
  prefix?: string;
  /** Server-side encryption asked for on every object (`AES256` or `aws:kms`). */
  serverSideEncryption?: ServerSideEncryption | undefined;
}

/** Objects of one bucket (AWS S3, MinIO, R2, …), as `<prefix><key>`. */
export class S3DocumentStore implements DocumentStore {
  readonly kind = 's3';
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;
  readonly #encryption: ServerSideEncryption | undefined;

  constructor(options: S3DocumentStoreOptions) {
    this.#client = options.client;
    this.#bucket = options.bucket;
    this.#prefix = options.prefix ?? '';
    this.#encryption = options.serverSideEncryption;
  }

  #objectKey(key: string): string {
    return `${this.#prefix}${checkedKey(key)}`;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: 'application/octet-stream',
        ...(this.#encryption ? { ServerSideEncryption: this.#encryption } : {}),
      }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: this.#objectKey(key) }),
      );
      if (!answer.Body) return undefined;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
        return undefined;
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(
      new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#objectKey(key) }),
    );
  }
}

const serverSideEncryptions: readonly string[] = ['AES256', 'aws:kms', 'aws:kms:dsse'];

/**
 * The S3 store of the environment: `S3_BUCKET` (required), `S3_REGION` (else `AWS_REGION`, else
 * us-east-1), `S3_ENDPOINT` for an S3-compatible server (path-style addressing then, unless
 * `S3_FORCE_PATH_STYLE=false`), `S3_PREFIX`, `S3_SERVER_SIDE_ENCRYPTION`; credentials from the
 * SDK's standard chain (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, profiles, instance roles).
 */
export function s3DocumentStoreFromEnvironment(env: NodeJS.ProcessEnv): S3DocumentStore {
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('DOCUMENT_STORE=s3 needs S3_BUCKET');
  const encryption = env.S3_SERVER_SIDE_ENCRYPTION || undefined;
  if (encryption !== undefined && !serverSideEncryptions.includes(encryption)) {
    throw new Error(`S3_SERVER_SIDE_ENCRYPTION must be one of ${serverSideEncryptions.join(', ')}`);
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  const client = new S3Client({
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    ...(endpoint
      ? { endpoint, forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false' }
      : env.S3_FORCE_PATH_STYLE === 'true'
        ? { forcePathStyle: true }
        : {}),
  });
  return new S3DocumentStore({
    client,
    bucket,
    prefix: env.S3_PREFIX ?? '',
    serverSideEncryption: encryption as ServerSideEncryption | undefined,
  });
}

/**
 * The store of the environment: `DOCUMENT_STORE=directory` with `DOCUMENT_STORE_DIR` (a folder),
 * `DOCUMENT_STORE=s3` (see `s3DocumentStoreFromEnvironment`), else the database.
 */
export function documentStoreFromEnvironment(db: LabKysely, env: NodeJS.ProcessEnv): DocumentStore {
  if (env.DOCUMENT_STORE === 's3') return s3DocumentStoreFromEnvironment(env);
  if (env.DOCUMENT_STORE === 'directory') {
    if (!env.DOCUMENT_STORE_DIR)
      throw new Error('DOCUMENT_STORE=directory needs DOCUMENT_STORE_DIR');
    return new DirectoryDocumentStore(env.DOCUMENT_STORE_DIR);
  }
  return new DatabaseDocumentStore(db);
}
