/**
 * Start-up refusals (docs/operations.md, "Configuration"): every bad value ends the start
 * within 20 s with exit code 1 and one line naming the variable and what to change, never a
 * stack trace or a hang; a second process on one `DATA_DIR` is refused with one line while
 * the first keeps serving. The real entry point runs as a child process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, httpClient, startServer, stopGracefully } from '../security/crash-server';
import { runServerUntilExit } from './server-process';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-start-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** One bad value and what its one line must say. */
const BAD_VALUES: { env: Record<string, string>; line: RegExp }[] = [
  { env: { PORT: 'abc' }, line: /^ {2}- PORT must be an integer from 0 to 65535, got "abc"$/ },
  { env: { HOST: 'bad!host' }, line: /^ {2}- HOST must be an IP address .* got "bad!host"$/ },
  // An address of no interface of this machine (TEST-NET-3, RFC 5737).
  { env: { HOST: '203.0.113.7' }, line: /^HOST 203\.0\.113\.7 is not an address of this machine;/ },
  { env: { TRUST_PROXY: 'on' }, line: /^ {2}- TRUST_PROXY must list the proxies' addresses/ },
  { env: { TRUST_PROXY: '10.0.0.0/99' }, line: /^ {2}- TRUST_PROXY must list .*10\.0\.0\.0\/99/ },
  { env: { DATABASE_URL: 'mysql://db/x' }, line: /^ {2}- DATABASE_URL must be a postgres: or/ },
  {
    env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/cadence' },
    line: /^DATABASE_URL: cannot connect to 127\.0\.0\.1:1\/cadence \(.*ECONNREFUSED.*\); check/,
  },
  { env: { SMTP_URL: 'http://mail.example.com' }, line: /^ {2}- SMTP_URL must be a smtp: or/ },
  {
    env: { DATA_DIR: '/proc/cadence-nope' },
    line: /^DATA_DIR \/proc\/cadence-nope cannot be created or written \(ENOENT\); set DATA_DIR/,
  },
  {
    env: { DATA_DIR: '/etc/hostname/data' },
    line: /^DATA_DIR \/etc\/hostname\/data cannot be created or written \(ENOTDIR\)/,
  },
  { env: { SHUTDOWN_TIMEOUT_SECONDS: '0' }, line: /^ {2}- SHUTDOWN_TIMEOUT_SECONDS must be/ },
  { env: { METRICS_TOKEN: 'short' }, line: /^ {2}- METRICS_TOKEN must be at least 16/ },
  {
    env: { OIDC_ISSUER: 'http://id.example.com', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' },
    line: /^ {2}- OIDC_ISSUER must be a https: URL$/,
  },
  {
    env: { OIDC_ISSUER: 'https://id.example.com' },
    line: /^ {2}- OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together$/,
  },
  {
    env: { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' },
    line: /^ {2}- OIDC_ORGANIZATION is required with OIDC_ISSUER: the name of the one organisation/,
  },
  { env: { OIDC_CREATE_USERS: 'maybe' }, line: /^ {2}- OIDC_CREATE_USERS must be on or off/ },
  {
    env: { OIDC_CREATE_USERS: 'on' },
    line: /^ {2}- OIDC_CREATE_USERS=true needs OIDC_ORGANIZATION/,
  },
  { env: { OUTBOX_RETENTION_DAYS: '0' }, line: /^ {2}- OUTBOX_RETENTION_DAYS must be a whole/ },
  { env: { NOTES_KEY: 'c2hvcnQ=' }, line: /^ {2}- NOTES_KEY must be 32 bytes in base64 or hex/ },
];

describe('start-up with a bad configuration value', () => {
  it.each(BAD_VALUES)(
    '$env: exit 1 within 20 s, one line, no stack',
    async ({ env, line }) => {
      const port = await freePort();
      const result = await runServerUntilExit(
        { PORT: String(port), DATA_DIR: path.join(tmp, `d-${port}`), ...env },
        25_000,
      );
      expect(result.code, result.stderr).toBe(1);
      expect(result.ms).toBeLessThan(20_000);
      const lines = result.stderr.split('\n').filter((l) => l.trim() !== '');
      // A configuration error is a heading and one line per bad variable; the others one line.
      const reasons = lines[0] === 'Invalid configuration:' ? lines.slice(1) : lines;
      expect(reasons, result.stderr).toHaveLength(1);
      expect(reasons[0]).toMatch(line);
      expect(result.stderr + result.stdout).not.toMatch(/\n\s+at |node_modules|Error:/);
    },
    40_000,
  );

  it('reads .env from the working directory; the environment wins over it', async () => {
    const cwd = path.join(tmp, 'with-dotenv');
    fs.mkdirSync(cwd);
    fs.writeFileSync(path.join(cwd, '.env'), 'PORT=70000\nDEMO_MODE=maybe\n');
    const fromFile = await runServerUntilExit({ DATA_DIR: path.join(cwd, 'data') }, 25_000, cwd);
    expect(fromFile.code, fromFile.stderr).toBe(1);
    expect(fromFile.stderr).toMatch(/PORT must be an integer from 0 to 65535, got "70000"/);
    expect(fromFile.stderr).toMatch(/DEMO_MODE must be on or off/);
    const overridden = await runServerUntilExit(
      { DATA_DIR: path.join(cwd, 'data'), PORT: 'x1', DEMO_MODE: 'on' },
      25_000,
      cwd,
    );
    expect(overridden.stderr).toMatch(/PORT must be an integer from 0 to 65535, got "x1"/);
    expect(overridden.stderr).not.toMatch(/DEMO_MODE/);
  }, 90_000);
});

describe('one process per DATA_DIR', () => {
  it('refuses a second process on the same folder with one line; the first keeps serving', async () => {
    const dataDir = path.join(tmp, 'shared');
    const first = await startServer({ DATA_DIR: dataDir });
    try {
      const second = await runServerUntilExit({
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
      });
      expect(second.code, second.stderr).toBe(1);
      const lines = second.stderr.split('\n').filter((l) => l.trim() !== '');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toBe(
        `DATA_DIR ${dataDir} is in use by another Cadence process (pid ${first.proc.pid}); stop it first or set another DATA_DIR`,
      );
      const client = httpClient(first.port, 1);
      const ready = await client.request({ method: 'GET', path: '/api/ready' });
      client.close();
      expect(ready.status).toBe(200);
    } finally {
      await stopGracefully(first);
    }
    expect(first.proc.exitCode).toBe(0);
    // Released on a clean stop: the next process starts at once.
    const next = await startServer({ DATA_DIR: dataDir });
    await stopGracefully(next);
    expect(next.proc.exitCode).toBe(0);
  }, 120_000);

  it('creates DATA_DIR/notes.key (mode 0600) on the first start without NOTES_KEY and keeps it', async () => {
    const dataDir = path.join(tmp, 'notes-key');
    const first = await startServer({ DATA_DIR: dataDir });
    await stopGracefully(first);
    const file = path.join(dataDir, 'notes.key');
    const key = fs.readFileSync(file, 'utf8');
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = await startServer({ DATA_DIR: dataDir });
    await stopGracefully(again);
    expect(fs.readFileSync(file, 'utf8')).toBe(key);
    // A key file that holds no key stops the start with one line.
    fs.writeFileSync(file, 'not a key');
    const bad = await runServerUntilExit({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(bad.code, bad.stderr).toBe(1);
    const lines = bad.stderr.split('\n').filter((l) => l.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^NOTES_KEY is not set and .*notes\.key does not hold a 32-byte key/);
  }, 120_000);
});
