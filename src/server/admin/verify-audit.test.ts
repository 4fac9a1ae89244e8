/**
 * `npm run admin -- verify-audit` on the embedded database (decision 37): exit 0 and the count
 * on an intact trail; exit 1 naming the organisation and the event when a row was edited
 * behind the app's back (the append-only guard turned off, as someone with the database's own
 * rights could); usage errors exit 2.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { auditEvents, organizations } from '../db/schema';
import { recordAudit } from '../modules/audit';
import { runAdmin } from './dispatch';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-verify-audit-'));
const dataDir = path.join(dir, 'data');
const env = { DATA_DIR: dataDir, APP_URL: 'https://cadence.acme.test', SECRET_KEY: 'x'.repeat(32) };
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, env, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

/** Opens the data folder, runs `work`, closes it (the command needs it free). */
async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run admin -- verify-audit', () => {
  it('passes an intact trail and finds an edited event', async () => {
    const organizationId = await withDatabase(async (db) => {
      const [org] = await db
        .insert(organizations)
        .values({ name: 'Acme', createdAt: new Date(), updatedAt: new Date() })
        .returning();
      for (let i = 0; i < 3; i += 1) {
        await recordAudit(db, {
          organizationId: org!.id,
          at: new Date(Date.UTC(2026, 10, 1 + i)),
          actorId: null,
          action: 'auth.sign_in_failed',
          target: null,
          source: { ip: '192.0.2.7', requestId: `r${i}` },
        });
      }
      return org!.id;
    });
    const intact = await run(['verify-audit']);
    expect(intact).toEqual({
      code: 0,
      out: ['The audit trail is intact: 3 events checked.'],
      err: [],
    });

    const edited = await withDatabase(async (db) => {
      const [second] = await db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.organizationId, organizationId))
        .orderBy(asc(auditEvents.id))
        .offset(1)
        .limit(1);
      await db.execute(sql`alter table audit_events disable trigger audit_events_no_update`);
      await db.update(auditEvents).set({ ip: '203.0.113.9' }).where(eq(auditEvents.id, second!.id));
      await db.execute(sql`alter table audit_events enable trigger audit_events_no_update`);
      return second!.id;
    });
    const broken = await run(['verify-audit', '--organization', String(organizationId)]);
    expect(broken.code).toBe(1);
    expect(broken.err).toEqual([
      `Organisation ${organizationId}: event ${edited} was edited (its hash does not match its content)`,
    ]);
    expect((await run(['verify-audit', '--organization', 'x'])).code).toBe(2);
  });
});
