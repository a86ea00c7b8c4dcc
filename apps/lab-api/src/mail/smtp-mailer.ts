// Delivery over SMTP (SMTP_URL) with nodemailer: one pooled transport for the server's life.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer.js';

export interface SmtpMailerOptions {
  /** e.g. `smtp://user:password@mail.example:587` or `smtps://...:465`. */
  url: string;
  /** The sender (`From`), e.g. `"Loci lab" <no-reply@lab.example>`. */
  from: string;
  /** How long one send may take before it fails (and is retried later). */
  timeoutMs: number;
}

export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(options: SmtpMailerOptions) {
    this.#from = options.from;
    this.#transport = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.#transport.sendMail({
      from: this.#from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
      attachments: (mail.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.content),
      })),
    });
  }

  close(): void {
    this.#transport.close();
  }
}
