/**
 * Weak passwords are refused (OWASP ASVS 6.2.1, 6.2.4, 6.2.12; docs/decisions/0007-passwords.md).
 * The attack accepted "password", "12345678", "qwerty123", "password1" and the account's own
 * e-mail at sign-up and password change; each is now a 400 that says why, and nothing is written.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, useTestApp } from '../../test/harness';
import { FACTORY_PASSWORD } from '../../test/factories';
import { users } from '../../db/schema';
import { clearThrottle, postLogin, sessionCookieOf } from './testing';
import { COMMON_PASSWORD_MESSAGE, EMAIL_NAME_MESSAGE } from './password-policy';

describe.each(databaseKinds())('new passwords on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(() => clearThrottle(t));

  const register = (email: string, password: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email,
        password,
        confirmPassword: password,
        firstName: 'Pat',
        lastName: 'Doe',
        company: 'Weak Co',
        role: 'Manager',
        timezone: 'UTC',
      },
    });

  it.each([
    ['passw0r', 'Password must be at least 8 characters'],
    ['password', COMMON_PASSWORD_MESSAGE],
    ['12345678', COMMON_PASSWORD_MESSAGE],
    ['qwerty123', COMMON_PASSWORD_MESSAGE],
    ['password1', COMMON_PASSWORD_MESSAGE],
    ['PassWord1', COMMON_PASSWORD_MESSAGE],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
  ])('refuses %s at sign-up with the reason', async (password, message) => {
    const email = `pat.${Date.now()}.${Math.random()}@example.com`;
    const res = await register(email, password);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.password).toEqual([message]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a password containing the e-mail’s name, and accepts a strong one', async () => {
    const email = `jordan.rivers.${Date.now()}@example.com`;
    const name = email.split('@')[0]!;
    const own = await register(email, `${name.toUpperCase()}!2030`);
    expect(own.statusCode).toBe(400);
    expect(own.json().fieldErrors.password).toEqual([EMAIL_NAME_MESSAGE]);
    expect((await register(email, 'violet-harbour-lantern')).statusCode).toBe(201);
  });

  it('applies the same rules to a password change; the old password still signs in', async () => {
    const user = await t.factory.user({ email: `casey.${Date.now()}@example.com` });
    const cookie = sessionCookieOf(await postLogin(t, user.email, FACTORY_PASSWORD))!;
    for (const [newPassword, message] of [
      ['qwerty123', COMMON_PASSWORD_MESSAGE],
      [`my-${user.email.split('@')[0]}-pass`, EMAIL_NAME_MESSAGE],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/change-password',
        cookie,
        payload: { currentPassword: FACTORY_PASSWORD, newPassword, confirmPassword: newPassword },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.newPassword).toEqual([message]);
    }
    expect((await postLogin(t, user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps existing short passwords working at sign-in', async () => {
    const user = await t.factory.user({ password: 'abc123' });
    expect((await postLogin(t, user.email, 'abc123')).statusCode).toBe(200);
  });
});
