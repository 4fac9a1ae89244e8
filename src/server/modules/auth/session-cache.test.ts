/**
 * The session cache (decision 23; promise 6): a cached session never outlives what ended or
 * changed it. The apps here keep sessions for a minute, so only the emptying on a committed
 * change (the database's `cadence_auth` notification, or this instance's own write) can explain
 * a fresh answer; two apps on one database stand for two instances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { databaseKinds, useTestApp } from '../../test/harness';
import { SessionCache } from './session-cache';
import type { ResolvedSession } from './sessions';

const MINUTE = 60_000;

describe('SessionCache', () => {
  const limits = { idleMs: 30 * MINUTE, touchAfterMs: MINUTE };
  const session = (lastSeenAt: Date, expiresAt: Date) =>
    ({ sessionId: 'a', lastSeenAt, expiresAt }) as unknown as ResolvedSession;

  it('keeps a session for its time to live, only while enabled, and not across an emptying', () => {
    let clock = 0;
    const cache = new SessionCache(5_000, () => clock);
    const now = new Date('2031-01-01T10:00:00Z');
    const s = session(now, new Date(now.getTime() + 12 * 60 * MINUTE));
    cache.set('a', s, cache.generation());
    expect(cache.get('a', now, limits)).toBeUndefined(); // off until notifications arrive
    cache.setEnabled(true);
    cache.set('a', s, cache.generation());
    expect(cache.get('a', now, limits)).toBe(s);
    clock = 5_001;
    expect(cache.get('a', now, limits)).toBeUndefined();

    const before = cache.generation();
    cache.clear(); // a change committed while a read was under way
    cache.set('a', s, before);
    expect(cache.get('a', now, limits)).toBeUndefined();
  });

  it('refuses a hit past the idle or absolute limit, or when the once-a-minute touch is due', () => {
    const cache = new SessionCache(MINUTE * 60, () => 0);
    cache.setEnabled(true);
    const seen = new Date('2031-01-01T10:00:00Z');
    const at = (ms: number) => new Date(seen.getTime() + ms);
    cache.set('a', session(seen, at(90 * MINUTE)), cache.generation());
    expect(cache.get('a', at(59_000), limits)).toBeDefined();
    expect(cache.get('a', at(MINUTE + 1), limits)).toBeUndefined(); // touch due
    cache.set('a', session(seen, at(30_000)), cache.generation());
    expect(cache.get('a', at(30_000), limits)).toBeUndefined(); // absolute limit
  });
});

describe.each(databaseKinds())('session cache across instances on %s', (kind) => {
  const t = useTestApp(kind);
  let other: FastifyInstance;

  beforeAll(async () => {
    // A second instance on the same database, caching for a minute.
    other = await buildApp({
      config: t.config,
      database: t.database,
      backgroundJobs: false,
      logger: false,
      sessionCacheTtlMs: MINUTE,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
  });

  const onOther = (url: string, cookie: string) =>
    other.inject({ method: 'GET', url, headers: { cookie } });

  /** Polls `check` until it holds (notifications arrive within milliseconds), at most `ms`. */
  async function eventually(check: () => Promise<boolean>, ms = 2_000): Promise<boolean> {
    const end = Date.now() + ms;
    for (;;) {
      if (await check()) return true;
      if (Date.now() > end) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('serves a signed-in read from the cache, then ends it on the other instance’s logout', async () => {
    const user = await t.factory.user();
    const cookie = await t.factory.signIn(user);
    expect((await onOther('/api/auth/user', cookie)).statusCode).toBe(200);
    expect(other.ctx.sessionCache.size()).toBe(1);

    const logout = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(logout.statusCode).toBe(200);
    expect(
      await eventually(async () => (await onOther('/api/auth/user', cookie)).statusCode === 401),
    ).toBe(true);
    // The instance that handled the logout answers 401 at once.
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(
      401,
    );
  });

  it('sees a role change, a deactivation and a new direct report made outside any request', async () => {
    const team = await t.factory.team();
    const cookie = await t.factory.signIn(team.manager);
    const before = await onOther('/api/team-members', cookie);
    expect(before.statusCode).toBe(200);
    const count = (before.json() as unknown[]).length;

    // A new direct report written straight to the database (an import, another instance).
    await t.factory.user({
      organizationId: team.organization.id,
      role: 'Team Member',
      managerId: team.manager.id,
    });
    expect(
      await eventually(
        async () =>
          ((await onOther('/api/team-members', cookie)).json() as unknown[]).length === count + 1,
      ),
    ).toBe(true);

    await t.database.db.execute(
      sql`update users set role = 'Team Member' where id = ${team.manager.id}`,
    );
    expect(
      await eventually(
        async () => (await onOther('/api/auth/user', cookie)).json().role === 'Team Member',
      ),
    ).toBe(true);

    await t.database.db.execute(
      sql`update users set is_active = false where id = ${team.manager.id}`,
    );
    expect(
      await eventually(async () => (await onOther('/api/auth/user', cookie)).statusCode === 401),
    ).toBe(true);
  });

  it('forgets every session of an organisation that is deleted', async () => {
    const user = await t.factory.user();
    const cookie = await t.factory.signIn(user);
    expect((await onOther('/api/auth/user', cookie)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from organizations where id = ${user.organizationId}`);
    expect(
      await eventually(async () => (await onOther('/api/auth/user', cookie)).statusCode === 401),
    ).toBe(true);
  });

  it.runIf(kind === 'postgres')(
    'stops caching while the notifications connection is lost, and caches again once it is back',
    async () => {
      const user = await t.factory.user({ firstName: 'Before' });
      const cookie = await t.factory.signIn(user);
      expect((await onOther('/api/auth/user', cookie)).statusCode).toBe(200);
      expect(other.ctx.sessionCache.size()).toBe(1);
      await t.database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`);
      // The cache empties itself and stays off: without notifications, a change written now
      // must be seen by the next read.
      expect(await eventually(async () => other.ctx.sessionCache.size() === 0)).toBe(true);
      await t.database.db.execute(sql`update users set first_name = 'After' where id = ${user.id}`);
      expect((await onOther('/api/auth/user', cookie)).json().firstName).toBe('After');
      // The listener reconnects after a second; then reads are cached again, and emptied again
      // by the next change.
      expect(
        await eventually(async () => {
          await onOther('/api/auth/user', cookie);
          return other.ctx.sessionCache.size() === 1;
        }, 4_000),
      ).toBe(true);
      await t.database.db.execute(sql`update users set first_name = 'Again' where id = ${user.id}`);
      expect(
        await eventually(
          async () => (await onOther('/api/auth/user', cookie)).json().firstName === 'Again',
        ),
      ).toBe(true);
    },
  );
});
