/**
 * Starts a real SMTP server (smtp-server) for the journeys; every message it receives is
 * written to .tmp/e2e-mail-<smtp port>/ as an .eml file that e2e/support/mail.ts reads (each
 * file appears whole, so parallel workers may read the folder at any time).
 */
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from '../playwright.config';

export const MAIL_DIR = path.resolve(E2E_MAIL_DIR);

export default async function globalSetup(): Promise<() => Promise<void>> {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        counter += 1;
        const file = path.join(MAIL_DIR, `${Date.now()}-${String(counter).padStart(4, '0')}.eml`);
        // Written under another name, then renamed: a reader never sees half a message.
        fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
        fs.renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
