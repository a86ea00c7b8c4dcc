// Insurance over real HTTP: plan by code, plan search (portal and messaging API), card look-up
// from a PDF's text layer and a PNG's metadata, and the spec's fallback when nothing is read.
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { demoUsers, strangerEmail, useTestServer } from '../testing/index.js';
import { cardFieldsFromText, contentStreamText, pdfText } from './insurance-card-reader.js';

const server = useTestServer();

const base = '/api/portal/v1.0.1';
const fallback = { error: true, message: 'There was an error with extracting the insurance card.' };

interface Plan {
  planCode: string;
  planName: string;
  category: string;
  insurancePlanCompany: string;
  biEnabled: boolean;
  canPerformFederalInsuranceBi: boolean;
  network: string;
  beaconPlanCode: string | null;
  isXifin: boolean;
}

async function cardPdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([340, 215]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) =>
    page.drawText(line, { x: 16, y: 190 - index * 18, size: 11, font }),
  );
  return Buffer.from(await pdf.save());
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 PNG carrying the card's fields as tEXt metadata. */
function cardPng(fields: Record<string, string>): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...Object.entries(fields).map(([key, value]) =>
      pngChunk('tEXt', Buffer.from(`${key}\0${value}`, 'latin1')),
    ),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function lookup(as: string, bytes: Buffer, fileName: string) {
  return server.request(`${base}/insurances/lookupByCard`, {
    method: 'POST',
    as,
    json: { fileName, content: bytes.toString('base64') },
  });
}

describe('GET /insurances/{code}', () => {
  it('answers the plan with every field of a search result', async () => {
    const response = await server.request(`${base}/insurances/UHC001`, { as: demoUsers.sam });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: Plan }).data).toEqual({
      planCode: 'UHC001',
      planName: 'UnitedHealthcare Choice Plus',
      category: 'UHC',
      insurancePlanCompany: 'UnitedHealthcare',
      biEnabled: true,
      canPerformFederalInsuranceBi: true,
      network: 'IN',
      beaconPlanCode: 'BCN-UHC-01',
      isXifin: true,
    });
    expect((await server.request(`${base}/insurances/uhc001`, { as: demoUsers.sam })).status).toBe(
      200,
    );
  });

  it('answers 404 for an unknown code, 400 for a malformed one, 401 without a token', async () => {
    expect((await server.request(`${base}/insurances/NOPE99`, { as: demoUsers.ada })).status).toBe(
      404,
    );
    for (const bad of ["UHC'--", '%3Cscript%3E', 'x'.repeat(21)]) {
      expect(
        (await server.request(`${base}/insurances/${bad}`, { as: demoUsers.ada })).status,
      ).toBe(400);
    }
    expect((await server.request(`${base}/insurances/UHC001`)).status).toBe(401);
  });
});

describe('GET /references/insurance/search/{searchTerm}/{paymentType}', () => {
  async function searchPlans(term: string, paymentType: string, query = ''): Promise<Plan[]> {
    const response = await server.request(
      `${base}/references/insurance/search/${encodeURIComponent(term)}/${paymentType}${query}`,
      { as: demoUsers.ada },
    );
    expect(response.status, `${term} ${paymentType}`).toBe(200);
    return ((await response.json()) as { data: Plan[] }).data;
  }

  it('matches name, company or code words, trims the term and filters by payment type', async () => {
    const united = await searchPlans('  united  ', 'Insurance');
    expect(united.map((plan) => plan.planCode)).toEqual(['UHC001', 'UHC002', 'UHC003']);
    expect((await searchPlans('blue cross ppo', 'Insurance')).map((plan) => plan.planCode)).toEqual(
      expect.arrayContaining(['ANT001', 'OTH005', 'OTH006']),
    );
    expect((await searchPlans('medicare', 'MCR')).every((plan) => plan.category === 'MCR')).toBe(
      true,
    );
    const medicaid = await searchPlans('medi', 'MCD');
    expect(medicaid.length).toBeGreaterThan(0);
    expect(medicaid.every((plan) => ['MCAD', 'MAMC'].includes(plan.category))).toBe(true);
    // Payment types that bill no insurance find no plans.
    expect(await searchPlans('united', 'Patient')).toEqual([]);
    expect(await searchPlans('%', 'Insurance')).toEqual([]);
    expect(await searchPlans("' or 1=1 --", 'Insurance')).toEqual([]);
  });

  it('limits the answer (default 50)', async () => {
    expect(await searchPlans('a', 'Insurance', '?limit=2')).toHaveLength(2);
    expect((await searchPlans('a', 'Insurance')).length).toBeLessThanOrEqual(50);
  });

  it('refuses an unknown payment type and a blank term', async () => {
    const unknown = await server.request(`${base}/references/insurance/search/united/Cash`, {
      as: demoUsers.ada,
    });
    expect(unknown.status).toBe(400);
    const blank = await server.request(`${base}/references/insurance/search/%20%20/Insurance`, {
      as: demoUsers.ada,
    });
    expect(blank.status).toBe(400);
  });
});

