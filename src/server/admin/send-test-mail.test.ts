/**
 * `send-test-mail`: delivered to a real SMTP server and read back; the one-line reason when
 * nothing listens, when the login is refused and when SMTP_URL is unset; bad usage is exit 2.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { freePort, startSmtpSink, type SmtpSink } from '../test/support/test-smtp-server';
import { runAdmin } from './dispatch';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    streams: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) },
  };
}

describe('npm run admin -- send-test-mail', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it('sends one plain e-mail from MAIL_FROM through SMTP_URL', async () => {
    const io = capture();
    const env = {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Cadence Ops <ops@example.com>',
      APP_URL: 'https://cadence.example.com',
    };
    const code = await runAdmin(['send-test-mail', 'admin@example.org'], env, io.streams);
    expect(io.err).toEqual([]);
    expect(code).toBe(0);
    expect(io.out).toEqual([`Sent to admin@example.org via 127.0.0.1:${sink.port}`]);

    const [mail] = await sink.waitFor(1);
    expect(mail!.recipients).toEqual(['admin@example.org']);
    expect(mail!.parsed.from?.address).toBe('ops@example.com');
    expect(mail!.parsed.from?.name).toBe('Cadence Ops');
    expect(mail!.parsed.subject).toBe('Cadence test e-mail');
    expect(mail!.parsed.text).toContain(
      'This is a test e-mail from Cadence at https://cadence.example.com.',
    );
    expect(mail!.parsed.html).toBeFalsy();
    expect(mail!.parsed.attachments).toEqual([]);
  });

  it('says why in one line when nothing listens (exit 1)', async () => {
    const port = await freePort();
    const io = capture();
    const code = await runAdmin(
      ['send-test-mail', 'admin@example.org'],
      { SMTP_URL: `smtp://127.0.0.1:${port}` },
      io.streams,
    );
    expect(code).toBe(1);
    expect(io.out).toEqual([]);
    expect(io.err).toHaveLength(1);
    expect(io.err[0]).toMatch(
      new RegExp(
        `^Could not send to admin@example\\.org via 127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`,
      ),
    );
  });

  it('gives the server’s reason when the login is refused, without the password', async () => {
    const server = new SMTPServer({
      authMethods: ['PLAIN', 'LOGIN'],
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) => callback(new Error('Invalid username or password')),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    try {
      const io = capture();
      const code = await runAdmin(
        ['send-test-mail', 'admin@example.org'],
        { SMTP_URL: `smtp://mailer:s3cret-pass@127.0.0.1:${port}` },
        io.streams,
      );
      expect(code).toBe(1);
      expect(io.err).toHaveLength(1);
      expect(io.err[0]).toMatch(
        new RegExp(
          `^Could not send to admin@example\\.org via 127\\.0\\.0\\.1:${port}: .*Invalid username or password`,
        ),
      );
      expect(io.err[0]).not.toContain('s3cret-pass');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('without SMTP_URL says so (exit 1); a bad address or missing argument is exit 2', async () => {
    const unset = capture();
    expect(await runAdmin(['send-test-mail', 'admin@example.org'], {}, unset.streams)).toBe(1);
    expect(unset.err).toEqual([
      'SMTP_URL is not set; set it to smtp://host:port or smtps://user:pass@host:port',
    ]);

    const badAddress = capture();
    expect(
      await runAdmin(
        ['send-test-mail', 'not-an-address'],
        { SMTP_URL: sink.url },
        badAddress.streams,
      ),
    ).toBe(2);
    expect(badAddress.err).toEqual(['"not-an-address" is not an e-mail address']);

    for (const argv of [['send-test-mail'], ['send-test-mail', 'a@example.org', 'b@example.org']]) {
      const usage = capture();
      expect(await runAdmin(argv, { SMTP_URL: sink.url }, usage.streams)).toBe(2);
      expect(usage.err).toEqual(['Usage: npm run admin -- send-test-mail <address>']);
    }
    expect(sink.messages).toHaveLength(1);
  });
});
