// Outgoing mail of the lab (password-reset links, shared reports). The server hands every mail to
// the durable outbox (mail-outbox.ts), which delivers it through one of these transports: SMTP
// (smtp-mailer.ts) or the local one, which keeps mails in memory (tests read `outbox`) and, when
// given a folder, writes each mail there as a text file with its attachments beside it
// (development reads the link or the report from the server's data folder).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[] | undefined;
  /** The message's `Message-ID` (kept across retries, so a receiver can drop a duplicate). */
  messageId?: string | undefined;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface SentMail extends OutgoingMail {
  sentAt: Date;
}

export interface LocalMailerOptions {
  /** Folder for one `.txt` file per mail (e.g. the server's log folder + `/mail`). */
  folder?: string | undefined;
  /** Mails kept in memory, newest last (default 100). */
  capacity?: number;
}

export class LocalMailer implements Mailer {
  readonly #folder: string | undefined;
  readonly #capacity: number;
  readonly #outbox: SentMail[] = [];

  constructor(options: LocalMailerOptions = {}) {
    this.#folder = options.folder;
    this.#capacity = options.capacity ?? 100;
  }

  /** The mails sent so far, oldest first. */
  get outbox(): readonly SentMail[] {
    return this.#outbox;
  }

  /** The newest mail to an address, if any. */
  lastMailTo(address: string): SentMail | undefined {
    const wanted = address.toLowerCase();
    return this.#outbox.findLast((mail) => mail.to.toLowerCase() === wanted);
  }

  async send(mail: OutgoingMail): Promise<void> {
    const sent = { ...mail, sentAt: new Date() };
    this.#outbox.push(sent);
    if (this.#outbox.length > this.#capacity) this.#outbox.shift();
    if (this.#folder) {
      await mkdir(this.#folder, { recursive: true });
      const stamp = sent.sentAt.toISOString().replaceAll(':', '-');
      const name = `${stamp}-${randomBytes(3).toString('hex')}-${mail.to.replace(/[^a-z0-9.@-]/gi, '_')}.txt`;
      const attachments = mail.attachments ?? [];
      const headers = [
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${sent.sentAt.toUTCString()}`,
        ...(mail.messageId ? [`Message-ID: ${mail.messageId}`] : []),
        ...attachments.map(
          (attachment, index) =>
            `Attachment: ${attachmentFileName(name, index, attachment)} (${attachment.contentType}, ${attachment.content.byteLength} bytes)`,
        ),
      ];
      const body = `${headers.join('\n')}\n\n${mail.text}\n`;
      await writeFile(path.join(this.#folder, name), body, { mode: 0o600 });
      for (const [index, attachment] of attachments.entries()) {
        await writeFile(
          path.join(this.#folder, attachmentFileName(name, index, attachment)),
          attachment.content,
          { mode: 0o600 },
        );
      }
    }
  }
}

/** `<mail file without .txt>-<n>-<attachment name>`, safe for any file system. */
function attachmentFileName(mailFile: string, index: number, attachment: MailAttachment): string {
  const safe = attachment.filename.replace(/[^a-z0-9._-]/gi, '_');
  return `${mailFile.replace(/\.txt$/, '')}-${index + 1}-${safe}`;
}
