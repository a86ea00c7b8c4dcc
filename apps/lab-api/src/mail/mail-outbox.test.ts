// The outbox delivers over real SMTP (an in-process smtp-server): the message with its PDF
// attachment arrives once, a refused attempt is retried with backoff, and a mail refused on every
// attempt ends failed with the server's reason.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue, type JobQueue } from '../job-queue/job-queue.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { mailConfigFromEnvironment } from './mail-config.js';
import { mailDeliveryJob, OutboxMailer } from './mail-outbox.js';
import { findOutboxMail } from './mail-outbox-records.js';
import { SmtpMailer } from './smtp-mailer.js';

let database: TestDatabase;
let sink: SmtpSink;
let queue: JobQueue | undefined;
let transport: SmtpMailer | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
});

afterEach(async () => {
  await queue?.stop(1000);
  transport?.close();
  sink.received.length = 0;
});

afterAll(async () => {
  await sink.close();
  await database.close();
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startOutbox(env: NodeJS.ProcessEnv) {
  const config = mailConfigFromEnvironment({
    SMTP_URL: sink.url,
    MAIL_FROM: '"Loci lab" <reports@lab.loci.test>',
    MAIL_RETRY_DELAY_SECONDS: '1',
    MAIL_SEND_TIMEOUT_SECONDS: '5',
    ...env,
  });
  transport = new SmtpMailer({ url: sink.url, from: config.from, timeoutMs: 5000 });
  const job = mailDeliveryJob(database.db, transport, config);
  const mailer = new OutboxMailer(database.db, config, job);
  queue = await startJobQueue(database.db, [job], { pollingIntervalSeconds: 0.5 });
  mailer.attach(queue);
  return mailer;
}

const pdf = new TextEncoder().encode('%PDF-1.7\n% a report\n%%EOF\n');

describe('the mail outbox over SMTP', () => {
  it('delivers a mail with its PDF attachment once, after a refused first attempt', async () => {
    const mailer = await startOutbox({});
    sink.refuseNext(1);
    const queued = await mailer.enqueue({
      to: 'dr.ada@loci.test, office@clinic.test',
      subject: 'Lab report 4711',
      text: 'A report was shared with you.',
      attachments: [{ filename: 'report-4711.pdf', contentType: 'application/pdf', content: pdf }],
    });
    await until(() => sink.received.length > 0);
    const [message] = sink.received;
    expect(message?.subject).toBe('Lab report 4711');
    expect(message?.messageId).toBe(queued.messageId);
    expect(message?.from?.text).toBe('"Loci lab" <reports@lab.loci.test>');
    expect(message?.text?.trim()).toBe('A report was shared with you.');
    const to = Array.isArray(message?.to) ? message.to : [message?.to];
    expect(to.flatMap((address) => address?.value.map((entry) => entry.address))).toEqual([
      'dr.ada@loci.test',
      'office@clinic.test',
    ]);
    expect(message?.attachments.map((attachment) => attachment.filename)).toEqual([
      'report-4711.pdf',
    ]);
    expect(message?.attachments[0]?.contentType).toBe('application/pdf');
    expect(Buffer.from(message!.attachments[0]!.content).equals(Buffer.from(pdf))).toBe(true);

    await until(
      async () => (await findOutboxMail(database.db, queued.messageId))?.status === 'sent',
    );
    const stored = await findOutboxMail(database.db, queued.messageId);
    expect(stored).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    // Nothing more arrives: the job is done and the row says sent.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(sink.received).toHaveLength(1);
  });

  it('marks a mail failed, with the reason, once every attempt was refused', async () => {
    const mailer = await startOutbox({ MAIL_RETRY_LIMIT: '1' });
    sink.refuseNext(5);
    const queued = await mailer.enqueue({
      to: 'dr.ada@loci.test',
      subject: 'Refused',
      text: 'never arrives',
    });
    await until(
      async () => (await findOutboxMail(database.db, queued.messageId))?.status === 'failed',
    );
    const stored = await findOutboxMail(database.db, queued.messageId);
    expect(stored?.attempts).toBe(2);
    expect(stored?.lastError).toMatch(/451/);
    expect(sink.received).toHaveLength(0);
    sink.refuseNext(0);
  });
});
