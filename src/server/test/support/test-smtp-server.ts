/**
 * Test helper (imported by tests only): a real SMTP server on 127.0.0.1 that keeps every
 * message it receives, parsed with postal-mime, with its SMTP envelope.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import PostalMime, { type Email } from 'postal-mime';

export interface ReceivedMail {
  /** RCPT TO addresses: who the message was really delivered to. */
  recipients: string[];
  raw: string;
  parsed: Email;
}

export interface SmtpSink {
  port: number;
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  messages: ReceivedMail[];
  /** Resolves once at least `count` messages arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * Starts the sink on `port` (0 = a free port chosen by the system). `delayMs` holds each
 * message that long before accepting it (a slow server, so a batch takes a while).
 */
export async function startSmtpSink(
  port = 0,
  options: { delayMs?: number } = {},
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const pending: Promise<void>[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        const accept = () => {
          pending.push(
            PostalMime.parse(raw).then((parsed) => {
              messages.push({ recipients, raw, parsed });
            }),
          );
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    async waitFor(count, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > until) {
          throw new Error(`expected ${count} messages, got ${messages.length}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      await Promise.all(pending);
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port that was free a moment ago (for "server down, then up on the same port"). */
export async function freePort(): Promise<number> {
  const sink = await startSmtpSink(0);
  const { port } = sink;
  await sink.close();
  return port;
}
