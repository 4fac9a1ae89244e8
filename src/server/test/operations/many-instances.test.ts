/**
 * Several app instances on one PostgreSQL (docs/operations.md, "Many instances"): three real
 * server processes start at once on an empty database (the migrations run under an advisory
 * lock, so all three come up), take a burst of meeting writes through all three (sessions are
 * shared through the database), and one of them is SIGTERMed while the outbox is being sent
 * through a slow real SMTP server, then started again. Every invitation arrives within 60 s of
 * the restart, none twice (each outbox row has its own Message-ID; watched past the claim time,
 * `MAIL_CLAIM_SECONDS`), every outbox row ends `sent`, and `/metrics` of each instance counts
 * the requests it served. PostgreSQL only (TEST_DATABASE_URL); PGlite is one process per folder.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startSmtpSink, type SmtpSink } from '../support/test-smtp-server';
import {
  httpClient,
  killHard,
  startServer,
  stopGracefully,
  type ServerChild,
} from '../security/crash-server';

const base = process.env.TEST_DATABASE_URL;
const PASSWORD = 'many-instances-password';
const MEETINGS = 24;
const CLAIM_SECONDS = 8;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(base)('many instances on one PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('three start at once, share the work, and a SIGTERM mid-batch loses and repeats no mail', async () => {
    const name = `cadence_many_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    // 250 ms per message: a batch of 20 takes seconds, so the SIGTERM lands inside one.
    const smtp: SmtpSink = await startSmtpSink(0, { delayMs: 250 });
    cleanups.push(() => smtp.close());
    const env = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      APP_URL: 'http://cadence.test',
      MAIL_CLAIM_SECONDS: String(CLAIM_SECONDS),
      SIGNUP_RATE_LIMIT: '1000',
      SECRET_KEY: 'many-instances-secret-key-0123456789',
      NOTES_KEY: 'cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd',
    };
    const servers: ServerChild[] = [];
    cleanups.push(async () => {
      for (const s of servers) await killHard(s);
    });

    // 1. Three instances at once on the empty database.
    const started = await Promise.all([startServer(env), startServer(env), startServer(env)]);
    servers.push(...started);
    const migrations = await query<{ n: number }>(
      databaseUrl,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    const clients = started.map((s) => httpClient(s.port, 4));
    cleanups.push(async () => clients.forEach((c) => c.close()));
    for (const c of clients) {
      expect((await c.request({ method: 'GET', path: '/api/ready' })).status).toBe(200);
    }

    // 2. A manager signs up on one instance; the session works on all three.
    const email = `many.${randomBytes(4).toString('hex')}@example.com`;
    const signUp = await clients[0]!.request({
      method: 'POST',
      path: '/api/auth/register',
      body: {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: 'Mona',
        lastName: 'Many',
        company: 'Many Instances Ltd',
        role: 'Manager',
        timezone: 'Europe/Berlin',
      },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    const cookie = signUp.setCookie!;
    const managerId = (signUp.body as { user: { id: number } }).user.id;
    const teamMemberIds: number[] = [];
    for (const [n, c] of clients.entries()) {
      const res = await c.request({
        method: 'POST',
        path: '/api/team-members',
        cookie,
        body: {
          email: `member${n}.${email}`,
          firstName: `Member${n}`,
          lastName: 'Many',
          role: 'Team Member',
          managerId,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      teamMemberIds.push((res.body as { id: number }).id);
    }

    // 3. A burst of meetings through all three instances, 6 at a time.
    const posts = Array.from(
      { length: MEETINGS },
      (_, m) => () =>
        clients[m % 3]!.request({
          method: 'POST',
          path: '/api/meetings',
          cookie,
          body: {
            meeting: {
              teamMemberId: teamMemberIds[m % 3]!,
              title: `Many instances #${m}`,
              date: '2031-03-10',
              startTime: '09:30',
              duration: 30,
              timezone: 'Europe/Berlin',
              actionItems: [],
            },
          },
        }),
    );
    const answers = [];
    while (posts.length > 0)
      answers.push(...(await Promise.all(posts.splice(0, 6).map((p) => p()))));
    expect(answers.map((a) => a.status)).toEqual(Array(MEETINGS).fill(201));
    const [queued] = await query<{ n: number }>(
      databaseUrl,
      'select count(*)::int as n from email_outbox',
    );
    const expected = queued!.n;
    expect(expected).toBeGreaterThanOrEqual(MEETINGS);

    // 4. SIGTERM instance 2 while the outbox is being sent, then start it again.
    await until('the first invitations', () => smtp.messages.length >= 3, 30_000);
    expect(smtp.messages.length).toBeLessThan(expected);
    const victim = servers[1]!;
    await stopGracefully(victim, 30_000);
    expect(victim.proc.exitCode, victim.output()).toBe(0);
    const restarted = await startServer(env);
    const restartedAt = Date.now();
    servers.push(restarted);
    clients[1]!.close();
    clients[1] = httpClient(restarted.port, 4);

    // 5. Every invitation arrives within 60 s of the restart, and none twice.
    const ids = () => smtp.messages.map((m) => m.parsed.messageId);
    await until('every invitation', () => new Set(ids()).size >= expected, 60_000);
    expect(Date.now() - restartedAt).toBeLessThan(60_000);
    // Past the claim time: a row claimed by the stopped instance would be sent again now.
    await new Promise((r) => setTimeout(r, (CLAIM_SECONDS + 4) * 1000));
    expect(smtp.messages.length).toBe(expected);
    expect(new Set(ids()).size).toBe(expected);
    const statuses = await query<{ status: string; n: number }>(
      databaseUrl,
      'select status, count(*)::int as n from email_outbox group by status',
    );
    expect(statuses).toEqual([{ status: 'sent', n: expected }]);

    // 6. Each instance's /metrics shows the requests it served.
    for (const c of clients) await c.request({ method: 'GET', path: '/api/meetings', cookie });
    for (const [i, c] of clients.entries()) {
      const metrics = await c.request({ method: 'GET', path: '/metrics' });
      expect(metrics.status).toBe(200);
      const text = String(metrics.body);
      const served = text.match(
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/meetings",status="200"\} (\d+)$/m,
      );
      expect(served, `instance ${i}`).not.toBeNull();
      expect(Number(served![1])).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/^cadence_outbox_pending_messages 0$/m);
      expect(text).toMatch(/^cadence_db_pool_connections\{state="total"\} \d+$/m);
      if (i !== 1) {
        // The first lives of instances 0 and 2 served the burst.
        expect(text).toMatch(/route="\/api\/meetings",status="201"\} [1-9]/);
      }
    }
    const journal = await query<{ n: number }>(
      databaseUrl,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(journal[0]!.n).toBe(migrations[0]!.n);
  }, 240_000);
});
