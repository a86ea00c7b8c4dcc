// The S3 document store against a real S3-compatible server run in the test (s3rver: S3's REST
// API with SigV4 signature checks, objects on disk): the store alone, then the whole upload →
// download → delete journey over HTTP with DOCUMENT_STORE=s3.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoUsers, useTestServer } from '../testing/index.js';
import { S3DocumentStore, documentStoreFromEnvironment } from './document-store.js';

const bucket = 'loci-documents';
let s3: S3rver;
let directory: string;
let endpoint: string;

// s3rver knows one account, S3RVER / S3RVER; it checks the access key id of a SigV4 request but
// not the signature itself (unimplemented there).
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'loci-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3?.close();
  rmSync(directory, { recursive: true, force: true });
});

function client(accessKeyId = credentials.accessKeyId): S3Client {
  return new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { ...credentials, accessKeyId },
  });
}

async function objectKeys(): Promise<string[]> {
  const listed = await client().send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

describe('S3DocumentStore', () => {
  it('puts, gets and deletes objects under the prefix and the server-made key', async () => {
    const store = new S3DocumentStore({ client: client(), bucket, prefix: 'documents/' });
    const key = randomUUID();
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 31) % 251;
    await store.put(key, bytes);
    expect(await objectKeys()).toContain(`documents/${key}`);
    expect((await store.get(key))?.equals(bytes)).toBe(true);
    await store.delete(key);
    expect(await objectKeys()).not.toContain(`documents/${key}`);
    expect(await store.get(key)).toBeUndefined();
  });

  it('refuses keys that are not UUIDs and fails on an unknown access key', async () => {
    const store = new S3DocumentStore({ client: client(), bucket });
    await expect(store.put('../card.pdf', Buffer.from('x'))).rejects.toThrow(/UUID/);
    await expect(store.get('lab-results.pdf')).rejects.toThrow(/UUID/);
    const stranger = new S3DocumentStore({ client: client('SOMEONE-ELSE'), bucket });
    await expect(stranger.put(randomUUID(), Buffer.from('x'))).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    await expect(stranger.get(randomUUID())).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
  });

  it('is configured by the environment', () => {
    expect(() => documentStoreFromEnvironment({} as never, { DOCUMENT_STORE: 's3' })).toThrow(
      /S3_BUCKET/,
    );
    expect(() =>
      documentStoreFromEnvironment({} as never, {
        DOCUMENT_STORE: 's3',
        S3_BUCKET: bucket,
        S3_SERVER_SIDE_ENCRYPTION: 'rot13',
      }),
    ).toThrow(/S3_SERVER_SIDE_ENCRYPTION/);
    expect(
      documentStoreFromEnvironment({} as never, { DOCUMENT_STORE: 's3', S3_BUCKET: bucket }).kind,
    ).toBe('s3');
  });
});

describe('documents over HTTP with DOCUMENT_STORE=s3', () => {
  beforeAll(() => {
    // The SDK reads credentials from the standard AWS variables, as it would in production.
    vi.stubEnv('DOCUMENT_STORE', 's3');
    vi.stubEnv('S3_BUCKET', bucket);
    vi.stubEnv('S3_ENDPOINT', endpoint);
    vi.stubEnv('S3_REGION', 'us-east-1');
    vi.stubEnv('S3_PREFIX', 'orders/');
    vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
  });

  afterAll(() => {
    vi.unstubAllEnvs();
  });

  // The server reads its settings once, from its configuration (src/config.ts).
  const server = useTestServer({
    env: () => ({
      DOCUMENT_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_PREFIX: 'orders/',
    }),
  });

  it('uploads to the bucket under a UUID, downloads the same bytes and deletes the object', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Consent form', {
      x: 40,
      y: 700,
      size: 12,
      font: await pdf.embedFont(StandardFonts.Helvetica),
    });
    const bytes = Buffer.from(await pdf.save());
    const name = '../../Ada Lovelace consent.pdf';
    const query = new URLSearchParams({
      orderId: '500001',
      documentName: name,
      documentCategory: '1',
      mimeType: 'application/pdf',
    });
    const uploaded = await server.request(`/api/portal/v1.0.1/documentUpload/order?${query}`, {
      method: 'POST',
      as: demoUsers.ada,
      json: bytes.toString('base64'),
    });
    expect(uploaded.status).toBe(201);
    const { DocumentId } = ((await uploaded.json()) as { data: { DocumentId: number } }).data;
    const row = await server.database.db
      .selectFrom('order_document')
      .select(['storage', 'storage_key'])
      .where('id', '=', DocumentId)
      .executeTakeFirstOrThrow();
    expect(row.storage).toBe('s3');
    const keys = await objectKeys();
    expect(keys).toContain(`orders/${row.storage_key}`);
    expect(keys.some((key) => key.includes('Lovelace') || key.includes('..'))).toBe(false);

    const download = await server.request(
      `/api/portal/v1.0.1/documentUpload/document/${DocumentId}`,
      { as: demoUsers.ada },
    );
    expect(download.status).toBe(200);
    const downloaded = Buffer.from(await download.arrayBuffer());
    expect(createHash('md5').update(downloaded).digest('hex')).toBe(
      createHash('md5').update(bytes).digest('hex'),
    );

    const deleted = await server.request(`/api/portal/v1.0.1/documentUpload/order/${DocumentId}`, {
      method: 'DELETE',
      as: demoUsers.ada,
    });
    expect(deleted.status).toBe(200);
    expect(await objectKeys()).not.toContain(`orders/${row.storage_key}`);
  });
});
