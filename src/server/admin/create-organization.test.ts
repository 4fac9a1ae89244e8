/**
 * `npm run admin -- create-organization` on the embedded database: creates the organisation and
 * its Senior Manager, prints a link that opens their invitation, refuses while another process
 * (a running server) holds DATA_DIR, and refuses an address already in use.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { organizations, users } from '../db/schema';
import { findAccountToken } from '../modules/accounts/account-tokens';
import { runAdmin } from './dispatch';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-create-org-'));
const dataDir = path.join(dir, 'data');
const env = { DATA_DIR: dataDir, APP_URL: 'https://cadence.acme.test', SECRET_KEY: 'x'.repeat(32) };
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, env, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

const ARGS = [
  'create-organization',
  '--name',
  'Acme',
  '--email',
  'CEO@acme.test',
  '--first-name',
  'Cleo',
  '--last-name',
  'Chief',
];

describe('npm run admin -- create-organization', () => {
  it('creates the organisation and its Senior Manager and prints the link on its own line', async () => {
    const result = await run(ARGS);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    const linkLine = result.out.find((l) => l.startsWith('https://'));
    expect(linkLine).toMatch(/^https:\/\/cadence\.acme\.test\/accept-invitation#token=[\w.-]+$/);
    const token = decodeURIComponent(new URL(linkLine!).hash.replace('#token=', ''));

    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const [owner] = await database.db
        .select()
        .from(users)
        .where(eq(users.email, 'ceo@acme.test'));
      expect(owner).toMatchObject({
        role: 'Senior Manager',
        firstName: 'Cleo',
        mustChangePassword: true,
      });
      const [org] = await database.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, owner!.organizationId));
      expect(org).toMatchObject({ name: 'Acme', createdById: owner!.id, isDemo: false });
      const found = await findAccountToken(database.db, {
        token,
        purpose: 'invitation',
        now: new Date(),
      });
      expect(found?.user.id).toBe(owner!.id);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses an address already in use, and bad usage', async () => {
    const again = await run(ARGS);
    expect(again.code).toBe(1);
    expect(again.err).toEqual(['An account already uses ceo@acme.test']);
    const bad = await run(['create-organization', '--name', 'Acme']);
    expect(bad.code).toBe(2);
    expect(bad.err[0]).toContain('Usage: npm run admin -- create-organization --name');
  }, 60_000);

  it('refuses while the server holds DATA_DIR, and says to stop it', async () => {
    const release = await lockDataDir(dataDir);
    try {
      const result = await run([...ARGS.slice(0, 4), 'other@acme.test', ...ARGS.slice(5)]);
      expect(result.code).toBe(1);
      expect(result.err.join('\n')).toMatch(/in use by another Cadence process.*Stop the server/);
    } finally {
      await release();
    }
  }, 60_000);
});