describe('GET /api/messaging/v1/references/insurance/search/{search_term}', () => {
  it('searches with or without a payment type, answering the bare list', async () => {
    const any = await server.request('/api/messaging/v1/references/insurance/search/anthem', {
      as: demoUsers.newProvider,
    });
    expect(any.status).toBe(200);
    const plans = (await any.json()) as Plan[];
    expect(plans.map((plan) => plan.planCode)).toEqual(['ANT002', 'ANT001', 'ANT004', 'ANT003']);
    const medicaid = await server.request(
      '/api/messaging/v1/references/insurance/search/anthem?payment_type=MCD',
      { as: demoUsers.newProvider },
    );
    expect(((await medicaid.json()) as Plan[]).map((plan) => plan.planCode)).toEqual(['ANT004']);
    const bad = await server.request(
      '/api/messaging/v1/references/insurance/search/anthem?payment_type=Bitcoin',
      { as: demoUsers.newProvider },
    );
    expect(bad.status).toBe(400);
    expect(
      (await server.request('/api/messaging/v1/references/insurance/search/anthem')).status,
    ).toBe(401);
  });
});

/** The lines of Winifred Quennell's Anthem card. */
const anthemCard = [
  'Anthem Blue Cross PPO',
  'Health Plan: Anthem Blue Cross PPO',
  'Member: QUENNELL, WINIFRED',
  'Member ID: XGH123456789',
  'Group No: 77410',
  'Group Name: Harborview Logistics',
  'Effective Date: 01/01/2025',
];

