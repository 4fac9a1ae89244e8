/**
 * promise 13, "Crashes lose nothing acknowledged": the real server (a child `node` process,
 * NODE_ENV=production) takes a bounded parallel write load, is SIGKILLed mid-load, and is
 * restarted on the same database. Every write that got a 2xx must be there, and nothing may be
 * half-written: each meeting has exactly the action items its POST sent, each item's status and
 * each agenda is either its acknowledged value or (for an unanswered write) old or new, and
 * every outbox row belongs to an existing meeting. Runs on PGlite (a fresh DATA_DIR) and on
 * PostgreSQL when TEST_DATABASE_URL is set (a database of its own). Loopback only.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Meeting } from '@/shared/schemas/meeting';
import type { Database } from '../../db/client';
import type { DbKind } from '../harness';
import { runWriteLoad, type LoadResult } from './crash-load';
import {
  httpClient,
  killHard,
  startServer,
  stopGracefully,
  type ServerChild,
} from './crash-server';
import { makeDatabase } from './crash-database';

const kinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const MAX_REQUESTS = 200;
const CONCURRENCY = 8;
const MEETINGS = 50;
const PASSWORD = 'crash-test-password';

/** Counts with one SQL query; both drivers answer `{ rows }`. */
async function countOf(database: Database, query: SQL): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

describe.each(kinds)('crash safety (promise 13) on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('keeps every acknowledged write and nothing half-written after a SIGKILL mid-load', async () => {
    const database = await makeDatabase(kind);
    cleanups.push(database.drop);
    const servers: ServerChild[] = [];
    cleanups.push(async () => {
      for (const s of servers) await killHard(s);
    });

    // 1. First life: a manager, three team members, then the load and the kill.
    const first = await startServer(database.env);
    servers.push(first);
    const a = httpClient(first.port, CONCURRENCY);
    cleanups.push(async () => a.close());
    const email = `crash.${randomBytes(4).toString('hex')}@example.com`;
    const signUp = await a.request({
      method: 'POST',
      path: '/api/auth/register',
      body: {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: 'Casey',
        lastName: 'Crash',
        company: 'Crash Test Ltd',
        role: 'Manager',
        timezone: 'UTC',
      },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    const cookie = signUp.setCookie!;
    const managerId = (signUp.body as { user: { id: number } }).user.id;
    const teamMemberIds: number[] = [];
    for (const n of [1, 2, 3]) {
      const res = await a.request({
        method: 'POST',
        path: '/api/team-members',
        cookie,
        body: {
          email: `member${n}.${email}`,
          firstName: `Member${n}`,
          lastName: 'Crash',
          role: 'Team Member',
          managerId,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      teamMemberIds.push((res.body as { id: number }).id);
    }

    const killAfter = randomInt(30, 140);
    const killDelayMs = randomInt(0, 15);
    const load: LoadResult = await runWriteLoad({
      request: a.request,
      cookie,
      teamMemberIds,
      meetingCount: MEETINGS,
      maxRequests: MAX_REQUESTS,
      concurrency: CONCURRENCY,
      killAfter,
      runId: randomBytes(3).toString('hex'),
      kill: () => {
        setTimeout(() => process.kill(first.proc.pid!, 'SIGKILL'), killDelayMs);
      },
    });
    await killHard(first);
    a.close();
    expect(first.proc.signalCode).toBe('SIGKILL');
    expect(load.refused, 'no write is refused before the kill').toEqual([]);

    // 2. Second life on the same database: sign in again and read everything back.
    const second = await startServer(database.env);
    servers.push(second);
    const b = httpClient(second.port, 2);
    cleanups.push(async () => b.close());
    expect((await b.request({ method: 'GET', path: '/api/health' })).status).toBe(200);
    const login = await b.request({
      method: 'POST',
      path: '/api/auth/login',
      body: { email, password: PASSWORD },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const list = await b.request({
      method: 'GET',
      path: '/api/meetings?limit=500',
      cookie: login.setCookie!,
    });
    expect(list.status).toBe(200);
    const stored = list.body as Meeting[];
    b.close();

    const byTitle = new Map(load.meetings.map((m) => [m.title, m]));
    const seen = new Set<string>();
    let verified = 0;
    for (const meeting of stored) {
      const plan = byTitle.get(meeting.title ?? '');
      expect(plan, `meeting ${meeting.id} "${meeting.title}" was never sent`).toBeDefined();
      expect(seen.has(meeting.title!), `meeting "${meeting.title}" stored twice`).toBe(false);
      seen.add(meeting.title!);
      // Nothing half-written: exactly the items its POST sent, in order.
      expect(meeting.actionItems, meeting.title!).toEqual(plan!.items);
      if (plan!.id !== null) expect(meeting.id).toBe(plan!.id);
      plan!.items.forEach((_, index) => {
        const status = meeting.actionItemsStatus[String(index)]?.status ?? 'pending';
        const acked = plan!.ackedStatus.get(index);
        if (acked) {
          expect(status, `${meeting.title} item ${index}`).toBe(acked);
          verified += 1;
        } else {
          expect(['pending', plan!.triedStatus.get(index)]).toContain(status);
        }
      });
      if (plan!.ackedAgenda) {
        expect(meeting.agenda, `${meeting.title} agenda`).toBe(plan!.ackedAgenda);
        verified += 1;
      } else {
        expect([null, plan!.triedAgenda]).toContain(meeting.agenda);
      }
    }
    // Every acknowledged POST is there.
    const acknowledgedMeetings = load.meetings.filter((m) => m.id !== null);
    for (const plan of acknowledgedMeetings) {
      expect(seen.has(plan.title), `acknowledged meeting "${plan.title}" is missing`).toBe(true);
      verified += 1;
    }
    expect(verified, 'every acknowledged write was checked').toBe(load.acknowledged);

    // 3. Stop the second life cleanly and look at the rows themselves.
    await stopGracefully(second);
    expect(second.proc.exitCode, second.output()).toBe(0);
    const direct = await database.open();
    try {
      const orphans = await countOf(
        direct,
        sql`select count(*)::int as n from email_outbox o
            where o.meeting_id is not null
              and not exists (select 1 from meetings m where m.id = o.meeting_id)`,
      );
      expect(orphans, 'outbox rows of meetings that do not exist').toBe(0);
      const unmailed = await countOf(
        direct,
        sql`select count(*)::int as n from meetings m
            where not exists (select 1 from email_outbox o
              where o.meeting_id = m.id and o.kind = 'meeting_scheduled')`,
      );
      expect(unmailed, 'meetings stored without their "scheduled" mail').toBe(0);
    } finally {
      await direct.close();
    }

    console.log(
      `crash[${kind}]: sent ${load.sent}, acknowledged ${load.acknowledged}, unanswered ` +
        `${load.unanswered}, killed after ${killAfter} answers (+${killDelayMs} ms); verified ` +
        `${verified} acknowledged writes (${acknowledgedMeetings.length} meetings acknowledged, ` +
        `${stored.length} stored)`,
    );
  }, 120_000); // two server processes start, one under load: slow when the machine is busy
});
