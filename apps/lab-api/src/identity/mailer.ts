// Outgoing mail of the identity provider (password-reset links). The lab plugs in its own
// transport; the local one keeps mails in memory (tests read `outbox`) and, when given a folder,
// writes each mail there as a text file (development reads the link from the server's log folder).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
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
      const body = `To: ${mail.to}\nSubject: ${mail.subject}\nDate: ${sent.sentAt.toUTCString()}\n\n${mail.text}\n`;
      await writeFile(path.join(this.#folder, name), body, { mode: 0o600 });
    }
  }
}
