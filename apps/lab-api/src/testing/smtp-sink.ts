// A real SMTP server in the test process (smtp-server): every accepted message is parsed with
// mailparser. `refuseNext` makes the next deliveries fail with a temporary error (451).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  port: number;
  received: ParsedMail[];
  /** Messages refused so far. */
  readonly refusals: number;
  /** Refuse this many more messages with 451 before accepting again. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          refused += 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    get refusals() {
      return refused;
    },
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
