import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEMPORARY_PASSWORD_TTL_MS } from '@/shared/domain/constants';
import { databaseKinds, useTestApp } from '../../test/harness';
import { FACTORY_PASSWORD } from '../../test/factories';
import { users } from '../../db/schema';
import {
  clearThrottle,
  expireThrottleWindows,
  postLogin,
  sessionCookieOf,
} from '../../test/support/auth-testing';
import { THROTTLE_LIMITS } from './throttle';

describe.each(databaseKinds())('POST /api/auth/login on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(async () => {
    t.clock.reset();
    await clearThrottle(t);
  });

  it('signs in with the right password: user, requiresPasswordChange, HttpOnly cookie', async () => {
    const user = await t.factory.user({ role: 'Manager' });
    const res = await postLogin(t, user.email.toUpperCase(), FACTORY_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.requiresPasswordChange).toBe(false);
    expect(body.user).toMatchObject({ id: user.id, email: user.email, role: 'Manager' });
    expect(body.user.passwordHash).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name === 'cadence_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBeFalsy();
    const me = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      cookie: sessionCookieOf(res)!,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('says requiresPasswordChange for an account with a temporary password', async () => {
    const user = await t.factory.user({
      mustChangePassword: true,
      temporaryPasswordExpiresAt: new Date(Date.now() + TEMPORARY_PASSWORD_TTL_MS),
    });
    const res = await postLogin(t, user.email, FACTORY_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().requiresPasswordChange).toBe(true);
  });

  it('answers unknown e-mail and wrong password with the same status and body', async () => {
    const user = await t.factory.user();
    const unknown = await postLogin(t, 'nobody-here@example.com', FACTORY_PASSWORD);
    const wrong = await postLogin(t, user.email, 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' });
    expect(sessionCookieOf(wrong)).toBeNull();
  });

  it('takes about as long for an unknown e-mail as for a wrong password (promise 8)', async () => {
    const user = await t.factory.user();
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    // Alternate the order so that whichever runs second is not always the one measured warm.
    for (let i = 0; i < 8; i++) {
      await clearThrottle(t);
      for (const unknown of i % 2 ? [true, false] : [false, true]) {
        const start = performance.now();
        await postLogin(t, unknown ? `ghost-${i}@example.com` : user.email, 'whatever-password');
        (unknown ? unknownTimes : wrongTimes).push(performance.now() - start);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const diff = Math.abs(median(unknownTimes) - median(wrongTimes));
    console.log(
      `[promise 8] login median unknown=${median(unknownTimes).toFixed(1)}ms wrong=${median(wrongTimes).toFixed(1)}ms diff=${diff.toFixed(1)}ms`,
    );
    // Both paths run one argon2id verification, which dominates; without the dummy hash the
    // unknown e-mail would answer in a fraction of the time. The ratio bound tolerates a busy
    // shared machine (promise 8's 10 ms figure is measured by the benchmark, not here).
    const [fast, slow] = [median(unknownTimes), median(wrongTimes)].sort((a, b) => a - b);
    expect(fast! / slow!).toBeGreaterThan(0.5);
  });

  it('refuses a deactivated user with the same 401', async () => {
    const user = await t.factory.user({ isActive: false, deactivatedAt: new Date() });
    const res = await postLogin(t, user.email, FACTORY_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password');
  });

  it('refuses a temporary password after 72 hours, with the same 401', async () => {
    t.clock.set(new Date('2030-03-01T09:00:00Z'));
    const user = await t.factory.user({
      mustChangePassword: true,
      temporaryPasswordExpiresAt: new Date(t.clock.now().getTime() + TEMPORARY_PASSWORD_TTL_MS),
    });
    t.clock.advance(TEMPORARY_PASSWORD_TTL_MS - 60_000);
    expect((await postLogin(t, user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
    t.clock.advance(120_000);
    const late = await postLogin(t, user.email, FACTORY_PASSWORD);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' });
  });

  it('validates the body: a valid e-mail and a password', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.email).toEqual(['Please enter a valid email address']);
    expect(res.json().fieldErrors.password).toEqual(['Password is required']);
  });

  it('answers the 6th failure within 15 minutes with 429 and Retry-After, even with the right password', async () => {
    t.clock.set(new Date('2030-03-01T09:00:00Z'));
    const user = await t.factory.user();
    for (let i = 0; i < 5; i++) {
      expect((await postLogin(t, user.email, `wrong-${i}`)).statusCode).toBe(401);
    }
    const blocked = await postLogin(t, user.email, FACTORY_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // A forged X-Forwarded-For from the same address does not escape the limit.
    const forged = await postLogin(t, user.email, FACTORY_PASSWORD, {
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(forged.statusCode).toBe(429);
    // Once the window has passed the right password works again.
    await expireThrottleWindows(t);
    expect((await postLogin(t, user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
  });

  it('clears the account counter on success', async () => {
    const user = await t.factory.user();
    for (let i = 0; i < 4; i++) await postLogin(t, user.email, `wrong-${i}`);
    expect((await postLogin(t, user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await postLogin(t, user.email, `wrong-again-${i}`)).statusCode).toBe(401);
    }
  });

  it('limits failures per address; X-Forwarded-For is ignored without TRUST_PROXY', async () => {
    const limit = THROTTLE_LIMITS.loginAddress.points;
    for (let i = 0; i < limit; i++) {
      const res = await postLogin(t, `spray-${i}@example.com`, 'guess', {
        remoteAddress: '192.0.2.1',
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const user = await t.factory.user();
    const blocked = await postLogin(t, user.email, FACTORY_PASSWORD, {
      remoteAddress: '192.0.2.1',
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    const otherAddress = await postLogin(t, user.email, FACTORY_PASSWORD, {
      remoteAddress: '192.0.2.2',
    });
    expect(otherAddress.statusCode).toBe(200);
  });

  it('issues a new session token at every sign-in and ends the one the browser sent', async () => {
    const user = await t.factory.user();
    const first = sessionCookieOf(await postLogin(t, user.email, FACTORY_PASSWORD))!;
    const secondRes = await postLogin(t, user.email, FACTORY_PASSWORD, { cookie: first });
    const second = sessionCookieOf(secondRes)!;
    expect(second).not.toBe(first);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: first })).statusCode,
    ).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: second })).statusCode,
    ).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isActive).toBe(true);
  });
});

describe.each(databaseKinds())('login behind a trusted proxy on %s', (kind) => {
  // The test requests come from 127.0.0.1: the listed proxy.
  const t = useTestApp(kind, {
    env: { TRUST_PROXY: '127.0.0.1', APP_URL: 'https://cadence.test' },
  });

  const spray = async (headers: Record<string, string>, remoteAddress?: string) => {
    for (let i = 0; i < 20; i++) {
      await postLogin(t, `spray-${i}-${Math.random()}@example.com`, 'guess', {
        headers,
        remoteAddress,
      });
    }
  };

  it('takes the right-most address not in the list; a forged left-most entry does not escape', async () => {
    await spray({ 'x-forwarded-for': '203.0.113.7' });
    const user = await t.factory.user();
    const blocked = await postLogin(t, user.email, FACTORY_PASSWORD, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(blocked.statusCode).toBe(429);
    const forged = await postLogin(t, user.email, FACTORY_PASSWORD, {
      headers: { 'x-forwarded-for': '198.18.0.1, 203.0.113.7' },
    });
    expect(forged.statusCode).toBe(429);
    const ok = await postLogin(t, user.email, FACTORY_PASSWORD, {
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.find((c) => c.name === '__Host-cadence_session')).toMatchObject({
      secure: true,
      path: '/',
    });
    expect(ok.cookies.find((c) => c.name === '__Host-cadence_session')?.domain).toBeUndefined();
  });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    await spray({ 'x-forwarded-for': '203.0.113.20' }, '192.0.2.77');
    const user = await t.factory.user();
    const direct = await postLogin(t, user.email, FACTORY_PASSWORD, {
      remoteAddress: '192.0.2.77',
      headers: { 'x-forwarded-for': '203.0.113.21' },
    });
    expect(direct.statusCode).toBe(429);
    const viaProxy = await postLogin(t, user.email, FACTORY_PASSWORD, {
      headers: { 'x-forwarded-for': '203.0.113.20' },
    });
    expect(viaProxy.statusCode).toBe(200);
  });
});
