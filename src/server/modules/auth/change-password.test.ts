import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEMPORARY_PASSWORD_TTL_MS } from '@/shared/domain/constants';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { FACTORY_PASSWORD } from '../../test/factories';
import { sessions, users } from '../../db/schema';
import { clearThrottle, postLogin, sessionCookieOf } from '../../test/support/auth-testing';

const change = (t: TestApp, cookie: string | undefined, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/auth/change-password', cookie, payload });
const me = (t: TestApp, cookie: string) =>
  t.request({ method: 'GET', url: '/api/auth/user', cookie });

describe.each(databaseKinds())('POST /api/auth/change-password on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(async () => {
    await clearThrottle(t);
  });
  afterEach(() => t.clock.reset());

  it('answers 401 without a session', async () => {
    const res = await change(t, undefined, {
      currentPassword: 'a',
      newPassword: 'bbbbbb',
      confirmPassword: 'bbbbbb',
    });
    expect(res.statusCode).toBe(401);
  });

  it('changes a temporary password: new token, every old session dead, flag cleared', async () => {
    const user = await t.factory.user({
      mustChangePassword: true,
      temporaryPasswordExpiresAt: new Date(Date.now() + TEMPORARY_PASSWORD_TTL_MS),
    });
    const login = await postLogin(t, user.email, FACTORY_PASSWORD);
    expect(login.json().requiresPasswordChange).toBe(true);
    const cookie = sessionCookieOf(login)!;
    const otherDevice = await t.factory.signIn(user);

    const res = await change(t, cookie, {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'brand-new-secret',
      confirmPassword: 'brand-new-secret',
    });
    expect(res.statusCode).toBe(200);
    // The presented user at the top level (spec 7 "Response: user").
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, mustChangePassword: false });
    expect(res.json().passwordHash).toBeUndefined();
    const fresh = sessionCookieOf(res)!;
    expect(fresh).not.toBe(cookie);

    expect((await me(t, cookie)).statusCode).toBe(401);
    expect((await me(t, otherDevice)).statusCode).toBe(401);
    expect((await me(t, fresh)).json()).toMatchObject({ id: user.id, mustChangePassword: false });
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live).toHaveLength(1);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.temporaryPasswordExpiresAt).toBeNull();
    expect((await postLogin(t, user.email, FACTORY_PASSWORD)).statusCode).toBe(401);
    const relogin = await postLogin(t, user.email, 'brand-new-secret');
    expect(relogin.statusCode).toBe(200);
    expect(relogin.json().requiresPasswordChange).toBe(false);
  });

  it('refuses a wrong current password with fieldErrors.currentPassword', async () => {
    const user = await t.factory.user();
    const cookie = await t.factory.signIn(user);
    const res = await change(t, cookie, {
      currentPassword: 'not-it',
      newPassword: 'another-one',
      confirmPassword: 'another-one',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Current password is incorrect',
      fieldErrors: { currentPassword: ['Current password is incorrect'] },
    });
    expect((await me(t, cookie)).statusCode).toBe(200);
  });

  it('refuses a new password equal to the current one, and a confirmation that differs', async () => {
    const user = await t.factory.user();
    const cookie = await t.factory.signIn(user);
    const same = await change(t, cookie, {
      currentPassword: FACTORY_PASSWORD,
      newPassword: FACTORY_PASSWORD,
      confirmPassword: FACTORY_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors.newPassword).toEqual([
      'New password cannot be the same as the current password',
    ]);
    const mismatch = await change(t, cookie, {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'one-password',
      confirmPassword: 'two-password',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors.confirmPassword).toEqual(["Passwords don't match"]);
    const short = await change(t, cookie, {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(short.json().fieldErrors.newPassword).toEqual([
      'Password must be at least 8 characters',
    ]);
  });

  it('limits wrong current passwords to 5 per 15 minutes', async () => {
    const user = await t.factory.user();
    const cookie = await t.factory.signIn(user);
    for (let i = 0; i < 5; i++) {
      const res = await change(t, cookie, {
        currentPassword: `guess-${i}`,
        newPassword: 'another-one',
        confirmPassword: 'another-one',
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await change(t, cookie, {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'another-one',
      confirmPassword: 'another-one',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('does not accept an expired temporary password even from a live session', async () => {
    t.clock.set(new Date('2030-06-01T10:00:00Z'));
    const user = await t.factory.user({
      mustChangePassword: true,
      temporaryPasswordExpiresAt: new Date('2030-06-01T10:10:00Z'),
    });
    const cookie = await t.factory.signIn(user);
    t.clock.advance(15 * 60 * 1000);
    const res = await change(t, cookie, {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'brand-new-secret',
      confirmPassword: 'brand-new-secret',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.currentPassword).toBeDefined();
  });
});
