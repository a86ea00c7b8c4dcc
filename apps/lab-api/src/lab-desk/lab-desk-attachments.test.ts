// The lab desk's reply with a file (docs/decisions/notifications.md), over real HTTP: the file is
// checked by the upload rules of documents (type by name and content, 20 MB), listed with the
// reply in the provider's thread, and downloaded with its bytes by the people of the thread's
// account only (another account: 404). A refused file leaves no reply.
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/order-fixtures.js';
import { desk, patientNamed, portalBase, submittedOrder } from '../results/results-testing.js';
import {
  answerData,
  answerFailure,
  demoUsers,
  useFixtures,
  useTestServer,
} from '../testing/index.js';

const server = useTestServer();
const fx = useFixtures(server, orderFixtures);

interface Attachment {
  attachmentId: number;
  fileName: string;
  mimeType: string;
  size: number;
}
interface Message {
  messageId: number;
  body: string;
  senderType: string;
  attachments?: Attachment[];
}

async function providerThread(lastName: string): Promise<number> {
  const patientId = await patientNamed(server, fx, 'Attach', lastName);
  const { orderId } = await submittedOrder(server, fx, patientId);
  const created = await server.request('/api/messaging/v2/portal-messaging/threads/messages', {
    method: 'POST',
    as: demoUsers.ada,
    json: {
      orderId,
      category: 'Results',
      subcategory: 'Report Content',
      scope: 'Proband',
      body: 'Could you send the consent form?',
    },
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { thread: { threadId: number } }).thread.threadId;
}

async function pdfBytes(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  return Buffer.from(await pdf.save());
}

const download = (attachmentId: number, as: string) =>
  server.request(`${portalBase}/messages/attachments/${attachmentId}`, { as });

describe('the lab desk’s reply with a file', () => {
  it('reaches the provider’s thread, who downloads the same bytes; another account gets 404', async () => {
    const threadId = await providerThread('Pdf');
    const bytes = await pdfBytes();
    const reply = await answerData<Message>(
      await desk(server, 'POST', `/threads/${threadId}/messages`, {
        body: 'The consent form is attached.',
        attachment: { fileName: 'Consent form.pdf', content: bytes.toString('base64') },
      }),
    );
    expect(reply.attachments).toEqual([
      {
        attachmentId: expect.any(Number),
        fileName: 'Consent form.pdf',
        mimeType: 'application/pdf',
        size: bytes.length,
      },
    ]);
    const attachmentId = reply.attachments![0]!.attachmentId;

    const thread = (await (
      await server.request(`/api/messaging/v2/portal-messaging/threads/${threadId}/messages`, {
        as: demoUsers.ada,
      })
    ).json()) as Message[];
    expect(thread.at(-1)).toMatchObject({
      body: 'The consent form is attached.',
      senderType: 'Lab',
      attachments: [{ attachmentId, fileName: 'Consent form.pdf' }],
    });
    expect(thread[0]?.attachments).toEqual([]);

    const answer = await download(attachmentId, demoUsers.ada);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('Consent form.pdf');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const received = Buffer.from(await answer.arrayBuffer());
    expect(createHash('md5').update(received).digest('hex')).toBe(
      createHash('md5').update(bytes).digest('hex'),
    );

    // A person of another account, and anyone about an id that does not exist: 404.
    await answerFailure(await download(attachmentId, demoUsers.newProvider), 404);
    await answerFailure(await download(attachmentId + 100_000, demoUsers.ada), 404);
  });

  it('refuses a file of a refused type or whose content is not its name’s (415), leaving no reply', async () => {
    const threadId = await providerThread('Refused');
    const before = await server.database.db
      .selectFrom('thread_message')
      .select('id')
      .where('thread_id', '=', threadId)
      .execute();
    const script = await answerFailure(
      await desk(server, 'POST', `/threads/${threadId}/messages`, {
        body: 'Run this.',
        attachment: { fileName: 'tool.exe', content: Buffer.from('MZ....').toString('base64') },
      }),
      415,
    );
    expect(script.errors[0]?.message).toBe(
      'Only gif, jpeg, jpg, pdf, png, tiff, xls, xlsx files can be uploaded',
    );
    const renamed = await answerFailure(
      await desk(server, 'POST', `/threads/${threadId}/messages`, {
        body: 'Not a PDF.',
        attachment: {
          fileName: 'notes.pdf',
          content: Buffer.from('plain text').toString('base64'),
        },
      }),
      415,
    );
    expect(renamed.errors[0]?.message).toBe('The file’s content does not match its type');
    const after = await server.database.db
      .selectFrom('thread_message')
      .select('id')
      .where('thread_id', '=', threadId)
      .execute();
    expect(after).toHaveLength(before.length);
  });
});
