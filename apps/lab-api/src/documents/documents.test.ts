// Documents over real HTTP: upload → tag → list → download (bytes and MD5 compared) → delete;
// type checked by content and name; the 20 MB cap; account scoping for every demo user; audit.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { demoUsers, strangerEmail, useTestServer } from '../testing/index.js';
import { contentDisposition } from './document-routes.js';
import { DirectoryDocumentStore } from './document-store.js';
import { checkUpload } from './upload-type.js';

const server = useTestServer();

const base = '/api/portal/v1.0.1';
// Orders of the seed: 500001–500006 belong to account 1001, 500007–500012 to 1002, 500013– to 1003.
const order1001 = 500001;
const order1002 = 500007;
const order1003 = 500013;

interface Failure {
  success: false;
  errors: Array<{ code: string; message: string; path?: string }>;
}

async function samplePdf(
  text = 'Family history: maternal aunt, breast cancer at 42',
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  page.drawText(text, {
    x: 40,
    y: 700,
    size: 12,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
}

function upload(
  as: string,
  orderId: number,
  documentName: string,
  content: string | Record<string, string>,
  extra: Record<string, string> = {},
): Promise<Response> {
  const query = new URLSearchParams({
    orderId: String(orderId),
    documentName,
    documentCategory: '1',
    mimeType: 'application/pdf',
    ...extra,
  });
  return server.request(`${base}/documentUpload/order?${query}`, {
    method: 'POST',
    as,
    json: content,
  });
}

/** A zip with stored (uncompressed) entries, enough for type detection. */
function storedZip(entries: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    parts.push(header, Buffer.from(name), data);
  }
  return Buffer.concat(parts);
}

function legacyWorkbook(): Buffer {
  const bytes = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  bytes.writeUInt16LE(0x003e, 24);
  bytes.writeUInt16LE(0xfffe, 28);
  Buffer.from('Workbook', 'utf16le').copy(bytes, 1024);
  return bytes;
}

const exe = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

describe('upload, tag, list, download, delete', () => {
  it('keeps the bytes and their MD5 through the whole round trip, audited', async () => {
    const bytes = await samplePdf();
    const md5 = createHash('md5').update(bytes).digest('hex');
    const name = 'Résumé «famille» 2025 (final).pdf';
    const uploaded = await upload(demoUsers.sam, order1001, name, bytes.toString('base64'), {
      notes: 'Pedigree from the counselling visit',
    });
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as {
      data: { DocumentId: number; md5: string; size: number; mimeType: string };
    };
    expect(data).toMatchObject({ md5, size: bytes.length, mimeType: 'application/pdf' });
    const id = data.DocumentId;

    const tagged = await server.request(`${base}/documentUpload/tags`, {
      method: 'POST',
      as: demoUsers.ada,
      json: {
        DocumentId: id,
        EntityId: order1001,
        Tags: ['Family History', 'Pedigree', 'Pedigree'],
      },
    });
    expect(tagged.status).toBe(200);
    expect(((await tagged.json()) as { data: { tags: string[] } }).data.tags).toEqual([
      'Family History',
      'Pedigree',
    ]);

    const list = await server.request(`${base}/documentUpload/order/${order1001}`, {
      as: demoUsers.sam,
    });
    const documents = ((await list.json()) as { data: Array<Record<string, unknown>> }).data;
    expect(documents).toEqual([
      expect.objectContaining({
        id,
        orderId: order1001,
        name,
        md5,
        mimeType: 'application/pdf',
        notes: 'Pedigree from the counselling visit',
        uploadStatus: 'Ok',
        size: bytes.length,
        documentContentByte: null,
        tags: ['Family History', 'Pedigree'],
        billingDocumentId: null,
      }),
    ]);

    const beacon = await server.request(`${base}/documentUpload/beacon/${order1001}`, {
      as: demoUsers.sam,
    });
    expect(((await beacon.json()) as { data: Record<string, unknown> }).data).toMatchObject({
      orderId: order1001,
      documentCount: 1,
    });

    const download = await server.request(`${base}/documentUpload/document/${id}`, {
      as: demoUsers.sam,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _famille_ 2025 (final).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%C2%ABfamille%C2%BB%202025%20%28final%29.pdf`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    const received = Buffer.from(await download.arrayBuffer());
    expect(received.equals(bytes)).toBe(true);
    expect(createHash('md5').update(received).digest('hex')).toBe(md5);

    const removed = await server.request(`${base}/documentUpload/order/${id}`, {
      method: 'DELETE',
      as: demoUsers.sam,
    });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { data: unknown }).data).toEqual({ DocumentId: id });
    expect(
      (await server.request(`${base}/documentUpload/document/${id}`, { as: demoUsers.sam })).status,
    ).toBe(404);
    const content = await server.database.db.selectFrom('document_content').selectAll().execute();
    expect(content).toEqual([]);

    const events = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'outcome', 'actor_email', 'account_number'])
      .where('action', 'like', 'document.%')
      .orderBy('id')
      .execute();
    expect(events.map((event) => `${event.action} ${event.outcome}`)).toEqual([
      'document.upload success',
      'document.tag success',
      'document.list success',
      'document.download success',
      'document.delete success',
      // The download tried once the document was deleted.
      'document.download failure',
    ]);
    expect(events.slice(0, 5).every((event) => event.account_number === '1001')).toBe(true);
  });

  it('accepts every allowed type by content and name, and the content as an object', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
      'hex',
    );
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0]);
    const tiff = Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0]), Buffer.alloc(32)]);
    const xlsx = storedZip({
      '[Content_Types].xml': '<Types/>',
      'xl/workbook.xml': '<workbook/>',
    });
    const cases: Array<[string, Buffer, string]> = [
      ['scan.png', png, 'image/png'],
      ['scan.gif', gif, 'image/gif'],
      ['scan.jpeg', jpeg, 'image/jpeg'],
      ['scan.JPG', jpeg, 'image/jpeg'],
      ['scan.tiff', tiff, 'image/tiff'],
      ['pedigree.xlsx', xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['pedigree.xls', legacyWorkbook(), 'application/vnd.ms-excel'],
    ];
    for (const [name, bytes, mimeType] of cases) {
      const response = await upload(demoUsers.ada, order1002, name, {
        documentContentByte: bytes.toString('base64'),
      });
      expect(response.status, name).toBe(201);
      expect(((await response.json()) as { data: { mimeType: string } }).data.mimeType, name).toBe(
        mimeType,
      );
    }
  });

  it('refuses a renamed executable, a wrong extension and a content that does not match', async () => {
    const pdf = await samplePdf();
    const cases: Array<[string, Buffer, number, string]> = [
      ['lab-results.pdf', exe, 415, 'The file’s content does not match its type'],
      [
        'setup.exe',
        exe,
        415,
        'Only gif, jpeg, jpg, pdf, png, tiff, xls, xlsx files can be uploaded',
      ],
      [
        'notes.txt',
        Buffer.from('plain text'),
        415,
        'Only gif, jpeg, jpg, pdf, png, tiff, xls, xlsx files can be uploaded',
      ],
      ['report.png', pdf, 415, 'The file’s content does not match its type'],
      [
        'archive.xlsx',
        storedZip({ 'a.txt': 'x' }),
        415,
        'The file’s content does not match its type',
      ],
      ['report', pdf, 415, 'Only gif, jpeg, jpg, pdf, png, tiff, xls, xlsx files can be uploaded'],
    ];
    for (const [name, bytes, status, message] of cases) {
      const response = await upload(demoUsers.ada, order1001, name, bytes.toString('base64'));
      expect(response.status, name).toBe(status);
      expect(((await response.json()) as Failure).errors[0]?.message, name).toBe(message);
    }
    const stored = await server.database.db
      .selectFrom('order_document')
      .select('name')
      .where('order_id', '=', order1001)
      .execute();
    expect(stored.map((row) => row.name)).not.toContain('lab-results.pdf');
  });

  it('refuses a 21 MB file before buffering and one byte over 20 MB after decoding', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 0x41);
    const tooBig = await upload(demoUsers.ada, order1001, 'big.pdf', big.toString('base64'));
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as Failure).errors[0]?.code).toBe('payload_too_large');

    const justOver = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20_971_521 - 9, 0x20)]);
    const over = await upload(demoUsers.ada, order1001, 'over.pdf', justOver.toString('base64'));
    expect(over.status).toBe(413);
    expect(((await over.json()) as Failure).errors[0]).toEqual({
      code: 'payload_too_large',
      message: 'The file is larger than 20 MB',
    });
  });

  it('refuses bad input', async () => {
    const pdf = (await samplePdf()).toString('base64');
    const cases: Array<[() => Promise<Response>, number]> = [
      [() => upload(demoUsers.ada, order1001, 'x.pdf', '@@@not base64@@@'), 400],
      [() => upload(demoUsers.ada, order1001, 'x.pdf', ''), 400],
      [() => upload(demoUsers.ada, order1001, '', pdf), 400],
      [() => upload(demoUsers.ada, order1001, 'x.pdf', pdf, { orderId: 'abc' }), 400],
      [
        () =>
          upload(demoUsers.ada, order1001, 'x.pdf', pdf, { notes: '<script>alert(1)</script>' }),
        400,
      ],
      [() => upload(demoUsers.ada, order1001, 'x.pdf', { documentContentByte: 42 } as never), 400],
      [
        () =>
          server.request(`${base}/documentUpload/tags`, {
            method: 'POST',
            as: demoUsers.ada,
            json: { DocumentId: 1, EntityId: order1001, Tags: ['Secret'] },
          }),
        400,
      ],
      [
        () =>
          server.request(`${base}/documentUpload/order/not-a-number`, {
            method: 'DELETE',
            as: demoUsers.ada,
          }),
        400,
      ],
    ];
    for (const [send, status] of cases) expect((await send()).status).toBe(status);
    // The user's file name is text: path tricks are stored as a name, never as a path.
    const tricky = await upload(demoUsers.ada, order1001, '../../etc/passwd.pdf', pdf);
    expect(tricky.status).toBe(201);
  });
});

describe('account scoping', () => {
  it('answers 404 to every call on another account’s order or document, for every demo user', async () => {
    const pdf = (await samplePdf()).toString('base64');
    const own = await upload(demoUsers.newProvider, order1002, 'own.pdf', pdf);
    expect(own.status).toBe(201);
    const documentId = ((await own.json()) as { data: { DocumentId: number } }).data.DocumentId;

    const outsiders = [demoUsers.sam, demoUsers.noAccount, strangerEmail];
    for (const as of outsiders) {
      const responses = await Promise.all([
        server.request(`${base}/documentUpload/order/${order1002}`, { as }),
        upload(as, order1002, 'intruder.pdf', pdf),
        server.request(`${base}/documentUpload/tags`, {
          method: 'POST',
          as,
          json: { DocumentId: documentId, EntityId: order1002, Tags: ['Payment'] },
        }),
        server.request(`${base}/documentUpload/document/${documentId}`, { as }),
        server.request(`${base}/documentUpload/order/${documentId}`, { method: 'DELETE', as }),
        server.request(`${base}/documentUpload/beacon/${order1002}`, { as }),
      ]);
      expect(
        responses.map((response) => response.status),
        as,
      ).toEqual([404, 404, 404, 404, 404, 404]);
    }
    // Dr. Okafor's access to 1003 is not approved: its orders are as foreign as any other.
    expect(
      (await server.request(`${base}/documentUpload/order/${order1003}`, { as: demoUsers.ada }))
        .status,
    ).toBe(404);
    expect((await upload(demoUsers.ada, order1003, 'x.pdf', pdf)).status).toBe(404);
    // A tag naming another order of the caller does not move the document.
    const wrongOrder = await server.request(`${base}/documentUpload/tags`, {
      method: 'POST',
      as: demoUsers.ada,
      json: { DocumentId: documentId, EntityId: order1001, Tags: ['Payment'] },
    });
    expect(wrongOrder.status).toBe(404);
    // Still there for its own account.
    const download = await server.request(`${base}/documentUpload/document/${documentId}`, {
      as: demoUsers.ada,
    });
    expect(download.status).toBe(200);
  });
});

describe('storage and checks', () => {
  it('stores files in a directory under server-made keys only', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'loci-documents-'));
    try {
      const store = new DirectoryDocumentStore(root);
      const key = randomUUID();
      await store.put(key, Buffer.from('bytes'));
      expect((await store.get(key))?.toString()).toBe('bytes');
      expect(readdirSync(path.join(root, key.slice(0, 2)))).toEqual([key]);
      await expect(store.put(key, Buffer.from('again'))).rejects.toThrow();
      await expect(store.get('../../etc/passwd')).rejects.toThrow(/UUID/);
      await store.delete(key);
      expect(await store.get(key)).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('checks the name and the content together', async () => {
    expect(await checkUpload('a.pdf', await samplePdf())).toMatchObject({ ok: true });
    expect(
      await checkUpload('a.xls', storedZip({ '[Content_Types].xml': '', 'xl/workbook.xml': '' })),
    ).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(
      await checkUpload(
        'a.xls',
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...Buffer.alloc(600)]),
      ),
    ).toEqual({
      ok: false,
      reason: 'content',
    });
  });

  it('encodes download names for Content-Disposition', () => {
    expect(contentDisposition('plain.pdf')).toBe(
      `attachment; filename="plain.pdf"; filename*=UTF-8''plain.pdf`,
    );
    expect(contentDisposition('a"b\\c;d.pdf')).toBe(
      `attachment; filename="a_b_c_d.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd.pdf`,
    );
    expect(contentDisposition('line\r\nbreak.pdf')).not.toMatch(/[\r\n]/);
  });
});

describe('the audit of every attempt', () => {
  /** The document events after `since`, without the caller's address or request id. */
  async function eventsAfter(since: number) {
    const rows = await server.database.db
      .selectFrom('audit_event')
      .select(['id', 'action', 'outcome', 'actor_email', 'entity_type', 'entity_id', 'detail'])
      .where('action', 'like', 'document.%')
      .where('id', '>', since)
      .orderBy('id')
      .execute();
    return rows.map(({ id: _id, detail, ...row }) => ({
      ...row,
      detail: typeof detail === 'string' ? (JSON.parse(detail) as unknown) : detail,
    }));
  }

  async function lastEventId(): Promise<number> {
    const row = await server.database.db
      .selectFrom('audit_event')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  it('records refused uploads, downloads, deletes, tags and lists with their outcome', async () => {
    const pdf = (await samplePdf()).toString('base64');
    const own = await upload(demoUsers.ada, order1002, 'kept.pdf', pdf);
    const documentId = ((await own.json()) as { data: { DocumentId: number } }).data.DocumentId;
    const since = await lastEventId();

    expect((await upload(demoUsers.sam, order1002, 'intruder.pdf', pdf)).status).toBe(404);
    expect(
      (await server.request(`${base}/documentUpload/document/${documentId}`, { as: demoUsers.sam }))
        .status,
    ).toBe(404);
    expect(
      (
        await server.request(`${base}/documentUpload/order/${documentId}`, {
          method: 'DELETE',
          as: demoUsers.sam,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.request(`${base}/documentUpload/tags`, {
          method: 'POST',
          as: demoUsers.sam,
          json: { DocumentId: documentId, EntityId: order1002, Tags: ['Payment'] },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.request(`${base}/documentUpload/order/${order1002}`, { as: demoUsers.sam }))
        .status,
    ).toBe(404);
    expect((await upload(demoUsers.ada, order1001, 'x.pdf', '@@@not base64@@@')).status).toBe(400);
    expect(
      (await upload(demoUsers.ada, order1001, 'Smith, Jane.pdf', exe.toString('base64'))).status,
    ).toBe(415);

    const failure = (
      actor: string,
      action: string,
      entityType: string,
      entityId: number,
      detail: object,
    ) => ({
      action,
      outcome: 'failure',
      actor_email: actor,
      entity_type: entityType,
      entity_id: String(entityId),
      detail,
    });
    expect(await eventsAfter(since)).toEqual([
      failure(demoUsers.sam, 'document.upload', 'order', order1002, { reason: 'not_found' }),
      failure(demoUsers.sam, 'document.download', 'document', documentId, { reason: 'not_found' }),
      failure(demoUsers.sam, 'document.delete', 'document', documentId, { reason: 'not_found' }),
      failure(demoUsers.sam, 'document.tag', 'document', documentId, {
        orderId: order1002,
        reason: 'not_found',
      }),
      failure(demoUsers.sam, 'document.list', 'order', order1002, { reason: 'not_found' }),
      failure(demoUsers.ada, 'document.upload', 'order', order1001, {
        reason: 'invalid_base64',
        status: 400,
      }),
      failure(demoUsers.ada, 'document.upload', 'order', order1001, {
        reason: 'content',
        size: exe.length,
      }),
    ]);
    // Still there, and its owner's download is audited as a success.
    expect(
      (await server.request(`${base}/documentUpload/document/${documentId}`, { as: demoUsers.ada }))
        .status,
    ).toBe(200);
  });

  it('records oversize files, refused before buffering or after decoding, never their content', async () => {
    const since = await lastEventId();
    const big = Buffer.alloc(21 * 1024 * 1024, 0x41).toString('base64');
    expect((await upload(demoUsers.ada, order1001, 'Doe John.pdf', big)).status).toBe(413);
    const justOver = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20_971_521 - 9, 0x20)]);
    expect(
      (await upload(demoUsers.ada, order1001, 'over.pdf', justOver.toString('base64'))).status,
    ).toBe(413);
    const events = await eventsAfter(since);
    expect(events).toEqual([
      {
        action: 'document.upload',
        outcome: 'failure',
        actor_email: demoUsers.ada,
        entity_type: 'order',
        entity_id: String(order1001),
        detail: { reason: 'payload_too_large', status: 413 },
      },
      {
        action: 'document.upload',
        outcome: 'failure',
        actor_email: demoUsers.ada,
        entity_type: 'order',
        entity_id: String(order1001),
        detail: { reason: 'payload_too_large', status: 413 },
      },
    ]);
    // Neither the file's name nor its bytes are in the trail.
    const rows = await server.database.db
      .selectFrom('audit_event')
      .select('detail')
      .where('id', '>', since)
      .execute();
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Doe');
    expect(text).not.toContain('QUFB');
  });
});
