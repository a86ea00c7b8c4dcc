// Idempotency keys over real HTTP (PGlite and PostgreSQL): a retried order submission or upload
// with the same Idempotency-Key creates nothing twice and answers the first answer; the same key
// with another request is refused; a refused request stores nothing (docs/decisions/idempotency.md).
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { orderTestServer } from '../orders/order-http.js';
import { answerFailure, demoUsers, portalBase } from '../testing/index.js';

const ctx = orderTestServer();

function orderBody(notes: string) {
  return {
    accountNumber: '1001',
    patientId: ctx.fx.patient1001,
    tests: [{ code: ctx.fx.testA }],
    paymentType: 'Patient',
    insurancePolicyId: null,
    notes,
  };
}

function post(path: string, body: unknown, key: string | undefined, as: string = demoUsers.ada) {
  return ctx.server.request(`${portalBase}${path}`, {
    method: 'POST',
    as,
    json: body,
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
  });
}

async function ordersWithNotes(notes: string): Promise<number> {
  const rows = await ctx.server.database.db
    .selectFrom('lab_order')
    .select('id')
    .where('notes', '=', notes)
    .execute();
  return rows.length;
}

describe('idempotency keys', () => {
  it('creates an order once for a retried submission and answers the first answer again', async () => {
    const key = randomUUID();
    const notes = `idempotent ${key}`;
    const first = await post('/simpleOrder', orderBody(notes), key);
    expect(first.status).toBe(201);
    const created = (await first.json()) as { data: { orderId: number } };

    const retry = await post('/simpleOrder', orderBody(notes), key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { data: { orderId: number } }).data.orderId).toBe(
      created.data.orderId,
    );
    expect(await ordersWithNotes(notes)).toBe(1);
  });

  it('creates again without a key, and for another caller with the same key', async () => {
    const notes = `no key ${randomUUID()}`;
    expect((await post('/simpleOrder', orderBody(notes), undefined)).status).toBe(201);
    expect((await post('/simpleOrder', orderBody(notes), undefined)).status).toBe(201);
    expect(await ordersWithNotes(notes)).toBe(2);

    const key = randomUUID();
    const shared = `shared key ${key}`;
    expect((await post('/simpleOrder', orderBody(shared), key)).status).toBe(201);
    // Sam's key is Sam's: the same text from Ada named her own request.
    const sams = await post('/simpleOrder', orderBody(shared), key, demoUsers.sam);
    expect(sams.headers.get('idempotent-replayed')).toBeNull();
    expect(await ordersWithNotes(shared)).toBe(sams.status === 201 ? 2 : 1);
  });

  it('refuses the same key with another request, and changes nothing', async () => {
    const key = randomUUID();
    const notes = `reused ${key}`;
    expect((await post('/simpleOrder', orderBody(notes), key)).status).toBe(201);
    const other = await post('/simpleOrder', orderBody(`${notes} changed`), key);
    const failure = await answerFailure(other, 422);
    expect(failure.errors[0]).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await ordersWithNotes(`${notes} changed`)).toBe(0);
  });

  it('stores no answer for a refused request: the corrected retry with the key runs', async () => {
    const key = randomUUID();
    const notes = `refused first ${key}`;
    const refused = await post('/simpleOrder', { ...orderBody(notes), accountNumber: '9999' }, key);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const again = await post('/simpleOrder', { ...orderBody(notes), accountNumber: '9999' }, key);
    expect(again.status).toBe(refused.status);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await ordersWithNotes(notes)).toBe(0);
  });

  it('refuses a malformed key', async () => {
    const failure = await answerFailure(
      await post('/simpleOrder', orderBody('bad key'), 'has spaces in it'),
      400,
    );
    expect(failure.errors[0]).toMatchObject({ code: 'invalid_idempotency_key' });
  });

  it('keeps one document for a retried upload', async () => {
    const order = await post('/simpleOrder', orderBody(`upload ${randomUUID()}`), undefined);
    const { orderId } = ((await order.json()) as { data: { orderId: number } }).data;
    const query = new URLSearchParams({
      orderId: String(orderId),
      documentName: 'family-history.pdf',
      documentCategory: '1',
      mimeType: 'application/pdf',
    });
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Family history: none known');
    const content = { content: Buffer.from(await pdf.save()).toString('base64') };
    const key = randomUUID();
    const first = await post(`/documentUpload/order?${query}`, content, key);
    expect(first.status).toBeLessThan(300);
    const retry = await post(`/documentUpload/order?${query}`, content, key);
    expect(retry.status).toBe(first.status);
    expect(await retry.json()).toEqual(await first.json());
    const documents = await ctx.server.database.db
      .selectFrom('order_document')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(documents).toHaveLength(1);
  });

  it('answers a retry arriving while the first request still runs without running it twice', async () => {
    const key = randomUUID();
    const notes = `concurrent ${key}`;
    const [one, two] = await Promise.all([
      post('/simpleOrder', orderBody(notes), key),
      post('/simpleOrder', orderBody(notes), key),
    ]);
    const statuses = [one.status, two.status].sort();
    // PostgreSQL: the second waits and answers the first's answer (201, 201); PGlite: 201, 409.
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    expect(await ordersWithNotes(notes)).toBe(1);
  });
});