describe('POST /insurances/lookupByCard', () => {
  it('reads plan and member fields from a PDF card and matches the lab’s plan', async () => {
    const pdf = await cardPdf(anthemCard);
    const response = await lookup(demoUsers.sam, pdf, 'card-front.pdf');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      error: false,
      planName: 'Anthem Blue Cross PPO',
      policyId: 'XGH123456789',
      groupId: '77410',
      groupName: 'Harborview Logistics',
      subscriberFirstName: 'WINIFRED',
      subscriberLastName: 'QUENNELL',
      effectiveDate: '2025-01-01',
      insurance: expect.objectContaining({ planCode: 'ANT001' }),
    });
    const event = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'outcome', 'detail'])
      .where('action', '=', 'insurance.card_lookup')
      .executeTakeFirstOrThrow();
    expect(event.outcome).toBe('success');
    expect(JSON.stringify(event.detail)).not.toContain('QUENNELL');
  });

  it('reads a PNG card’s metadata and matches the plan by its code', async () => {
    const png = cardPng({ 'Plan Code': 'OTH003', 'Member ID': 'U99887766', Group: '3340021' });
    const response = await lookup(demoUsers.ada, png, 'card.png');
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      error: false,
      planCode: 'OTH003',
      policyId: 'U99887766',
      groupId: '3340021',
      insurance: expect.objectContaining({ planName: 'Cigna Open Access Plus' }),
    });
  });

  it('answers the fallback object when nothing can be read', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const blankPdf = await cardPdf(['Thank you for choosing us']);
    for (const [bytes, name] of [
      [jpeg, 'photo.jpg'],
      [blankPdf, 'blank.pdf'],
      [cardPng({}), 'empty.png'],
    ] as const) {
      const response = await lookup(demoUsers.ada, bytes, name);
      expect(response.status, name).toBe(200);
      expect(((await response.json()) as { data: unknown }).data, name).toEqual(fallback);
    }
    const notBase64 = await server.request(`${base}/insurances/lookupByCard`, {
      method: 'POST',
      as: demoUsers.ada,
      json: { fileName: 'card.pdf', content: '<<<not base64>>>' },
    });
    expect(((await notBase64.json()) as { data: unknown }).data).toEqual(fallback);
  });

  it('checks the file by name and by content as the multipart upload does (415), audited', async () => {
    const program = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(512),
    ]);
    program.write('PE\0\0', 128, 'latin1');
    program.writeUInt32LE(128, 0x3c);
    // A spreadsheet: an accepted document type, but not a card.
    const xlsx = Buffer.concat(
      ['[Content_Types].xml', 'xl/workbook.xml'].flatMap((entry) => {
        const header = Buffer.alloc(30);
        header.writeUInt32LE(0x04034b50, 0);
        header.writeUInt16LE(20, 4);
        header.writeUInt32LE(4, 18);
        header.writeUInt32LE(4, 22);
        header.writeUInt16LE(Buffer.byteLength(entry), 26);
        return [header, Buffer.from(entry), Buffer.from('<x/>')];
      }),
    );
    for (const [bytes, name, path] of [
      [program, 'card.pdf', 'content'],
      [Buffer.from('MZ this is not a card'), 'card.pdf', 'content'],
      [program, 'setup.exe', 'fileName'],
      [cardPng({ 'Member ID': 'X1' }), 'card.pdf', 'content'],
      [Buffer.from('Member ID: X1'), 'card.txt', 'fileName'],
      [xlsx, 'card.xlsx', 'fileName'],
    ] as const) {
      const response = await lookup(demoUsers.ada, bytes, name);
      expect(response.status, name).toBe(415);
      expect(((await response.json()) as { errors: unknown[] }).errors, name).toEqual([
        {
          code: 'unsupported_file_type',
          message: 'Only gif, jpeg, jpg, pdf, png or tiff cards can be read',
          path,
        },
      ]);
    }
    const events = await server.database.db
      .selectFrom('audit_event')
      .select(['outcome', 'detail'])
      .where('action', '=', 'insurance.card_lookup')
      .orderBy('id', 'desc')
      .limit(6)
      .execute();
    expect(events.map((event) => [event.outcome, event.detail])).toEqual(
      Array.from({ length: 6 }, () => [
        'failure',
        expect.objectContaining({ reason: 'unsupported_file_type', multipart: false }),
      ]),
    );
  });

  it('refuses a missing file, wrong types and callers without a profile', async () => {
    for (const body of [{}, { fileName: 'card.pdf' }, { fileName: 1, content: 'AA==' }]) {
      const response = await server.request(`${base}/insurances/lookupByCard`, {
        method: 'POST',
        as: demoUsers.ada,
        json: body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const stranger = await lookup(strangerEmail, cardPng({ 'Member ID': 'X1' }), 'c.png');
    expect(stranger.status).toBe(404);
  });
});

describe('card text', () => {
  it('parses literal, hex and array strings of content streams', () => {
    expect(
      contentStreamText('BT (Member ID: A\\(1\\)) Tj ET BT <4772> Tj [(oup: ) 120 (42)] TJ ET'),
    ).toBe('Member ID: A(1)\nGroup: 42\n');
  });

  it('reads uncompressed PDF streams and label variants', () => {
    const content = 'BT (Subscriber ID: ZZ12345) Tj ET';
    const pdf = Buffer.from(
      `%PDF-1.4\n1 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`,
      'latin1',
    );
    expect(pdfText(pdf)).toContain('Subscriber ID: ZZ12345');
    expect(cardFieldsFromText('Name: Jane Q Doe\nID# W123\nGRP# 555')).toMatchObject({
      subscriberFirstName: 'Jane Q',
      subscriberLastName: 'Doe',
      policyId: 'W123',
      groupId: '555',
    });
    expect(cardFieldsFromText('nothing useful here')).toBeUndefined();
  });
});

describe('POST /insurances/lookupByCard as multipart/form-data', () => {
  async function upload(as: string | undefined, bytes: Buffer, fileName: string, field = 'file') {
    const form = new FormData();
    form.append('note', 'front of the card');
    form.append(field, new Blob([bytes]), fileName);
    return server.request(`${base}/insurances/lookupByCard`, {
      method: 'POST',
      ...(as ? { as } : {}),
      body: form,
    });
  }

  it('reads a PDF card and a PNG card sent as files', async () => {
    const pdf = await cardPdf(anthemCard);
    const fromPdf = await upload(demoUsers.sam, pdf, 'card-front.pdf');
    expect(fromPdf.status).toBe(200);
    expect(((await fromPdf.json()) as { data: unknown }).data).toMatchObject({
      error: false,
      policyId: 'XGH123456789',
      groupId: '77410',
      subscriberLastName: 'QUENNELL',
      insurance: expect.objectContaining({ planCode: 'ANT001' }),
    });
    const png = cardPng({ 'Plan Code': 'OTH003', 'Member ID': 'U99887766' });
    const fromPng = await upload(demoUsers.ada, png, 'Card Photo.PNG');
    expect(((await fromPng.json()) as { data: unknown }).data).toMatchObject({
      error: false,
      policyId: 'U99887766',
      insurance: expect.objectContaining({ planName: 'Cigna Open Access Plus' }),
    });
    const event = await server.database.db
      .selectFrom('audit_event')
      .select(['detail'])
      .where('action', '=', 'insurance.card_lookup')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.detail).toMatchObject({ size: png.length, multipart: true });
  });

  it('answers the fallback object for a card file with nothing to read', async () => {
    const blank = await upload(demoUsers.ada, await cardPdf(['Thank you']), 'blank.pdf');
    expect(blank.status).toBe(200);
    expect(((await blank.json()) as { data: unknown }).data).toEqual(fallback);
  });

  it('refuses a file over 20 MB, a renamed program and a mismatched name', async () => {
    const tooLarge = Buffer.alloc(20_971_521, 0x20);
    (await cardPdf(['x'])).copy(tooLarge);
    const large = await upload(demoUsers.ada, tooLarge, 'card.pdf');
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({
      success: false,
      errors: [{ code: 'payload_too_large', message: 'The file is larger than 20 MB' }],
    });
    const program = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(512),
    ]);
    program.write('PE\0\0', 128, 'latin1');
    program.writeUInt32LE(128, 0x3c);
    for (const [bytes, name] of [
      [program, 'card.png'],
      [program, 'setup.exe'],
      [cardPng({ 'Member ID': 'X1' }), 'card.pdf'],
      [Buffer.from('Member ID: X1'), 'card.txt'],
    ] as const) {
      const response = await upload(demoUsers.ada, bytes, name);
      expect(response.status, name).toBe(415);
      expect(((await response.json()) as { errors: unknown[] }).errors[0]).toMatchObject({
        code: 'unsupported_file_type',
        path: 'file',
      });
    }
    // Refused before the call's handler, and audited all the same (no content, no name).
    const events = await server.database.db
      .selectFrom('audit_event')
      .select(['outcome', 'detail'])
      .where('action', '=', 'insurance.card_lookup')
      .orderBy('id', 'desc')
      .limit(5)
      .execute();
    expect(events.map((event) => [event.outcome, event.detail])).toEqual([
      ...Array.from({ length: 4 }, () => [
        'failure',
        { reason: 'unsupported_file_type', status: 415 },
      ]),
      ['failure', { reason: 'payload_too_large', status: 413 }],
    ]);
  });

  it('refuses a form without the file, callers without a token or a profile', async () => {
    const png = cardPng({ 'Member ID': 'X1' });
    expect((await upload(demoUsers.ada, png, 'card.png', 'picture')).status).toBe(400);
    expect((await upload(undefined, png, 'card.png')).status).toBe(401);
    expect((await upload(strangerEmail, png, 'card.png')).status).toBe(404);
  });
});
