import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@/shared/domain/constants';
import { buildApp } from '../../app';
import { loadConfig } from '../../env';
import {
  databaseKinds,
  openTestDatabase,
  untilAuthChangeSeen,
  useTestApp,
  type TestApp,
} from '../../test/harness';
import { createFactory, FACTORY_PASSWORD } from '../../test/factories';
import { users } from '../../db/schema';
import { postLogin, sessionCookieOf } from '../../test/support/auth-testing';

const MINUTE = 60 * 1000;
const me = (t: TestApp, cookie?: string) =>
  t.request({ method: 'GET', url: '/api/auth/user', cookie });

describe.each(databaseKinds())('sessions on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  it('GET /api/auth/user answers 401 UNAUTHENTICATED without a session or with a forged one', async () => {
    for (const cookie of [undefined, 'cadence_session=forged-token', 'cadence_session=']) {
      const res = await me(t, cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('presents the user without secrets', async () => {
    const user = await t.factory.user({ role: 'Supervisor' });
    const res = await me(t, await t.factory.signIn(user));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      role: 'Supervisor',
      organizationId: user.organizationId,
    });
    for (const secret of ['passwordHash', 'password', 'temporaryPasswordExpiresAt', 'isActive']) {
      expect(body).not.toHaveProperty(secret);
    }
  });

  it('logout ends the session, clears the cookie and answers 200 even when signed out', async () => {
    const user = await t.factory.user();
    const cookie = sessionCookieOf(await postLogin(t, user.email, FACTORY_PASSWORD))!;
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const cleared = out.cookies.find((c) => c.name === 'cadence_session');
    expect(cleared?.value).toBe('');
    expect((await me(t, cookie)).statusCode).toBe(401);
    const again = await t.request({ method: 'POST', url: '/api/auth/logout' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true });
  });

  it('dies after 30 minutes idle, lives on while used', async () => {
    t.clock.set(new Date('2030-05-01T08:00:00Z'));
    const user = await t.factory.user();
    const cookie = sessionCookieOf(await postLogin(t, user.email, FACTORY_PASSWORD))!;
    t.clock.advance(SESSION_IDLE_MS - MINUTE);
    expect((await me(t, cookie)).statusCode).toBe(200);
    t.clock.advance(SESSION_IDLE_MS - MINUTE);
    expect((await me(t, cookie)).statusCode).toBe(200);
    t.clock.advance(SESSION_IDLE_MS + 1000);
    expect((await me(t, cookie)).statusCode).toBe(401);
  });

  it('dies 12 hours after sign-in however active', async () => {
    t.clock.set(new Date('2030-05-01T08:00:00Z'));
    const user = await t.factory.user();
    const cookie = sessionCookieOf(await postLogin(t, user.email, FACTORY_PASSWORD))!;
    const steps = Math.floor(SESSION_ABSOLUTE_MS / (20 * MINUTE));
    for (let i = 1; i < steps; i++) {
      t.clock.advance(20 * MINUTE);
      expect((await me(t, cookie)).statusCode, `after ${i * 20} min`).toBe(200);
    }
    t.clock.set(new Date(new Date('2030-05-01T08:00:00Z').getTime() + SESSION_ABSOLUTE_MS));
    expect((await me(t, cookie)).statusCode).toBe(401);
  });

  it('a deactivated user loses their session', async () => {
    const user = await t.factory.user();
    const cookie = sessionCookieOf(await postLogin(t, user.email, FACTORY_PASSWORD))!;
    await t.database.db
      .update(users)
      .set({ isActive: false, deactivatedAt: new Date() })
      .where(eq(users.id, user.id));
    expect((await me(t, cookie)).statusCode).toBe(401);
  });

  it('a user who must change their password reaches only user, logout and change-password', async () => {
    const user = await t.factory.user({ mustChangePassword: true });
    const cookie = await t.factory.signIn(user);
    expect((await me(t, cookie)).statusCode).toBe(200);
    // GET /api/team-members belongs to the users module (another helper builds it).
    const other = await t.request({ method: 'GET', url: '/api/team-members', cookie });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(out.statusCode).toBe(200);
  });
});

describe.each(databaseKinds())('password-change gate on a probe route on %s', (kind) => {
  it('answers 403 PASSWORD_CHANGE_REQUIRED on any protected route until the password changes', async () => {
    const database = await openTestDatabase(kind);
    const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://cadence.test' });
    const app = await buildApp({ config, database, backgroundJobs: false, logger: false });
    app.get('/api/probe', async () => ({ ok: true }));
    await app.ready();
    try {
      const factory = createFactory(database.db, () => new Date());
      const user = await factory.user({ mustChangePassword: true });
      const cookie = await factory.signIn(user);
      const blocked = await app.inject({ method: 'GET', url: '/api/probe', headers: { cookie } });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
      const generation = app.ctx.sessionCache.generation();
      await database.db
        .update(users)
        .set({ mustChangePassword: false })
        .where(eq(users.id, user.id));
      await untilAuthChangeSeen(app, generation);
      const open = await app.inject({ method: 'GET', url: '/api/probe', headers: { cookie } });
      expect(open.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
